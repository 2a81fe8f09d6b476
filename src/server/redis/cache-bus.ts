import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './connect.ts';

/**
 * How a write empties the read caches: this process's, and with Redis every instance's. The write's
 * answer leaves only once every instance has emptied its cache, so whoever reads next, anywhere, reads
 * the change (docs/decisions/013).
 */
export interface CacheBus {
  /** Called on every clear, whichever instance wrote. */
  onClear: (listener: () => void) => void;
  /** Empties the caches of this process at once, then of every instance; resolves when all have. */
  clearEverywhere: () => Promise<void>;
}

/** A clear as published: who wrote, and the id its confirmations name. */
function parseClear(message: string): { from: string; id: string } | undefined {
  try {
    const { from, id } = JSON.parse(message) as { from?: unknown; id?: unknown };
    return typeof from === 'string' && typeof id === 'string' ? { from, id } : undefined;
  } catch {
    return undefined;
  }
}

/** One process: a clear is a call. */
export function localCacheBus(): CacheBus {
  const listeners: (() => void)[] = [];
  return {
    onClear: (listener) => void listeners.push(listener),
    clearEverywhere: async () => listeners.forEach((listener) => listener()),
  };
}

/**
 * How long a write waits for the instances to confirm. Past it the write is answered anyway: an
 * instance that did not confirm (stuck, or cut off from Redis) is stale for at most READ_CACHE_MS.
 */
export const CONFIRM_MS = 500;

/**
 * Every instance listens on one channel. A write publishes a clear there; PUBLISH answers how many
 * instances received it, and each of them, once its cache is empty, confirms on the writer's own channel.
 * The writer waits for that many confirmations. Redis pub/sub rather than PostgreSQL's LISTEN/NOTIFY:
 * Redis is there already for the shared rate limits, and a notification would hold a database
 * connection per instance for listening.
 */
export async function redisCacheBus(redis: SharedRedis): Promise<CacheBus> {
  const instance = randomUUID();
  const clearChannel = `${redis.prefix}cache:clear`;
  const ackChannel = (from: string) => `${redis.prefix}cache:ack:${from}`;
  const listeners: (() => void)[] = [];
  const clearHere = () => listeners.forEach((listener) => listener());
  /** Per clear in flight: confirmations so far, and how many are expected once PUBLISH has answered. */
  const waiting = new Map<string, { got: number; expected?: number; done: () => void }>();
  const settle = (wait: { got: number; expected?: number; done: () => void }) => {
    if (wait.expected !== undefined && wait.got >= wait.expected) wait.done();
  };
  let sequence = 0;

  redis.subscriber.on('message', (channel: string, message: string) => {
    if (channel === clearChannel) {
      const clear = parseClear(message);
      // Anything else on the channel (another program's message) still empties the cache, and is not confirmed.
      if (clear?.from !== instance) clearHere();
      if (!clear) return;
      const { from, id } = clear;
      redis.client.publish(ackChannel(from), id).catch((err: unknown) => redis.degraded('a cache clear was not confirmed', err));
      return;
    }
    // The listening connection carries other channels too (the event bus's: bus/redis-bus.ts).
    if (channel !== ackChannel(instance)) return;
    const wait = waiting.get(message);
    if (!wait) return;
    wait.got += 1;
    settle(wait);
  });
  await redis.subscriber.subscribe(clearChannel, ackChannel(instance));

  return {
    onClear: (listener) => void listeners.push(listener),
    async clearEverywhere() {
      clearHere();
      const id = `${instance}:${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<boolean>((resolve) => {
        waiting.set(id, { got: 0, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), CONFIRM_MS);
      });
      try {
        const receivers = await redis.client.publish(clearChannel, JSON.stringify({ from: instance, id }));
        // Confirmations may come before PUBLISH's own answer does: they are counted meanwhile.
        const wait = waiting.get(id)!;
        wait.expected = receivers;
        settle(wait);
        if (!(await confirmed)) redis.degraded('not every instance confirmed a cache clear in time', new Error(`${CONFIRM_MS} ms`));
      } catch (err) {
        redis.degraded('cache clears reach this process only; other instances refresh within READ_CACHE_MS', err);
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
  };
}
