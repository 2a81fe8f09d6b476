import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

/** One fixed window of a key: the count so far and the milliseconds left in it. */
export interface Count {
  current: number;
  ttl: number;
}

/**
 * Counters in fixed windows, by key: in this process's memory (below), or in Redis for every instance
 * (redis/limit-store.ts). Every limit counts here; a sign-in's failure limits also take a count back
 * (plugins/sign-in-guard.ts).
 */
export interface LimitCounters {
  /** Counts one more for `key`, starting a window of `windowMs` on its first count. */
  add: (key: string, windowMs: number) => Promise<Count>;
  /** Takes one count back from `key`'s window, if it still runs. */
  takeBack: (key: string) => Promise<void>;
}

/** Keys remembered in memory; the least recently counted go first. */
const KEYS = 100_000;

/** The counters of one process: alone, or while Redis is away. `addNow` is `add` without the promise. */
export function localCounters(): LimitCounters & { addNow: (key: string, windowMs: number) => Count } {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max: KEYS });
  const addNow = (key: string, windowMs: number): Count => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.set(key, { current: 1, endsAt: now + windowMs });
      return { current: 1, ttl: windowMs };
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
  return {
    addNow,
    add: async (key, windowMs) => addNow(key, windowMs),
    takeBack: async (key) => {
      const window = windows.get(key);
      if (window && window.endsAt > Date.now() && window.current > 0) window.current -= 1;
    },
  };
}

/**
 * The counters as @fastify/rate-limit's store, which createLimit (plugins/limits.ts) counts through.
 * Each of those limits puts its name in its keys; a route's own `config.rateLimit` would be told
 * apart by its method and path.
 */
export function limitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      counters.add(this.prefix + key, timeWindow).then((count) => callback(null, count), callback);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new CountersStore(undefined, this.prefix + (route?.url ? `${route.method ?? ''}${route.url}:` : ''));
    }
  }
  return CountersStore;
}
