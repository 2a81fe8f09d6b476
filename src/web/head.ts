import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { LANGUAGES, pathIn, splitLangPath, type Lang } from '#shared/language.ts';

/** What a page says about itself in <head>: for search engines and for link previews on Facebook and WhatsApp. */
export interface Head {
  title: string;
  description: string;
  /** An absolute or root-relative photo for the preview card; the site's icon when absent. */
  image?: string;
}

/** What a route declares beside its screen (routes.tsx), read by the server renderer and the client. */
export interface RouteHandle {
  /** The page's head, from its URL parameters and its loader's data, in the page's language. */
  head?: (args: { params: Params; data: unknown; texts: Catalogue }) => Head;
  /**
   * Reads of a screen without a loader of its own (the layout's category names, the home page's adverts):
   * the screen fetches them as it shows, and the server renderer makes them first, so that the HTML holds
   * them. A page with a loader reads everything there (api/load.ts).
   */
  prefetch?: (client: QueryClient, params: Params) => Promise<unknown>;
  /** Rendered in the browser only: pages for signed-in users (their data needs the user's token). */
  clientOnly?: true;
  /**
   * The HTTP status the page is served with: the 404 page's, or one read from the loader's data (a
   * product page whose product is gone is the 404 page too).
   */
  status?: number | ((data: unknown) => number | undefined);
}

/** A matched route as useMatches() gives it; the server makes the same from its own matches. */
export interface Match {
  params: Params;
  handle?: unknown;
  data?: unknown;
}

const handleOf = (match: Match): RouteHandle => match.handle ?? {};

/** The head of the deepest matched route that declares one; the home page's otherwise. */
export function headOf(matches: readonly Match[], texts: Catalogue): Head {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const head = handleOf(matches[i]!).head;
    if (head) return head({ params: matches[i]!.params, data: matches[i]!.data, texts });
  }
  return texts.HEAD_TEXTS.home;
}

export const handlesOf = (matches: readonly Match[]): RouteHandle[] => matches.map(handleOf);

/** The status a matched route asks for; 0 when it leaves it to the others. */
export function statusOf(match: Match): number {
  const status = handleOf(match).status;
  return (typeof status === 'function' ? status(match.data) : status) ?? 0;
}

const ICON = '/icon-512.png';
/** A root-relative path on `origin`; a photo in a bucket is absolute already. `//host/…` is not a path. */
const absolute = (origin: string, pathOrUrl: string) => (/^\/(?![/\\])/.test(pathOrUrl) ? `${origin}${pathOrUrl}` : pathOrUrl);

/** Open Graph's names of the languages (`og:locale`). */
const OG_LOCALE = { en: 'en_US', bn: 'bn_BD' } as const satisfies Record<Lang, string>;

/**
 * The page at `url` in each language, for `hreflang` alternates: the same path and query under each
 * language's prefix, English also as `x-default` (the address for a reader of any other language).
 */
export function alternates(url: URL): { hreflang: string; href: string }[] {
  const { path } = splitLangPath(url.pathname);
  const href = (lang: Lang) => `${url.origin}${pathIn(lang, path)}${url.search}`;
  return [...LANGUAGES.map((lang) => ({ hreflang: lang, href: href(lang) })), { hreflang: 'x-default', href: href('en') }];
}

/** The tags of a head as `[tag, attributes]`, in one place for the server's HTML and the client's updates. */
export function headTags(
  head: Head,
  url: URL,
  siteName: string,
): { canonical: string; meta: [key: 'name' | 'property', name: string, content: string][] } {
  const canonical = `${url.origin}${url.pathname}`;
  const image = absolute(url.origin, head.image ?? ICON);
  return {
    canonical,
    meta: [
      ['name', 'description', head.description],
      ['property', 'og:site_name', siteName],
      ['property', 'og:locale', OG_LOCALE[splitLangPath(url.pathname).lang]],
      ['property', 'og:type', 'website'],
      ['property', 'og:title', head.title],
      ['property', 'og:description', head.description],
      ['property', 'og:url', canonical],
      ['property', 'og:image', image],
      ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', head.title],
      ['name', 'twitter:description', head.description],
      ['name', 'twitter:image', image],
    ],
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server renderer. */
export function headHtml(head: Head, url: URL, siteName: string): string {
  const { canonical, meta } = headTags(head, url, siteName);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates(url).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    ...meta.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n    ');
}

/** Brings document.head up to date after a navigation in the browser. */
export function applyHead(doc: Document, head: Head, url: URL, siteName: string): void {
  const { canonical, meta } = headTags(head, url, siteName);
  doc.title = head.title;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = canonical;
  for (const [key, name, content] of meta) {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(key, name);
      doc.head.append(tag);
    }
    tag.content = content;
  }
}
