import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { setApiFetch } from './api/http.ts';
import { untilSettled } from './api/load.ts';
import { langPrefix, splitLangPath } from '#shared/language.ts';
import { App, createQueryClient } from './App.tsx';
import { loadCatalogue } from './i18n/catalogues.ts';
import { makeLocale } from './i18n/locale.tsx';
import { handlesOf, headHtml, headOf, statusOf, type Match } from './head.ts';
import { createRoutes } from './routes.tsx';
import { serverStateHtml } from './server-state.ts';

/** A page as the server sends it, or where a loader sent the reader instead. */
export type Rendered = { status: number; html: string } | { status: number; redirect: string };

export interface Renderer {
  /** The page at `url` as HTML; null for a page the browser renders itself (the dashboard, a route error). */
  render: (url: URL) => Promise<Rendered | null>;
}

/** The head tags of the built index.html that each page replaces with its own. */
const TEMPLATE_HEAD = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Renders the public pages on the server (architecture §9), with the routes, loaders and providers the
 * browser uses, so the browser hydrates what it was sent instead of drawing it again. `template` is the
 * built index.html; `apiFetch` answers the pages' API reads (the server passes one that never leaves the process).
 */
export function createRenderer({ template, apiFetch }: { template: string; apiFetch: typeof fetch }): Renderer {
  if (!template.includes(ROOT) || !HTML_LANG.test(template)) throw new Error(`the page template has no ${ROOT} or no <html lang>`);
  setApiFetch(apiFetch);
  const page = template.replace(TEMPLATE_HEAD, '');

  return {
    async render(url) {
      // The page's own query client: its loaders read into it, and it goes to the browser with the HTML.
      const queryClient = createQueryClient();
      const routes = createRoutes(queryClient);
      // The page's language is its address: '/bn/…' is the same page in Bangla, its routes under that prefix.
      const { lang } = splitLangPath(url.pathname);
      const basename = langPrefix(lang) || undefined;
      const opening = matchRoutes(routes, url, basename);
      if (!opening || handlesOf(opening.map((m) => ({ params: m.params, handle: m.route.handle }))).some((h) => h.clientOnly)) return null;
      const handler = createStaticHandler(routes, { basename });
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('location');
        return location && context.status >= 300 && context.status < 400 ? { status: context.status, redirect: location } : null;
      }
      // A route error (an unknown category) is shown by the browser, as it always has been.
      if (context.errors) return null;

      const matches: Match[] = context.matches.map((m) => ({
        params: m.params,
        handle: m.route.handle,
        data: context.loaderData[m.route.id],
      }));
      const handles = handlesOf(matches);
      const prefetches: Promise<unknown>[] = [];
      context.matches.forEach((m, i) => {
        const prefetch = handles[i]!.prefetch;
        if (prefetch) prefetches.push(prefetch(queryClient, m.params));
      });
      // With what the loaders started and left to come later (a product's similar laptops).
      await Promise.all([...prefetches, untilSettled(queryClient)]);
      const queries = dehydrate(queryClient);
      const router = createStaticRouter(handler.dataRoutes, context);
      const texts = await loadCatalogue(lang);
      const body = renderToString(
        <App queryClient={queryClient} locale={makeLocale(lang, texts)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
      );

      const head = headOf(matches, texts);
      const state = serverStateHtml({
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries,
      });
      const html = page
        .replace(HTML_LANG, `<html lang="${lang}"`)
        .replace('</head>', `  ${headHtml(head, url, texts.LAYOUT_TEXTS.brand)}\n  </head>`)
        .replace(ROOT, `<div id="root">${body}</div>${state}`);
      return { status: Math.max(context.statusCode, ...matches.map(statusOf)), html };
    },
  };
}
