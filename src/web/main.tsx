import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { langPrefix, splitLangPath } from '#shared/language.ts';
import { App, createQueryClient } from './App.tsx';
import { loadCatalogue } from './i18n/catalogues.ts';
import { makeLocale } from './i18n/locale.tsx';
import { reloadOnStaleChunks } from './reloadOnStaleChunks.ts';
import { createRouter, type Router } from './router.tsx';
import { readServerState } from './server-state.ts';
import './styles.css';

// Listening before the router loads the opening route's screen: that file can be gone too (a link
// followed before the previous page was live lands on the new address with the old release's files).
const started: { router?: Router } = {};
const reloading = reloadOnStaleChunks(() => {
  const to = started.router?.state.navigation.location;
  return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
});

async function start(): Promise<void> {
  // The page's language is its address ('/bn/…' is Bangla); its catalogue loads beside the opening screens.
  const { lang } = splitLangPath(window.location.pathname);
  document.documentElement.lang = lang;
  const state = readServerState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const [texts, router] = await Promise.all([loadCatalogue(lang), createRouter(queryClient, langPrefix(lang), state?.router)]);
  started.router = router;
  const app = (
    <App queryClient={queryClient} locale={makeLocale(lang, texts)}>
      <RouterProvider router={router} />
    </App>
  );
  const root = document.getElementById('root')!;
  // A page the server rendered is taken over as it is; any other (the dashboard) is drawn here.
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// A start cut short by a stale screen ends in the reload; any other failure is reported as it is.
start().catch((error: unknown) => {
  if (!reloading()) throw error;
});
