import { afterAll, beforeAll, expect, test } from 'vitest';
import { openEventStream } from '../../src/server/testing/event-stream.ts';
import { MarketApi } from '../e2e/support/api.ts';
import { startCluster, type Cluster } from './support/cluster.ts';

/** Live events across instances: told on one, delivered on another through Redis, caught up after a restart. */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2, { SEED_DEMO: '0', AUTH_RATE_LIMIT: '100000' });
});
afterAll(() => cluster?.stop());

test("a booking made through instance A reaches the seller's stream on B live; a reconnect to a new instance gets what was missed", async () => {
  const [a, b] = cluster.instances as [(typeof cluster.instances)[number], (typeof cluster.instances)[number]];
  const onA = new MarketApi(a.url);
  const seller = await onA.signUp('Seller Account');
  const [first, second] = [await onA.addProduct(seller, { name: 'Dell' }), await onA.addProduct(seller, { name: 'Hp' })];
  const buyers = [await onA.signUp('Buyers Account'), await onA.signUp('Buyers Account')];

  const onB = await openEventStream(b.url, { cookie: seller.cookie });
  expect(onB.res.status).toBe(200);
  await onA.book(buyers[0]!, first);
  const [live] = await onB.events(1);
  expect(live).toMatchObject({ event: 'notification', data: { kind: 'booking', data: { productId: first._id, from: buyers[0]!.name } } });

  // B goes away; a booking is made meanwhile; the browser reconnects with the last id it saw, to a new instance.
  await onB.close();
  b.kill();
  await b.exited;
  await onA.book(buyers[1]!, second);
  const c = await cluster.start({ SEED_DEMO: '0', AUTH_RATE_LIMIT: '100000' });
  await c.ready();
  const onC = await openEventStream(c.url, { cookie: seller.cookie, 'last-event-id': live!.id! });
  const [missed] = await onC.events(1);
  expect(missed).toMatchObject({
    event: 'notification',
    data: { kind: 'booking', data: { productId: second._id, from: buyers[1]!.name } },
  });
  expect(Number(missed!.id)).toBeGreaterThan(Number(live!.id));
  await onC.close();
});
