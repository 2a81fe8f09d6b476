import { localCounters, type LimitCounters } from '../plugins/limit-counters.ts';
import type { SharedRedis } from './connect.ts';

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

/** Takes a count back from a window that still runs (DECR keeps its expiry; a missing key stays missing). */
const TAKE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The limits' counters in Redis, so that every instance counts the same attempts: 20 wrong sign-ins
 * are 20 whichever instances they reach. When Redis cannot answer, the count goes on in this process
 * (logged), and returns to Redis when it is back.
 */
export function sharedCounters(redis: SharedRedis): LimitCounters {
  const fallback = localCounters();
  const prefix = `${redis.prefix}limit:`;
  const degraded = (err: unknown) => redis.degraded('rate limits count in this process', err);
  const ready = () => {
    if (redis.client.status === 'ready') return true;
    degraded(new Error(`connection ${redis.client.status}`));
    return false;
  };
  return {
    async add(key, windowMs) {
      if (!ready()) return fallback.addNow(prefix + key, windowMs);
      try {
        const [current, ttl] = (await redis.client.eval(INCREMENT, 1, prefix + key, windowMs)) as [number, number];
        return { current, ttl };
      } catch (err) {
        degraded(err);
        return fallback.addNow(prefix + key, windowMs);
      }
    },
    async takeBack(key) {
      if (!ready()) return fallback.takeBack(prefix + key);
      await redis.client.eval(TAKE_BACK, 1, prefix + key).catch(degraded);
    },
  };
}
