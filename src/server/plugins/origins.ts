import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../http-error.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'fixedOrigin' | 'TRUSTED_ORIGINS'>;

/** The origin the request was made to, as the browser saw it (behind TRUST_PROXY, the forwarded host and protocol). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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

/** Refuses with 403 `untrusted-origin` every write that a page of another origin sent. */
export function registerOriginCheck(app: FastifyInstance, config: OriginConfig): void {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    if (claimed === null || !trustedOrigins(config, requestOrigin(request)).includes(claimed)) throw forbidden('untrusted-origin');
  });
}
