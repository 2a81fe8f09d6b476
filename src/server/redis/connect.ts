import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { NOT_READY } from '#shared/texts/errors.ts';
import { ConfigError } from '../config.ts';
import type { ReadinessCheck } from '../plugins/health.ts';

/** How long the first connection may take before the start is refused. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * A command that gets no answer within this gives up: a request that counts a rate limit or a write
 * that tells the other instances must not hang on a Redis that stopped answering.
 */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is away, the warning that says what is degraded is repeated at most this often. */
const WARN_EVERY_MS = 30_000;

/** The URL as a log line may show it: without a password. */
export function redisAddress(url: string): string {
  const u = new URL(url);
  u.password = '';
  u.username = '';
  return u.toString();
}

export interface SharedRedis {
  /** Begins every key and channel of this marketplace (REDIS_PREFIX). */
  prefix: string;
  /** Commands (rate limits, publishing). */
  client: Redis;
  /** The connection that listens (a subscribed connection takes no other command). */
  subscriber: Redis;
  /** Logs, at most every WARN_EVERY_MS per `what`, that a part fell back to working per process. */
  degraded: (what: string, err: unknown) => void;
  readiness: ReadinessCheck;
  close: () => Promise<void>;
}

async function open(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // While disconnected, a command fails at once (the caller falls back) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnects for ever, at most every 2 s: an outage ends without a restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Errors while reconnecting are expected during an outage; what they mean is logged once, by `degraded`.
  redis.on('error', () => {});
  return redis;
}

/**
 * Connects to REDIS_URL. Unreachable at start is a configuration error naming the variable (the
 * instance would otherwise run with limits per process without anyone noticing); an outage later only
 * degrades: rate limits count per process, read caches fall back to READ_CACHE_MS (redis/*.ts).
 */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const client = await open(url);
  const subscriber = await open(url);
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (err) {
    client.disconnect();
    subscriber.disconnect();
    const reason = err instanceof Error ? err.message : String(err);
    throw new ConfigError(`Invalid configuration:\n  REDIS_URL: Redis at ${redisAddress(url)} cannot be reached (${reason})`);
  }
  const lastWarned = new Map<string, number>();
  let lost = false;
  client.on('close', () => {
    if (!lost) log.warn('Redis connection lost: reconnecting');
    lost = true;
  });
  client.on('ready', () => {
    if (lost) log.info('Redis is back: rate limits and cache clears are shared again');
    lost = false;
    lastWarned.clear();
  });
  return {
    prefix,
    client,
    subscriber,
    degraded(what, err) {
      const now = Date.now();
      if (now - (lastWarned.get(what) ?? 0) < WARN_EVERY_MS) return;
      lastWarned.set(what, now);
      log.warn({ err }, `Redis unavailable: ${what}`);
    },
    readiness: {
      name: 'Redis',
      async check() {
        return (await client.ping()) === 'PONG' ? undefined : NOT_READY.unreachable;
      },
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
