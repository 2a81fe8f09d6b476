import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { badRequest, forbidden } from '../http-error.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'fixedOrigin' | 'TRUSTED_ORIGINS'>;

/**
 * A Host as browsers and proxies send it: a name, an IPv4 address or a bracketed IPv6 address, and an
 * optional port. Anything else (`a b`, `[::1`, `x@y`) makes an origin that does not parse, or one
 * that names another host.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

export function wellFormedHost(host: string): boolean {
  if (!HOST.test(host)) return false;
  try {
    new URL(`http://${host}`); // an IPv6 address or a port that only looks right (`[1::2::3]`, `:99999`)
    return true;
  } catch {
    return false;
  }
}

/** Refuses with 400 `bad-host` a request whose Host (or trusted X-Forwarded-Host) is not an address. */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.host && !wellFormedHost(request.host)) throw badRequest('bad-host');
  });
}

/**
 * The origin the request was made to, as the browser saw it (behind TRUST_PROXY, the forwarded host
 * and protocol; the Host checked by registerHostCheck). A request without a Host (HTTP/1.0) gets the
 * configured address.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  return request.host ? `${request.protocol}://${request.host}` : new URL(config.publicUrl).origin;
}

/** The origin of the addresses a page or a crawler file gives: PUBLIC_URL's when set, else the request's own. */
export function siteOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'fixedOrigin'>): string {
  return config.fixedOrigin ? new URL(config.publicUrl).origin : requestOrigin(request, config);
}

/**
 * The absolute URL of a request's path and query on `origin`. The path is set as a path, never resolved
 * as a reference: `//evil.example/x` or `/\evil.example/x` would name another host, and `//a:b@x/`
 * credentials.
 */
export function urlOnOrigin(origin: string, requestUrl: string): URL {
  const url = new URL(origin);
  const query = requestUrl.indexOf('?');
  url.pathname = query === -1 ? requestUrl : requestUrl.slice(0, query);
  url.search = query === -1 ? '' : requestUrl.slice(query);
  return url;
}

/**
 * The origins whose pages may sign in and write. With PUBLIC_URL set, that origin; without it, the
 * address the request was made to (and http://localhost:PORT), so that 127.0.0.1, localhost and a LAN
 * address all work. A page
 * elsewhere cannot borrow this: its browser names its own origin, which is not the Host it sends to.
 */
export function trustedOrigins(config: OriginConfig, self: string | undefined): string[] {
  const configured = new URL(config.publicUrl).origin;
  return [...(config.fixedOrigin || !self ? [configured] : [self, configured]), ...config.TRUSTED_ORIGINS];
}

/**
 * The origin a browser says a request comes from: Origin, else Referer's origin; null for one that
 * cannot be read ("null"); undefined when neither is sent, as by servers, scripts and apps (no cookie
 * of a user's browser rides along with those, so they cannot forge a user's write).
 */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin === 'null' ? null : origin;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a payment provider's page sends the buyer's browser back with a POST (SSLCommerz's return), and
 * where its server posts (the IPN): they come from the provider's origin, carry no cookie Market needs,
 * and are proven by the provider's signature and its validation API instead (checkouts/callback-routes.ts).
 */
const PROVIDER_NOTICES = '/api/payments/sslcommerz/';

/** Refuses with 403 `untrusted-origin` every write that a page of another origin sent. */
export function registerOriginCheck(app: FastifyInstance, config: OriginConfig): void {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    if (request.url.startsWith(PROVIDER_NOTICES)) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    if (claimed === null || !trustedOrigins(config, requestOrigin(request, config)).includes(claimed)) throw forbidden('untrusted-origin');
  });
}
