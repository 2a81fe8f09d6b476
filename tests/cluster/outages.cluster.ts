import { afterAll, beforeAll, expect, test } from 'vitest';
import { MarketApi } from '../e2e/support/api.ts';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { REDIS_URL, startCluster, type Cluster } from './support/cluster.ts';

/** Two instances whose PostgreSQL and Redis go away and come back, as in a failover or a network cut. */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2, { SEED_DEMO: '0', READ_CACHE_MS: '60000' });
});
afterAll(() => cluster?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readiness(instance: ServerProcess): Promise<{ status: number; message?: string }> {
  const res = await fetch(`${instance.url}/api/ready`);
  const body = (await res.json()) as { message?: string };
  return { status: res.status, message: body.message };
}

/** Polls until every instance's /api/ready answers `status` (a balancer asks every few seconds). */
async function allReady(status: number, timeoutMs = 20_000): Promise<{ status: number; message?: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answers = await Promise.all(cluster.instances.map(readiness));
    if (answers.every((a) => a.status === status) || Date.now() > deadline) return answers;
    await sleep(200);
  }
}

test('PostgreSQL away: /api/ready answers 503 naming the database; back: 200, without a restart', async () => {
  await cluster.postgres.cut();
  try {
    for (const answer of await allReady(503)) {
      expect(answer.status).toBe(503);
      expect(answer.message).toMatch(/the database/);
    }
  } finally {
    await cluster.postgres.restore();
  }
  expect((await allReady(200)).map((a) => a.status)).toEqual([200, 200]);
  // And they serve again, writes included.
  const seller = await new MarketApi(cluster.instances[1]!.url).signUp('Seller Account');
  expect(seller.id).toBeTruthy();
});

test('Redis away: requests are still answered, limits count per process, /api/ready says so; back: shared again', async () => {
  const [a, b] = cluster.instances.map((i) => new MarketApi(i.url)) as [MarketApi, MarketApi];
  const seller = await a.signUp('Seller Account');
  await cluster.redis.cut();
  try {
    for (const answer of await allReady(503)) expect(answer.message).toMatch(/Redis/);
    // Reads, sign-ins and writes go on, each within the command time-out rather than hanging.
    const started = Date.now();
    expect(Array.isArray(await b.categoryItems('01'))).toBe(true);
    const signedIn = await b.signIn(seller.email, seller.password);
    expect(signedIn.id).toBe(seller.id);
    const product = await a.addProduct(seller, { name: 'Hp' });
    expect(idsOf(await a.categoryItems('01'))).toContain(product._id);
    expect(Date.now() - started).toBeLessThan(10_000);
    await waitForLog(cluster.instances[0]!, 'Redis unavailable: rate limits count in this process');
    await waitForLog(cluster.instances[0]!, 'Redis unavailable: cache clears reach this process only');
  } finally {
    await cluster.redis.restore();
  }
  expect((await allReady(200)).map((r) => r.status)).toEqual([200, 200]);
  await waitForLog(cluster.instances[0]!, 'Redis is back');

  // Shared again: B caches a listing, A writes, B's next answer has the write.
  await b.categoryItems('09');
  await b.categoryItems('09');
  const product = await a.addProduct(seller, { name: 'Avita' });
  expect(idsOf(await b.categoryItems('09'))).toContain(product._id);
});

test('a stray message on the cache channel empties the caches and stops nothing', async () => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  try {
    const receivers = await redis.publish(`${cluster.redisPrefix}cache:clear`, 'not a clear');
    expect(receivers).toBe(2);
  } finally {
    redis.disconnect();
  }
  expect((await allReady(200)).map((r) => r.status)).toEqual([200, 200]);
  for (const instance of cluster.instances) expect(instance.child.exitCode).toBeNull();
});

const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);
const waitForLog = (instance: ServerProcess, start: string) =>
  instance.waitForLog((line) => typeof line.msg === 'string' && line.msg.startsWith(start), 10_000);
