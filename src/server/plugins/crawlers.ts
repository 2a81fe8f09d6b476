import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORIES } from '#shared/constants.ts';
import { LANGUAGES, pathIn } from '#shared/language.ts';
import { productsRepository } from '../products/repository.ts';

/** The pages worth a search engine's visit: the public screens (architecture §9), each in English and in Bangla. */
export const SITEMAP_PATHS = ['/', ...CATEGORIES.map((c) => `/itemName/${c.id}`), '/blogs'];
/**
 * The newest product pages on sale. A sitemap may hold 50,000 addresses; a few thousand of the newest
 * keep it one quick query, and older listings stay reachable through their category.
 */
export const SITEMAP_PRODUCTS = 5000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One page in every language: a `<url>` for each, each naming all of them (and English as `x-default`)
 * as its alternates, as Google reads hreflang in a sitemap.
 */
function pageInEveryLanguage(base: string, p: string, lastmod?: string): string[] {
  const links = [
    ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + pathIn(lang, p))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + p)}"/>`,
  ].join('');
  const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return LANGUAGES.map((lang) => `  <url><loc>${escapeXml(base + pathIn(lang, p))}</loc>${mod}${links}</url>`);
}

/**
 * /robots.txt and /sitemap.xml for search engines: everything public may be crawled; the dashboard and
 * the API may not. `origin` gives the absolute addresses (PUBLIC_URL when set).
 *
 * Without PUBLIC_URL those addresses are the Host the request named, which anyone can write: the files
 * are then `private`, so that no shared cache (a CDN, a proxy) keeps one Host's file and hands it to
 * the askers of another; a browser or a crawler still keeps its own. `Vary: Host` would not do: caches
 * key on the host they were asked for already, several CDNs do not store what varies on more than the
 * encoding, and behind TRUST_PROXY the host comes from X-Forwarded-Host, which a cache does not see as
 * part of the address. With PUBLIC_URL the files are the same for every Host, and `public`.
 */
export function registerCrawlerFiles(
  app: FastifyInstance,
  origin: (request: FastifyRequest) => string,
  { sameForEveryHost }: { sameForEveryHost: boolean },
): void {
  const cacheFor = (seconds: number) => `${sameForEveryHost ? 'public' : 'private'}, max-age=${seconds}`;
  // Not part of the API: kept out of its description.
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheFor(86400))
      .send(
        `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /bn/dashboard\nDisallow: /api/\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    // Public: the read replica when there is one.
    const products = await productsRepository(app.ctx.readDb).listNewestAvailableIds(SITEMAP_PRODUCTS);
    const urls = [
      ...SITEMAP_PATHS.flatMap((p) => pageInEveryLanguage(base, p)),
      ...products.flatMap((p) => pageInEveryLanguage(base, `/product/${p.id}`, p.createdAt.toISOString().slice(0, 10))),
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheFor(3600))
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
  });
}
