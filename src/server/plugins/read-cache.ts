import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * The public listings (categories, a category's items, advertised items), kept serialized in memory
 * for up to READ_CACHE_MS. Every successful write this process answers (any POST, PUT, PATCH or
 * DELETE under /api) empties the cache before its answer leaves, so whoever changed something sees
 * the change at once. On PGlite the app is the only writer, so a listing is never stale; with
 * PostgreSQL and several app processes, another process's write shows within READ_CACHE_MS.
 * READ_CACHE_MS=0 turns it off.
 */
export interface ReadCache {
  /** The cached JSON for key, or what load() answers, stored unless a write happened meanwhile. */
  get: (key: string, load: () => Promise<string>) => Promise<string>;
  /** Forgets everything (writes call it; so may anything that changes the database behind the app). */
  clear: () => void;
}

const MAX_ENTRIES = 500;
const caches = new WeakMap<AppContext, ReadCache>();

/** The app's read cache; the first call registers the hook that empties it on writes under `app`. */
export function readCache(app: FastifyInstance & { ctx: AppContext }): ReadCache {
  const existing = caches.get(app.ctx);
  if (existing) return existing;
  const ttl = app.ctx.config.READ_CACHE_MS;
  const entries = new Map<string, { body: string; expires: number }>();
  let generation = 0;
  const cache: ReadCache = {
    async get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      const started = generation;
      const body = await load();
      if (ttl > 0 && generation === started) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { body, expires: now + ttl });
      }
      return body;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
  });
  caches.set(app.ctx, cache);
  return cache;
}

/**
 * Sends JSON that is already serialized, past the route's response schema. The advert list is parsed by
 * its schema when it is made; the category listing is written by the database, and categories.test.ts
 * parses it with the same schema for every shape it can take (empty, verified or not, zero prices, any text).
 */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
