import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_PRODUCT_COUNT } from '../../src/server/db/seed.ts';
import { MarketApi, type Account, type ProductFixture } from '../e2e/support/api.ts';
import { startCluster, type Cluster } from './support/cluster.ts';

/**
 * Three instances on one PostgreSQL database and one Redis, behaving as one marketplace. Their read
 * caches keep a listing for a minute, so anything stale would show.
 */
const METRICS_TOKEN = 'cluster-metrics-token';
let cluster: Cluster;
let database: Database;
let apis: MarketApi[];

beforeAll(async () => {
  cluster = await startCluster(3, { READ_CACHE_MS: '60000', METRICS_TOKEN, TRUST_PROXY: '1' });
  apis = cluster.instances.map((instance) => new MarketApi(instance.url));
  database = await openDatabase({ url: cluster.databaseUrl, dataDir: 'memory://', migrate: false });
});
afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

const rows = async (query: string) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

/** How often an instance answered a public listing from its cache. */
async function cacheHits(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('read_cache_requests_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
}

describe('three instances started together on an empty database', () => {
  test('migrate and seed it once: one set of categories, demo users and demo products', async () => {
    expect(await rows('select count(*)::int as n from categories')).toEqual([{ n: 9 }]);
    expect(await rows('select count(*)::int as n from products')).toEqual([{ n: DEMO_PRODUCT_COUNT }]);
    const duplicates = await rows('select email from "user" group by email having count(*) > 1');
    expect(duplicates).toEqual([]);
    const migrations = await rows('select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations');
    expect(migrations[0]!.n).toBe(migrations[0]!.distinct_n);
  });

  test('each warns that local photos need a shared directory', () => {
    for (const instance of cluster.instances) {
      expect(instance.logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('IMAGE_STORE=local with REDIS_URL'))).toBe(true);
    }
  });

  test('a session made on one instance works on the others', async () => {
    const [a, b, c] = apis as [MarketApi, MarketApi, MarketApi];
    const buyer = await a.signUp('Buyers Account');
    for (const other of [b, c]) {
      const session = await other.call<{ user: { email: string } } | null>(buyer, 'GET', '/api/auth/get-session');
      expect(session?.user.email).toBe(buyer.email);
    }
    // A write needing that session, on a third instance.
    const bookings = await c.bookingsOf(buyer);
    expect(bookings).toEqual([]);
  });
});

describe('a write on one instance is read on every instance at once', () => {
  let seller: Account;
  beforeAll(async () => {
    seller = await apis[0]!.signUp('Seller Account');
  });

  test('a product posted on A is in B’s category listing on the very next request, although B had just cached it', async () => {
    const [a, b] = apis as [MarketApi, MarketApi];
    await b.categoryItems('03');
    const hitsBefore = await cacheHits(cluster.instances[1]!.url);
    const before = await b.categoryItems('03');
    expect(await cacheHits(cluster.instances[1]!.url)).toBe(hitsBefore + 1);

    const product = await a.addProduct(seller, { name: 'Lenovo' });
    const after = await b.categoryItems('03');
    expect(idsOf(before)).not.toContain(product._id);
    expect(idsOf(after)).toContain(product._id);
  });

  test('a product sold through the instances leaves every listing and advert at once', async () => {
    const [a, b, c] = apis as [MarketApi, MarketApi, MarketApi];
    const product: ProductFixture = await a.addProduct(seller, { name: 'Dell' });
    await a.advertise(seller, product);
    for (const other of [a, b, c]) {
      // Twice: the second answer comes from the cache.
      for (let i = 0; i < 2; i++) {
        expect(idsOf(await other.categoryItems('07'))).toContain(product._id);
        const adverts = await other.call<{ productId: string }[]>(null, 'GET', '/api/advertise');
        expect(adverts.map((ad) => ad.productId)).toContain(product._id);
      }
    }

    // The buyer's calls reach whichever instance the balancer picks: the booking, the card's intent,
    // its confirmation and the recorded payment each go to another one.
    const buyer = await a.signUp('Buyers Account');
    const bookingId = await b.book(buyer, product);
    const { clientSecret } = await c.call<{ clientSecret: string }>(buyer, 'POST', '/api/create-payment-intent', { bookingId });
    const confirmed = await a.call<{ id: string }>(buyer, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret,
      number: '4242 4242 4242 4242',
      expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
      cvc: '123',
    });
    await b.call(buyer, 'POST', '/api/payments', { bookingId, transactionId: confirmed.id });
    expect((await c.bookingsOf(buyer)).map((booking) => booking.paid)).toEqual([true]);

    for (const other of [a, b, c]) {
      expect(idsOf(await other.categoryItems('07'))).not.toContain(product._id);
      const adverts = await other.call<{ productId: string }[]>(null, 'GET', '/api/advertise');
      expect(adverts.map((ad) => ad.productId)).not.toContain(product._id);
    }
  });
});

describe('rate limits are counted once for all instances', () => {
  // The addresses the instances see: the balancer's X-Forwarded-For (the cluster trusts it, as behind one).
  const signIn = (i: number, password: string, address: string) => {
    const { url } = cluster.instances[i % 3]!;
    return fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': address },
      body: JSON.stringify({ email: DEMO_BUYER.email, password }),
    });
  };

  test('25 wrong sign-ins to one account from one address, over three instances: refused from the 21st on; the owner elsewhere gets in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(i, 'not-the-password', '203.0.113.7')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // The right password: refused from the address that guessed, on every instance ...
    for (let i = 0; i < 3; i++) expect((await signIn(i, DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    // ... while the owner, elsewhere, signs in through each of them, more often than a guesser may fail.
    for (let i = 0; i < 21; i++) expect((await signIn(i, DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
  });
});
