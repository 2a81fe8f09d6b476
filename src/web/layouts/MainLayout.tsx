import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CategoryNames } from '../components/CategoryNames.tsx';
import { DocumentHead } from '../components/DocumentHead.tsx';
import { Footer } from '../components/Footer.tsx';
import { Navbar } from '../components/Navbar.tsx';
import { LanguageHint } from '../i18n/LanguageSwitch.tsx';
import { useTexts } from '../i18n/locale.tsx';

/** product §2 home layout: navbar, category names, the routed content, footer; above them, the offer of Bangla to whom it suits. */
export function MainLayout() {
  const { LAYOUT_TEXTS } = useTexts();
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-box focus:bg-base-100 focus:p-3 focus:shadow"
      >
        {LAYOUT_TEXTS.skipToContent}
      </a>
      {/* While the next screen's data loads, a thin bar shows at the top instead of a frozen page. */}
      {navigating && <progress className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 rounded-none" aria-hidden="true" />}
      <DocumentHead />
      {/* A card followed from far down a list opens its page at the top; Back returns to where the reader was. */}
      <ScrollRestoration />
      <LanguageHint />
      <Navbar />
      <CategoryNames />
      <main id="main" tabIndex={-1} aria-busy={navigating} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:py-8">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
