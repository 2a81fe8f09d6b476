import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { MarketApi } from '../../tests/e2e/support/api.ts';
import { startS3StandIn } from './images/store/s3-stand-in.ts';
import { startStripeStandIn } from './payments/stripe-stand-in.ts';
import { bkashEnv, startBkashStandIn } from './testing/bkash-stand-in.ts';
import { sslcommerzEnv, startSslcommerzStandIn } from './testing/sslcommerz-stand-in.ts';
import { startOidcProvider } from './testing/oidc-provider.ts';
import { postgresServer } from './testing/postgres-server.ts';
import { reachable } from './testing/reachable.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { persistentStorage, type PersistentStorage } from './testing/storage.ts';

/**
 * The build as users run it (`dist/server/main.js`), once for each optional part a configuration
 * turns on: it starts, answers /api/ready with 200, and serves one request that goes through that
 * part's adapter. A part that works from the sources but not from the bundle (a package the bundle
 * breaks, a file it does not ship) fails here.
 */
const REDIS = 'redis://127.0.0.1:6379';
const AUTH_SECRET = 'built-server-test-secret-0123456789abcdef';
const postgres = await postgresServer();
const redisAnswers = await reachable(REDIS);

let server: ServerProcess | undefined;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts the build on a fresh embedded data directory with `env` on top, and waits until it is ready. */
async function start(env: Record<string, string> = {}): Promise<{ server: ServerProcess; api: MarketApi; storage: PersistentStorage }> {
  const storage = await persistentStorage();
  cleanups.push(() => storage.remove());
  server = await startServerProcess({ ...storage.env, SEED_DEMO: '0', ...env });
  await server.ready();
  expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  return { server, api: new MarketApi(server.url), storage };
}

async function scratchDatabase(prefix: string, options: { copyOf?: ScratchDatabase } = {}): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(postgres!, prefix, options);
  cleanups.push(() => database.drop());
  return database;
}

describe('the build, with nothing configured', () => {
  test('serves the marketplace from the embedded database', async () => {
    const { api } = await start();
    const categories = await api.call<{ id: string }[]>(null, 'GET', '/api/itemCategory');
    expect(categories).toHaveLength(9);
  });
});

describe('the build, with the default ways to pay (sandbox, cod)', () => {
  test('pays a booking with bKash through the sandbox wallet page, and serves that page', async () => {
    const { api } = await start();
    const seller = await api.signUp('Seller Account');
    const buyer = await api.signUp('Buyers Account');
    const bookingId = await api.book(buyer, await api.addProduct(seller, { resell_price: 30_000 }));
    const { redirectUrl } = await api.checkout(buyer, bookingId, 'bkash');
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    await api.payWithSandboxWallet(buyer, await api.book(buyer, await api.addProduct(seller, { resell_price: 31_000 })));
    const orders = await api.call<{ state: string; price: number }[]>(
      buyer,
      'GET',
      `/api/bookings?email=${encodeURIComponent(buyer.email)}`,
    );
    expect(orders.find((o) => o.price === 31_000)?.state).toBe('held');
  });
});

describe('the build with PAYMENTS=bkash,sslcommerz,cod', () => {
  test('starts a payment at bKash and at SSLCommerz through their stand-ins', async () => {
    const [bkash, ssl] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn()]);
    cleanups.push(() => Promise.all([bkash.close(), ssl.close()]));
    const { api } = await start({ PAYMENTS: 'bkash,sslcommerz,cod', ...bkashEnv(bkash), ...sslcommerzEnv(ssl) });
    const seller = await api.signUp('Seller Account');
    const buyer = await api.signUp('Buyers Account');
    for (const [method, standIn] of [
      ['bkash', new URL(bkash.baseUrl).origin],
      ['sslcommerz', ssl.baseUrl],
    ] as const) {
      const bookingId = await api.book(buyer, await api.addProduct(seller));
      const { redirectUrl } = await api.checkout(buyer, bookingId, method);
      expect(redirectUrl.startsWith(standIn), method).toBe(true);
    }
  });
});

describe('the build with METRICS_TOKEN', () => {
  test('serves /metrics to that token only', async () => {
    const token = 'scrape-me-0123456789abcdef';
    const { server } = await start({ METRICS_TOKEN: token });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# HELP /m);
  });
});

