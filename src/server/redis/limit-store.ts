import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from './connect.ts';

/** One fixed window per key: the count so far and the milliseconds left in the window. */
interface Count {
  current: number;
  ttl: number;
}

/** Counts and, on the first count of a window, starts it; answers the count and what is left of the window. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Keys the per-process fallback remembers; the least recently counted go first. */
const FALLBACK_KEYS = 10_000;

/** The same fixed windows in this process's memory, for while Redis is away. */
function localWindows() {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max: FALLBACK_KEYS });
  return (key: string, timeWindow: number): Count => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.set(key, { current: 1, endsAt: now + timeWindow });
      return { current: 1, ttl: timeWindow };
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * A store for @fastify/rate-limit that counts in Redis, so that every instance counts the same
 * attempts: 20 wrong sign-ins are 20 whichever instances they reach. When Redis cannot answer, the
 * count goes on in this process (logged), and returns to Redis when it is back.
 *
 * The plugin's own Redis store names a limit by its route, and gives every limit made with
 * createRateLimit the same empty name; plugins/limits.ts therefore puts each limit's name in its keys.
 */
export function sharedLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  const fallback = localWindows();
  class SharedLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${redis.prefix}limit:`,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      const fullKey = this.prefix + key;
      const local = (err: unknown) => {
        redis.degraded('rate limits count in this process', err);
        callback(null, fallback(fullKey, timeWindow));
      };
      if (redis.client.status !== 'ready') return local(new Error(`connection ${redis.client.status}`));
      redis.client.eval(INCREMENT, 1, fullKey, timeWindow).then((result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      }, local);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // A route's own limit (config.rateLimit) is told apart by its method and path.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const name = route?.url ? `${route.method ?? ''}${route.url}:` : '';
      return new SharedLimitStore(undefined, this.prefix + name);
    }
  }
  return SharedLimitStore;
}
