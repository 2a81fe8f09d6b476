import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_READY } from '#shared/texts/errors.ts';
import { categories } from './db/schema.ts';
import { advertise, as, book, type Cast, createProduct, expectError, signUpCast } from './testing/fixtures.ts';
import { postgresServer } from './testing/postgres-server.ts';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database.ts';
import { buildTestApp, signUp, type TestApp } from './testing/test-app.ts';

/**
 * DATABASE_READ_URL (docs/decisions/014): the public reads go to the read replica, everything else to
 * the primary. The "replica" here is a second database, a copy of the primary that then goes its own
 * way, so each answer shows which of the two it came from. It needs PostgreSQL: DATABASE_URL's server,
 * or the local one when it answers.
 */
const server = await postgresServer();
const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
/** One secret for every app here, as several instances share one: a session made by one is good on the others. */
const AUTH_SECRET = 'read-replica-test-secret-0123456789abcdef';

/** One query on a database of the server, outside any app. */
async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

const idsOf = (items: unknown) => (items as { _id: string }[]).map((item) => item._id).sort();

describe.runIf(server)('a read replica (DATABASE_READ_URL)', () => {
  let primary: ScratchDatabase | undefined;
  let replica: ScratchDatabase | undefined;
  let app: TestApp;
  let cast: Cast;
  /** Listed before the replica was copied: on both. */
  let onBoth: string;
  /** Listed, and advertised, on the replica alone. */
  let onReplica: string;
  /** Listed, and advertised, through the app after the copy: on the primary alone. */
  let onPrimary: string;

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    primary = await createScratchDatabase(server!, 'market_primary');
    const before = await buildTestApp({ AUTH_SECRET, DATABASE_URL: primary.url });
    cast = await signUpCast(before);
    onBoth = await createProduct(before, cast.seller, { detail: 'ThinkPad T480, on both' });
    await before.close();

    // The replica starts as a copy (the users and their sessions included), then gains what the primary lacks.
    replica = await createScratchDatabase(server!, 'market_replica', { copyOf: primary });
    const replicaAlone = await buildTestApp({ AUTH_SECRET, DATABASE_URL: replica.url });
    onReplica = await createProduct(replicaAlone, cast.seller, { detail: 'ThinkPad Carbon, on the replica alone' });
    await advertise(replicaAlone, cast.seller, onReplica);
    await replicaAlone.ctx.db.update(categories).set({ name: 'Lenovo (replica)' }).where(eq(categories.id, '03'));
    await replicaAlone.close();

    app = await buildTestApp({ AUTH_SECRET, DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url, METRICS_TOKEN });
    onPrimary = await createProduct(app, cast.seller, { detail: 'ThinkPad Yoga, on the primary alone' });
    await advertise(app, cast.seller, onPrimary);
  });
  afterAll(async () => {
    await app?.close();
    await replica?.drop();
    await primary?.drop();
  });

  test('the categories, listings, search, product pages, similar laptops, seller profiles, adverts and sitemap come from the replica', async () => {
    const names = (await get('/api/itemCategory')).json() as { id: string; name: string }[];
    expect(names.find((category) => category.id === '03')?.name).toBe('Lenovo (replica)');

    expect(idsOf((await get('/api/itemName/03')).json())).toEqual([onBoth, onReplica].sort());

    const search = (await get('/api/products')).json() as { items: unknown; total: number };
    expect(idsOf(search.items)).toEqual([onBoth, onReplica].sort());
    expect(search.total).toBe(2);
    expect(idsOf(((await get('/api/products?q=carbon')).json() as { items: unknown }).items)).toEqual([onReplica]);

    expect((await get(`/api/products/${onReplica}`)).json()).toMatchObject({
      _id: onReplica,
      detail: 'ThinkPad Carbon, on the replica alone',
    });
    // Whoever asks: its own seller too. A public page is public, and reads the replica.
    expectError(await get(`/api/products/${onPrimary}`, as(cast.seller)), 404, 'product-not-found');
    expectError(await get(`/api/products/${onPrimary}/similar`), 404, 'product-not-found');
    expect(idsOf((await get(`/api/products/${onBoth}/similar`)).json())).toEqual([onReplica]);

    const profile = (await get(`/api/sellers/${cast.seller.id}`)).json() as { items: unknown };
    expect(idsOf(profile.items)).toEqual([onBoth, onReplica].sort());

    const adverts = (await get('/api/advertise')).json() as { productId: string }[];
    expect(adverts.map((advert) => advert.productId)).toEqual([onReplica]);

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/product/${onReplica}`);
    expect(sitemap).not.toContain(`/product/${onPrimary}`);
  });

  test('sign-up, its session at once, the access token and sign-in use the primary, which alone has the new user', async () => {
    const newcomer = await signUp(app, { option: 'Seller Account' });
    expect(newcomer.token).toMatch(/^ey/);
    expect(await query(replica!.url, 'select 1 from "user" where email = $1', [newcomer.email])).toEqual([]);

    const session = await get('/api/auth/get-session', as(newcomer));
    expect(session.json()).toMatchObject({ user: { id: newcomer.id, email: newcomer.email } });
    expect((await get(`/api/user/sellers/${encodeURIComponent(newcomer.email)}`, as(newcomer, 'bearer'))).json()).toEqual({
      isSeller: true,
    });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: newcomer.email, password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const token = await get(`/api/jwt?email=${encodeURIComponent(newcomer.email)}`, { cookie });
    expect(token.statusCode).toBe(200);
  });

  test("posting a product, a seller's own lists, booking, my orders and the admin's lists use the primary", async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const posted = await createProduct(app, seller, { detail: 'just posted' });
    expect(idsOf((await get(`/api/itemName?email=${encodeURIComponent(seller.email)}`, as(seller))).json())).toEqual([posted]);
    // The public page reads the replica, which has not got it.
    expectError(await get(`/api/products/${posted}`), 404, 'product-not-found');

    const own = (await get(`/api/advertised?email=${encodeURIComponent(cast.seller.email)}`, as(cast.seller))).json() as {
      productId: string;
    }[];
    expect(own.map((advert) => advert.productId)).toEqual([onPrimary]);

    // Booking finds the product on the primary: one the replica lacks can be booked, one only the replica has cannot.
    const booking = await book(app, cast.buyer, onPrimary);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: as(cast.buyer),
        payload: { productId: onReplica, phone: '01911-000000', location: 'Mirpur' },
      }),
      404,
      'product-not-found',
    );
    const orders = (await get(`/api/bookings?email=${encodeURIComponent(cast.buyer.email)}`, as(cast.buyer))).json() as { _id: string }[];
    expect(orders.map((order) => order._id)).toEqual([booking]);
    expect((await get(`/api/bookings/${booking}`, as(cast.buyer))).json()).toMatchObject({ _id: booking, productId: onPrimary });

    const sellers = (await get('/api/user/sellers', as(cast.admin))).json() as { email: string }[];
    expect(sellers.map((user) => user.email)).toContain(seller.email);
    const allOrders = (await get('/api/allBookings', as(cast.admin))).json() as { _id: string }[];
    expect(allOrders.map((order) => order._id)).toEqual([booking]);
  });

  test("GET /api/ready checks the replica too, by name; /metrics shows its pool's connections", async () => {
    expect((await get('/api/ready')).statusCode).toBe(200);

    // A replica that has not replayed this build's newest migration yet.
    const [latest] = await query<{ id: number; hash: string; created_at: string }>(
      replica!.url,
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await query(replica!.url, 'delete from drizzle.__drizzle_migrations where id = $1', [latest!.id]);
    try {
      const res = await get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'not-ready',
        message: `${NOT_READY.prefix}: ${NOT_READY.readReplica} ${NOT_READY.migrationsPending}.`,
      });
    } finally {
      await query(replica!.url, 'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        latest!.id,
        latest!.hash,
        latest!.created_at,
      ]);
    }
    expect((await get('/api/ready')).statusCode).toBe(200);

    await get('/api/itemName/03?limit=1');
    const metrics = (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
    expect(metrics).toMatch(/^db_read_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^db_read_pool_connections\{state="waiting"\} 0$/m);
    expect(metrics).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
  });

  test('a replica that cannot be reached: GET /api/ready answers 503 naming it; the primary goes on answering', async () => {
    const cutOff = await buildTestApp({
      AUTH_SECRET,
      DATABASE_URL: primary!.url,
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:1/market',
    });
    try {
      const res = await cutOff.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'not-ready',
        message: `${NOT_READY.prefix}: ${NOT_READY.readReplica} ${NOT_READY.unreachable}.`,
      });
      const mine = await cutOff.inject({
        method: 'GET',
        url: `/api/itemName?email=${encodeURIComponent(cast.seller.email)}`,
        headers: as(cast.seller),
      });
      expect(idsOf(mine.json())).toEqual([onBoth, onPrimary].sort());
    } finally {
      await cutOff.close();
    }
  });

  test("the replica's connections close with the app", async () => {
    const url = new URL(replica!.url);
    url.searchParams.set('application_name', 'market_read_replica_closing');
    const closing = await buildTestApp({ AUTH_SECRET, DATABASE_URL: primary!.url, DATABASE_READ_URL: url.toString() });
    const connections = async () =>
      (
        await query<{ n: number }>(
          server!,
          "select count(*)::int as n from pg_stat_activity where application_name = 'market_read_replica_closing'",
        )
      )[0]!.n;
    await closing.inject({ method: 'GET', url: '/api/itemCategory' });
    expect(await connections()).toBeGreaterThan(0);
    await closing.close();
    // The server may list a backend for a moment after its client has gone.
    await expect.poll(connections).toBe(0);
  });
});
