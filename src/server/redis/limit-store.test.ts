import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reachable } from '../testing/reachable.ts';
import { signInGuard } from '../plugins/sign-in-guard.ts';
import { connectRedis, type SharedRedis } from './connect.ts';
import { sharedCounters } from './limit-store.ts';

/*
 * The limits' counters in Redis, as two instances share them. Needs a Redis (REDIS_URL, or the one at
 * 127.0.0.1:6379); without one the file is skipped. The cluster suite runs them in real processes.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await reachable(REDIS_URL);
const silent = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe.skipIf(!available)('limit counters in Redis', () => {
  // A prefix of this run's own: nothing else's keys are touched, and nothing is left for long.
  const prefix = `market-test-${randomBytes(4).toString('hex')}:`;
  let one: SharedRedis;
  let two: SharedRedis;
  beforeAll(async () => {
    [one, two] = await Promise.all([connectRedis(REDIS_URL, prefix, silent), connectRedis(REDIS_URL, prefix, silent)]);
  });
  afterAll(async () => {
    const keys = await one?.client.keys(`${prefix}*`);
    if (keys?.length) await one.client.del(...keys);
    await Promise.all([one?.close(), two?.close()]);
  });

  test('two instances count in one window; a count taken back is gone for both, and never below nothing', async () => {
    const [a, b] = [sharedCounters(one), sharedCounters(two)];
    expect(await a.add('k', 60_000)).toMatchObject({ current: 1 });
    expect(await b.add('k', 60_000)).toMatchObject({ current: 2 });
    const third = await a.add('k', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    await b.takeBack('k');
    expect((await a.add('k', 60_000)).current).toBe(3);
    // Nothing to take back from a key never counted: no key is made.
    await a.takeBack('never-counted');
    expect(await one.client.exists(`${prefix}limit:never-counted`)).toBe(0);
  });

  test('the sign-in guard over them: failures through either instance add up, a right password is taken back', async () => {
    const options = { perAddress: 2, perAccount: 100 };
    const [first, second] = [signInGuard(sharedCounters(one), options), signInGuard(sharedCounters(two), options)];
    const attempt = (email: string, ip: string) => ({ body: { email }, ip }) as unknown as FastifyRequest;
    const reply = { header: () => reply } as unknown as FastifyReply;
    const tryIt = async (guard: typeof first, request: FastifyRequest, status: number) => {
      await guard(request, reply);
      await guard.settle!(request, status);
    };

    // Right passwords through both instances: never counted, however many.
    for (let i = 0; i < 4; i++) await tryIt(i % 2 ? first : second, attempt('owner@example.com', '10.9.0.1'), 200);
    // Two wrong ones, one through each instance: the third attempt from that address is refused.
    await tryIt(first, attempt('owner@example.com', '10.9.0.1'), 401);
    await tryIt(second, attempt('owner@example.com', '10.9.0.1'), 401);
    await expect(first(attempt('owner@example.com', '10.9.0.1'), reply)).rejects.toMatchObject({ statusCode: 429 });
    // Another address is its own.
    await tryIt(second, attempt('owner@example.com', '10.9.0.2'), 200);
  });
});
