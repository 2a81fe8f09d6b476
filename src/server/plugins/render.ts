import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the built server renderer (dist/ssr/entry-server.js, made from src/web/entry-server.tsx) answers. */
export type RenderedPage = { status: number; html: string } | { status: number; redirect: string };
export interface PageRenderer {
  /** The page at `url`, rendered for a visitor at `address`, whose reads count against that address's limits. */
  render: (url: URL, address: string) => Promise<RenderedPage | null>;
}
/** What the built renderer makes: pages by address alone (it reads through the apiFetch it was given). */
interface BuiltRenderer {
  render: (url: URL) => Promise<RenderedPage | null>;
}
interface RendererModule {
  createRenderer: (options: { template: string; apiFetch: typeof fetch }) => BuiltRenderer;
}

/** The address of the visitor a page is being rendered for, read by the renderer's API reads. */
const visitor = new AsyncLocalStorage<string>();

/** Bodies these statuses may not have, by the Fetch standard. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch for the renderer's API reads that never leaves the process: the request goes through the
 * app's own routes, hooks, limits and read cache as any browser's would, without a socket, from the
 * address of the visitor the page is for (a page of search results costs its visitor one search).
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url, remoteAddress: visitor.getStore() });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.body, { status: res.statusCode, headers });
  };
}

/**
 * The server renderer of the build in `ssrDir`, with the built page template of `clientDir`; null when
 * there is none (tests, or a server started without a build), and the browser renders every page.
 * The renderer's code (React's server renderer and the screens) loads once the server listens, not
 * before: a restart answers its first request as soon as it can, and only a page view waits for it.
 */
export function loadRenderer(app: FastifyInstance, ssrDir: string, clientDir: string): PageRenderer | null {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  let loading: Promise<BuiltRenderer | null> | undefined;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).then(
      ({ createRenderer }: RendererModule) =>
        createRenderer({ template: readFileSync(path.join(clientDir, 'index.html'), 'utf8'), apiFetch: inProcessFetch(app) }),
      (err: unknown) => {
        // Pages then go out as the bare client, which renders them in the browser, as before.
        app.log.error({ err }, 'the server renderer could not be loaded');
        return null;
      },
    ));
  app.addHook('onListen', async () => {
    void load();
  });
  return {
    render: async (url, address) => {
      const renderer = await load();
      return renderer ? visitor.run(address, () => renderer.render(url)) : null;
    },
  };
}