describe('the build with IMAGE_STORE=s3', () => {
  test('puts an uploaded photo in the bucket', async () => {
    const s3 = await startS3StandIn();
    cleanups.push(() => s3.close());
    const { api } = await start({
      IMAGE_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
    });
    const seller = await api.signUp('Seller Account');
    const url = await api.uploadPhoto(seller, 'Bucket');
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(s3.objects.size).toBeGreaterThan(0);
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('the build with PAYMENTS=stripe', () => {
  test("starts a payment at Stripe for the booking's price", async () => {
    const stripe = await startStripeStandIn();
    cleanups.push(() => stripe.close());
    const { api } = await start({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_market',
      STRIPE_API_URL: stripe.url,
    });
    const seller = await api.signUp('Seller Account');
    const buyer = await api.signUp('Buyers Account');
    const product = await api.addProduct(seller, { resell_price: 52_000 });
    const bookingId = await api.book(buyer, product);
    const { clientSecret } = await api.call<{ clientSecret: string }>(buyer, 'POST', '/api/create-payment-intent', { bookingId });
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === clientSecret);
    expect(intent).toMatchObject({ amount: 52_000 * 100, metadata: { bookingId } });
  });
});

describe('the build with GOOGLE_CLIENT_ID', () => {
  test("sends a sign-in to the provider's authorization endpoint", async () => {
    // The app's port is held while the provider picks its own, which could otherwise be the same one.
    const held = net.createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const port = (held.address() as net.AddressInfo).port;
    const appUrl = `http://127.0.0.1:${port}`;
    const provider = await startOidcProvider({ appUrl });
    cleanups.push(() => provider.close());
    await new Promise((resolve) => held.close(resolve));
    const { server } = await start({
      PORT: String(port),
      PUBLIC_URL: appUrl,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
    });
    const res = await fetch(`${server.url}/api/auth/sign-in/oauth2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ providerId: 'google', callbackURL: `${appUrl}/` }),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(provider.issuer)).toBe(true);
    expect(new URL(url).searchParams.get('client_id')).toBe(provider.clientId);
  });
});

describe.runIf(postgres)('the build on PostgreSQL', () => {
  test('DATABASE_URL: keeps what it is told in that database', async () => {
    const database = await scratchDatabase('market_built');
    const { api } = await start({ DATABASE_URL: database.url, AUTH_SECRET });
    const buyer = await api.signUp('Buyers Account');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const { rows } = await client.query('select name from "user" where email = $1', [buyer.email]);
    expect(rows).toEqual([{ name: buyer.name }]);
  });

  test('DATABASE_READ_URL: answers the public reads from the read replica', async () => {
    const primary = await scratchDatabase('market_built');
    // A first start migrates the primary; the replica is then a copy of it that goes its own way.
    const first = await start({ DATABASE_URL: primary.url, AUTH_SECRET });
    first.server.kill();
    await first.server.exited;
    const replica = await scratchDatabase('market_built_replica', { copyOf: primary });
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: replica.url });
    await client.connect();
    cleanups.push(() => client.end());
    await client.query(`update categories set name = 'Replica' where id = '01'`);

    const { api } = await start({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url, AUTH_SECRET, READ_CACHE_MS: '0' });
    const categories = await api.call<{ id: string; name: string }[]>(null, 'GET', '/api/itemCategory');
    expect(categories.find((c) => c.id === '01')?.name).toBe('Replica');
  });
});

describe.runIf(postgres && redisAnswers)('the build with REDIS_URL', () => {
  const prefix = `market-built-${process.pid}:`;
  const redis = new Redis(REDIS, { lazyConnect: true });
  afterAll(async () => {
    if (redis.status === 'ready') {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  test('starts as the README says, and counts a rate limit in Redis', async () => {
    const database = await scratchDatabase('market_built');
    const { server } = await start({ REDIS_URL: REDIS, REDIS_PREFIX: prefix, DATABASE_URL: database.url, AUTH_SECRET });
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
    await redis.connect();
    expect(await redis.keys(`${prefix}*`)).not.toEqual([]);
  });
});
