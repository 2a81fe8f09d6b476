import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { connectRedis, type SharedRedis } from '../redis/connect.ts';
import { reachable } from '../testing/reachable.ts';
import { userTopic, type BusEvent, type EventBus } from './bus.ts';
import { redisEventBus } from './redis-bus.ts';

/*
 * The event bus of several instances, through Redis pub/sub. Needs a Redis (REDIS_URL, or the one at
 * 127.0.0.1:6379), as the limit counters' test does; the cluster suite runs instances as processes.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await reachable(REDIS_URL);
const quiet = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe.skipIf(!available)('the event bus through Redis', () => {
  // A prefix of this run's own, so that nothing else's channels are heard.
  const prefix = `market-test-${randomBytes(4).toString('hex')}:`;
  const connections: SharedRedis[] = [];
  /** An instance: its own two connections to Redis, and its bus. */
  const instance = async (instancePrefix = prefix, log = quiet()) => {
    const redis = await connectRedis(REDIS_URL, instancePrefix, log);
    connections.push(redis);
    return { redis, bus: await redisEventBus(redis, log), log };
  };
  let a: EventBus;
  let b: EventBus;
  beforeAll(async () => {
    [a, b] = [(await instance()).bus, (await instance()).bus];
  });
  afterAll(async () => Promise.all(connections.map((redis) => redis.close())));

  const subscribers = async (topic: string) => {
    const [, count] = (await connections[0]!.client.pubsub('NUMSUB', `${prefix}events:${topic}`)) as [string, number];
    return Number(count);
  };

  test("an event published on one instance reaches the topic's listeners on every instance, once each", async () => {
    const onA: BusEvent[] = [];
    const onB: BusEvent[] = [];
    const elsewhere: BusEvent[] = [];
    await a.subscribe(userTopic('seller'), (event) => onA.push(event));
    await b.subscribe(userTopic('seller'), (event) => onB.push(event));
    await b.subscribe(userTopic('someone-else'), (event) => elsewhere.push(event));

    await a.publish(userTopic('seller'), { type: 'message', id: '7', text: 'Last price?' });
    await vi.waitFor(() => expect(onB).toEqual([{ type: 'message', id: '7', text: 'Last price?' }]));
    await vi.waitFor(() => expect(onA).toEqual(onB));
    await b.publish(userTopic('seller'), { type: 'offer', id: '8' });
    await vi.waitFor(() => expect(onA.map((e) => e.id)).toEqual(['7', '8']));
    expect(onB.map((e) => e.id)).toEqual(['7', '8']);
    expect(elsewhere).toEqual([]);
  });

  test('an instance listens to a topic while it has a listener of it', async () => {
    const topic = userTopic('buyer');
    const got: BusEvent[] = [];
    const first = await b.subscribe(topic, (event) => got.push(event));
    const second = await b.subscribe(topic, (event) => got.push(event));
    expect(await subscribers(topic)).toBe(1);
    await first();
    expect(await subscribers(topic)).toBe(1);
    await second();
    expect(await subscribers(topic)).toBe(0);
    await a.publish(topic, { type: 'notification', id: '9' });
    // Something published after it on a topic it still hears arrives; the stopped one's did not.
    const after: BusEvent[] = [];
    await b.subscribe(userTopic('marker'), (event) => after.push(event));
    await a.publish(userTopic('marker'), { type: 'marker' });
    await vi.waitFor(() => expect(after).toHaveLength(1));
    expect(got).toEqual([]);
  });

  test('another REDIS_PREFIX is another marketplace: its events are not heard', async () => {
    const other = await instance(`market-test-${randomBytes(4).toString('hex')}:`);
    const got: BusEvent[] = [];
    await b.subscribe(userTopic('shared-id'), (event) => got.push(event));
    const otherGot: BusEvent[] = [];
    await other.bus.subscribe(userTopic('shared-id'), (event) => otherGot.push(event));
    await other.bus.publish(userTopic('shared-id'), { type: 'message' });
    await vi.waitFor(() => expect(otherGot).toHaveLength(1));
    await a.publish(userTopic('shared-id'), { type: 'marker' });
    await vi.waitFor(() => expect(got).toEqual([{ type: 'marker' }]));
  });

  test('with Redis away, an event still reaches the listeners of its own instance, and the outage is logged', async () => {
    const cut = await instance();
    const got: BusEvent[] = [];
    await cut.bus.subscribe(userTopic('alone'), (event) => got.push(event));
    cut.redis.client.disconnect();
    await cut.bus.publish(userTopic('alone'), { type: 'booking', id: '10' });
    expect(got).toEqual([{ type: 'booking', id: '10' }]);
    expect(cut.log.warn).toHaveBeenCalledWith(expect.anything(), 'Redis unavailable: events reach the listeners of this instance only');
  });
});
