import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

/** What a limit counts by: an address, an account, a user; undefined leaves the request uncounted. */
type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
export type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * At most `max` requests per `window` for each key, answered 429 `too-many-requests` with Retry-After
 * beyond that. Each limit counts apart, so one request may pass through several (address and account);
 * `name` keeps their counts apart where every instance counts in one store (redis/limit-store.ts).
 */
export function createLimit(app: FastifyInstance, options: { name: string; max: number; window: string; key: KeyOf }): Limit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max: options.max, timeWindow: options.window, keyGenerator: (request) => keys.get(request) ?? '' });
  return async (request, reply) => {
    const key = await options.key(request);
    if (key === undefined) return;
    keys.set(request, `${options.name}:${key}`);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, 'too-many-requests');
  };
}

/** The email a sign-in or sign-up body names, as the account it counts against. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
