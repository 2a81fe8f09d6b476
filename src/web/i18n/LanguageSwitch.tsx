import { useState } from 'react';
import { useLocation } from 'react-router';
import { LANG_COOKIE, pathIn, type Lang } from '#shared/language.ts';
import { useHydrated } from '../useHydrated.ts';
import { useLocale } from './locale.tsx';

const OTHER: Record<Lang, Lang> = { en: 'bn', bn: 'en' };
const A_YEAR = 365 * 24 * 60 * 60;

/** Remembers the reader's language for their next visit (client.ts sends an English address's reader there). */
function remember(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${A_YEAR}; samesite=lax${secure}`;
}

/** This page's address in the other language: the same path, query and fragment under its prefix. */
function useOtherAddress(): { lang: Lang; href: string } {
  const { lang } = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = OTHER[lang];
  return { lang: other, href: `${pathIn(other, pathname)}${search}${hash}` };
}

/**
 * The navbar's switch to the other language, named in its own script ("বাংলা" / "English"). A link, not a
 * button: the other language is another address (the page loads its own catalogue), and it works before
 * the page's script does; clicking it also remembers the choice.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { texts } = useLocale();
  const { lang, href } = useOtherAddress();
  const t = texts.LAYOUT_TEXTS.language;
  return (
    <a href={href} hrefLang={lang} lang={lang} aria-label={t.otherLabel} className={className} onClick={() => remember(lang)}>
      {t.other}
    </a>
  );
}

/** Whether the browser prefers Bangla to English (its Accept-Language, as navigator.languages gives it). */
const prefersBangla = () => navigator.languages.map((l) => l.toLowerCase().split('-')[0]).find((l) => l === 'bn' || l === 'en') === 'bn';

/**
 * On an English page, a one-line offer of Bangla to a reader whose browser asks for it and who has not
 * chosen yet: offered, never imposed (no redirect). Shown after hydration, as the page the server sent is
 * the same for every reader; "no" remembers English.
 */
export function LanguageHint() {
  const { lang: pageLang, texts } = useLocale();
  const hydrated = useHydrated();
  const { lang, href } = useOtherAddress();
  const [dismissed, setDismissed] = useState(false);
  // Read only once hydrated: the server's page, and the browser's first render of it, have no hint.
  const show = hydrated && !dismissed && pageLang === 'en' && !document.cookie.includes(`${LANG_COOKIE}=`) && prefersBangla();
  if (!show) return null;
  const t = texts.LAYOUT_TEXTS.language;
  return (
    <aside lang={lang} className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-base-200 px-4 py-2 text-sm">
      <span>{t.hint}</span>
      <a href={href} hrefLang={lang} className="link font-semibold" onClick={() => remember(lang)}>
        {t.hintAction}
      </a>
      <button
        type="button"
        className="link"
        onClick={() => {
          remember(pageLang);
          setDismissed(true);
        }}
      >
        {t.hintDismiss}
      </button>
    </aside>
  );
}
