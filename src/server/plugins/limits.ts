import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '#shared/texts/errors.ts';
import { HttpError } from '../http-error.ts';

/** What a limit counts by: an address, an account, a user; undefined leaves the request uncounted. */
type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/**
 * A limit, run in a route's preHandler. `settle`, when it has one, hears how the request was answered
 * (a sign-in's failure limits take a right password's count back: plugins/sign-in-guard.ts).
 */
export type Limit = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  settle?: (request: FastifyRequest, status: number) => Promise<void>;
};

/** The names of the limits each limit function applies, for the write-route check below. */
const limitNames = new WeakMap<object, readonly string[]>();

/** Marks `limit` as applying the limits `names`, so that a route running it counts as limited. */
export function named<T extends Limit>(names: readonly string[], limit: T): T {
  limitNames.set(limit, names);
  return limit;
}

/** The names of the limits a hook applies: none for a hook that is not a limit. */
export function limitNamesOf(hook: unknown): readonly string[] {
  return (typeof hook === 'function' && limitNames.get(hook)) || [];
}

/** The codes a limit may refuse with: the general one, or one whose sentence says what was too much. */
export type TooManyCode = Extract<ApiErrorCode, `too-many-${string}`>;

/** 429 `too-many-requests` (or the limit's own code), with Retry-After: when the window that refused ends. */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number, code: TooManyCode = 'too-many-requests'): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, code);
}

/**
 * At most `max` requests per `window` for each key, answered 429 `too-many-requests` with Retry-After
 * beyond that. Each limit counts apart, so one request may pass through several (address and user);
 * `name` keeps their counts apart in the counters every limit shares (plugins/limit-counters.ts), which
 * with REDIS_URL every instance shares too.
 */
export function createLimit(
  app: FastifyInstance,
  options: { name: string; max: number; window: string; key: KeyOf; code?: TooManyCode },
): Limit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max: options.max, timeWindow: options.window, keyGenerator: (request) => keys.get(request) ?? '' });
  return named([options.name], async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await options.key(request);
    if (key === undefined) return;
    keys.set(request, `${options.name}:${key}`);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests(reply, result.ttl, options.code);
  });
}

/**
 * `limit`, counting only the requests `applies` picks: a conversation's first message counts against the
 * new conversations, the messages after it do not. The route still counts as limited by it.
 */
export function limitWhen(applies: (request: FastifyRequest) => Promise<boolean>, limit: Limit): Limit {
  return named(limitNamesOf(limit), async (request: FastifyRequest, reply: FastifyReply) => {
    if (await applies(request)) await limit(request, reply);
  });
}

/** The email a sign-in or sign-up body names, as the account it counts against. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * The caller's address as a limit counts it. An IPv6 address is its /64: one subscriber gets a whole
 * /64 and could otherwise step through its addresses to dodge every per-address limit.
 */
export function addressOf(request: FastifyRequest): string {
  const ip = request.ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = new WeakMap<FastifyInstance, Map<string, readonly string[]>>();

/**
 * Every write route (POST, PUT, PATCH, DELETE) runs a limit in its preHandler: one registered without
 * any refuses the start, naming it, so a route added later cannot forget its limit. Called before the
 * first route; `writeRouteLimits` lists what it saw.
 */
export function requireWriteLimits(app: FastifyInstance): void {
  const seen = new Map<string, readonly string[]>();
  writeRoutes.set(app, seen);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => WRITE_METHODS.has(method));
    if (!methods.length) return;
    const names = [route.preHandler ?? []].flat().flatMap(limitNamesOf);
    if (!names.length)
      throw new Error(`${methods.join(', ')} ${route.url} has no limit: give it one in its preHandler (plugins/limits.ts)`);
    for (const method of methods) seen.set(`${method} ${route.url}`, names);
  });
}

/** Each write route of the app ("POST /api/advertise") and the names of the limits it runs. */
export function writeRouteLimits(app: FastifyInstance): ReadonlyMap<string, readonly string[]> {
  return writeRoutes.get(app) ?? new Map();
}
