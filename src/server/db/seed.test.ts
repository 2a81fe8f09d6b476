import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { as } from '../testing/fixtures.ts';
import { persistentStorage, type PersistentStorage } from '../testing/storage.ts';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { products, user } from './schema.ts';
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLERS } from './seed.ts';

/** SEED_DEMO=1 on an empty database, and ADMIN_EMAIL/ADMIN_PASSWORD, across two starts on the same storage. */
const ADMIN = { ADMIN_EMAIL: 'Boss@Market.example', ADMIN_PASSWORD: 'admin-pass-1' };
let storage: PersistentStorage;
let app: TestApp;

beforeAll(async () => {
  storage = await persistentStorage();
  app = await buildTestApp({ ...storage.env, SEED_DEMO: '1', ...ADMIN });
});
afterAll(async () => {
  await app?.close();
  await storage?.remove();
});

const signIn = async (target: TestApp, email: string, password: string) => {
  const res = await target.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const cookie = [res.headers['set-cookie']].flat().filter(Boolean).map((c) => String(c).split(';')[0]).join('; ');
  return { status: res.statusCode, headers: { cookie } };
};
const tally = async (target: TestApp) => ({
  users: (await target.ctx.db.select({ n: count() }).from(user))[0]!.n,
  products: (await target.ctx.db.select({ n: count() }).from(products))[0]!.n,
});
type Product = { _id: string; image: string; category_id: string; sellerVerified: boolean; email: string };
const listing = async (target: TestApp) =>
  (await Promise.all(CATEGORIES.map(async (c) => (await target.inject({ method: 'GET', url: `/api/itemName/${c.id}` })).json() as Product[]))).flat();

describe('the demo marketplace', () => {
  test('ADMIN_EMAIL exists as an admin and signs in with ADMIN_PASSWORD', async () => {
    const email = ADMIN.ADMIN_EMAIL.toLowerCase();
    const admin = await signIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/users/admin/${encodeURIComponent(email)}`, headers: admin.headers })).json()).toEqual({ isAdmin: true });
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })).statusCode).toBe(200);
  });

  test('has sellers, some verified and some not, who sign in with the demo password, and a buyer', async () => {
    const admin = await signIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const sellers = (await app.inject({ method: 'GET', url: '/api/user/sellers', headers: admin.headers })).json() as { email: string; status: string | null }[];
    expect(sellers.map((s) => s.email).sort()).toEqual(DEMO_SELLERS.map((s) => s.email).sort());
    expect(sellers.filter((s) => s.status === 'Verified').length).toBeGreaterThanOrEqual(1);
    expect(sellers.filter((s) => s.status === null).length).toBeGreaterThanOrEqual(1);
    expect((await signIn(app, DEMO_SELLERS[0]!.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(app, DEMO_BUYER.email, DEMO_PASSWORD)).status).toBe(200);
  });

  test('has about 40 products across all nine categories, with verified badges where due', async () => {
    const all = await listing(app);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(all.length).toBeLessThanOrEqual(50);
    expect(new Set(all.map((p) => p.category_id))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
    const verified = new Set(DEMO_SELLERS.filter((s) => s.verified).map((s) => s.email));
    for (const p of all) expect(p.sellerVerified).toBe(verified.has(p.email));
  });

  test('every product photo is served: 200 image/webp with immutable cache headers', async () => {
    const all = await listing(app);
    const photos = [...new Set(all.map((p) => p.image))];
    expect(photos.length).toBeGreaterThanOrEqual(9);
    for (const url of photos) {
      expect(url).toMatch(/^\/images\/.+\.webp$/);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    }
  });

  test('some products are advertised, and the adverts show those products', async () => {
    const adverts = (await app.inject({ method: 'GET', url: '/api/advertise' })).json() as { productId: string; image: string }[];
    const all = new Map((await listing(app)).map((p) => [p._id, p]));
    expect(adverts.length).toBeGreaterThanOrEqual(3);
    expect(adverts.length).toBeLessThan(all.size);
    for (const a of adverts) expect(all.get(a.productId)?.image).toBe(a.image);
  });
});

describe('the second start', () => {
  test('does not seed again; the admin is still the admin; a squatter on a new ADMIN_EMAIL loses their password', async () => {
    const before = await tally(app);
    const squatter: TestUser = await signUp(app, { email: 'second-boss@market.example', password: 'squatter-pass' });
    await app.close();

    app = await buildTestApp({ ...storage.env, SEED_DEMO: '1', ...ADMIN });
    expect(await tally(app)).toEqual({ users: before.users + 1, products: before.products });
    expect((await signIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    await app.close();

    // The address someone signed up with becomes the configured admin: only ADMIN_PASSWORD signs in,
    // and the squatter's session is over.
    app = await buildTestApp({ ...storage.env, ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'operator-pass' });
    expect((await signIn(app, squatter.email, 'squatter-pass')).status).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/users', headers: as(squatter) });
    expect(res.statusCode).toBe(401);
    const operator = await signIn(app, squatter.email, 'operator-pass');
    expect(operator.status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: operator.headers })).statusCode).toBe(200);
    expect((await tally(app)).products).toBe(before.products);
  });
});
