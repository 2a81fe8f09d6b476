import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE, pathIn, splitLangPath } from '#shared/language.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { type PageBody, pageBody, sendPage } from './delivery.ts';
import { urlOnOrigin } from './origins.ts';
import type { ReadCache } from './read-cache.ts';
import type { PageRenderer, RenderedPage } from './render.ts';

/** Vite fingerprints every name under assets/, so such a file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Icons and the manifest keep their names from one release to the next: a day, then ask again. */
const A_DAY = 'public, max-age=86400';

/** The built files scripts/compress-client.ts compresses, and their compressed copies. */
export const COMPRESSED_AT_BUILD = /\.(js|css|svg|html|webmanifest|json|txt|xml|ico)(\.br|\.gz)?$/;

/** A path whose last segment has an extension (`/nothing.png`): a file, never a screen of the client. */
const FILE_LIKE = /\/[^/]*\.[^/]*$/;

/** The language a reader chose with the switch, from its cookie. */
const CHOSEN_LANG = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(bn|en)(?:;|$)`);

/** The public pages the server renders, and where it keeps them between writes. */
export interface RenderedPages {
  renderer: PageRenderer;
  origin: (request: FastifyRequest) => string;
  /**
   * Rendered pages for up to READ_CACHE_MS, emptied by every write like the listings they show: a page
   * that a crowd opens at once (a shared link, a balancer's new instance) is rendered and compressed
   * once, not once a visitor, so no new connection waits behind hundreds of renders. A page is the same
   * for everyone (what depends on the reader renders as "loading"), so one copy serves all.
   */
  cache: ReadCache;
}

/** A rendered page as the cache keeps it; `page` is null when the renderer declined it. */
interface CachedPage {
  page: RenderedPage | null;
  body: PageBody | null;
}

/**
 * Serves the built client with an SPA fallback to index.html for GET and HEAD of any other path that
 * could be a client route; unknown /api and /images paths, and unknown files, answer 404 JSON.
 * Without a build, `/` says how to make one.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null, pages?: RenderedPages): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // dist/client holds .br and .gz beside each text file (scripts/compress-client.ts).
      preCompressed: true,
      // Without this, send's own "public, max-age=0" replaces what setHeaders chose.
      cacheControl: false,
      setHeaders(res, file) {
        const name = path.relative(clientDir, file);
        res.setHeader('cache-control', name.startsWith(`assets${path.sep}`) ? IMMUTABLE : name === 'index.html' ? 'no-cache' : A_DAY);
        // The same URL may be sent as Brotli, gzip or plain: a shared cache must keep them apart.
        if (COMPRESSED_AT_BUILD.test(name)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // HEAD as well as GET: uptime monitors ask with HEAD, and must hear what a browser would. The
  // not-found handler rather than a catch-all route: a route would also catch what the router refuses
  // (an over-long path parameter under /api answers 414, plugins/errors.ts).
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    const screen =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|images)([/?#]|$)/.test(pathname) && !FILE_LIKE.test(pathname);
    if (!screen) return reply.status(404).send({ error: 'not-found', message: API_ERRORS['not-found'] });
    // A reader who chose Bangla with the switch, arriving at an English address (a link, a bookmark), gets
    // the same page in Bangla. An address under /bn is never turned back: following one is a choice too.
    const { lang } = splitLangPath(pathname);
    if (lang === 'en' && CHOSEN_LANG.exec(request.headers.cookie ?? '')?.[1] === 'bn') {
      return reply.header('vary', 'cookie').redirect(`${pathIn('bn', pathname)}${request.url.slice(pathname.length)}`, 302);
    }
    // The public pages arrive rendered (architecture §9); the rest, and any page the renderer declines, as the bare client.
    const { page, body } = pages
      ? await renderedPage(pages, urlOnOrigin(pages.origin(request), request.url), request.ip)
      : { page: null, body: null };
    if (page && 'redirect' in page) return reply.redirect(page.redirect, page.status);
    if (page && body) return sendPage(request, reply.status(page.status), body);
    if (clientDir && lang !== 'en') return reply.header('cache-control', 'no-cache').type('text/html').send(bareClient(clientDir, lang));
    if (clientDir) return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir);
    return reply
      .type('text/html')
      .send('<!doctype html><title>Market</title><h1>Market</h1><p>The client is not built yet: run <code>npm run build</code>.</p>');
  });
}

const bare = new Map<string, string>();
/** The bare client for a page in another language than English: index.html with that `<html lang>`. */
function bareClient(clientDir: string, lang: string): string {
  const key = `${clientDir}\0${lang}`;
  let html = bare.get(key);
  if (html === undefined) {
    html = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
    bare.set(key, html);
  }
  return html;
}

/** The page at `url` from the cache, or rendered for the visitor at `address`, whose reads it counts as theirs. */
function renderedPage(pages: RenderedPages, url: URL, address: string): Promise<CachedPage> {
  return pages.cache.get(`page ${url.href}`, async (): Promise<CachedPage> => {
    const page = await pages.renderer.render(url, address);
    return { page, body: page && 'html' in page ? pageBody(page.html) : null };
  });
}
