import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context.ts';

/**
 * Public reads kept in memory for up to READ_CACHE_MS: the listings (categories, a category's items,
 * advertised items), serialized, and, in a cache of their own, the rendered public pages. Every successful write (any POST, PUT, PATCH or DELETE under /api) empties
 * the cache before its answer leaves, so whoever changed something sees the change at once. With
 * several instances and REDIS_URL, the write empties every instance's cache before it is answered
 * (redis/cache-bus.ts), so a listing is never stale anywhere; without Redis, or while it is away,
 * another instance's write shows within READ_CACHE_MS. READ_CACHE_MS=0 turns it off. At most
 * MAX_ENTRIES listings are kept; beyond that the least recently used goes.
 */
export interface ReadCache {
  /**
   * The cached JSON for key, or what load() answers, stored unless a write happened meanwhile. Requests
   * for a cold key that come while it loads share that one load.
   */
  get: <T extends object | string>(key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets everything here (writes do, through ctx.cacheBus; so may anything that changes the database behind the app). */
  clear: () => void;
}

const MAX_ENTRIES = 500;
const caches = new WeakMap<AppContext, ReadCache>();

/** What a cold entry is filled with: the route's query, serialized, or a rendered page. */
type Loader = () => Promise<object | string>;

/**
 * A read cache for the app of `ctx`, emptied whenever ctx.cacheBus says a write happened (here or
 * elsewhere), keeping at most `max` entries.
 */
export function createReadCache(ctx: Pick<AppContext, 'config' | 'metrics' | 'cacheBus'>, max = MAX_ENTRIES): ReadCache {
  const ttl = ctx.config.READ_CACHE_MS;
  // lru-cache keeps the pending load of a cold entry in the entry itself, so the requests that ask for it
  // meanwhile wait for that one load instead of each running the query (docs/decisions/006).
  const entries = new LRUCache<string, object | string, Loader>({
    max,
    ttl,
    fetchMethod: (_key, _stale, { context: load }) => load(),
    // clear() aborts pending loads; their callers still get the answer, but it is not kept: the write
    // that cleared the cache may have changed it.
    ignoreFetchAbort: true,
  });
  const { metrics } = ctx;
  const cache: ReadCache = {
    get: async <T extends object | string>(key: string, load: () => Promise<T>) => {
      // READ_CACHE_MS=0: every request loads (to lru-cache a ttl of 0 would mean "kept for ever").
      if (ttl <= 0) {
        metrics.readCache('miss');
        return load();
      }
      const status: LRUCache.Status<string, object | string, Loader> = {};
      const value = await entries.forceFetch(key, { context: load, status });
      metrics.readCache(status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'shared' : 'miss');
      // The key names what was loaded: an entry is what its own loader made.
      return value as T;
    },
    clear: () => entries.clear(),
  };
  ctx.cacheBus.onClear(cache.clear);
  return cache;
}

/**
 * Makes the app's read cache and installs the hook that empties it (everywhere) after every successful
 * write under `api`, the instance the API's routes are registered on. Once, before the routes.
 */
export function registerReadCache(api: FastifyInstance & { ctx: AppContext }): void {
  if (caches.has(api.ctx)) throw new Error('the read cache is registered once');
  caches.set(api.ctx, createReadCache(api.ctx));
  api.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await api.ctx.cacheBus.clearEverywhere();
  });
}

/** The app's read cache (registerReadCache made it). */
export function readCache(app: { ctx: AppContext }): ReadCache {
  const cache = caches.get(app.ctx);
  if (!cache) throw new Error('the read cache is not registered: registerReadCache(api) comes before the routes');
  return cache;
}

/**
 * Sends JSON that is already serialized, past the route's response schema. The advert list is parsed by
 * its schema when it is made; the category listing is written by the database, and categories/routes.test.ts
 * parses it with the same schema for every shape it can take (empty, verified or not, zero prices, any text).
 */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
