import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import { as, buildTestApp, cookiesOf, signUp, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { persistentStorage, type PersistentStorage } from '../testing/storage.ts';
import { account, advertisements, products, user } from './schema.ts';
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLERS, seedDemo } from './seed.ts';

/** SEED_DEMO=1 on an empty database, and ADMIN_EMAIL/ADMIN_PASSWORD, across two starts on the same storage. */
const ADMIN = { ADMIN_EMAIL: 'Boss@Market.example', ADMIN_PASSWORD: 'admin-pass-1' };
let storage: PersistentStorage;
let app: TestApp;
/** What one uninterrupted first start seeds: every interrupted one must end up with exactly this. */
let reference: DemoState;

beforeAll(async () => {
  storage = await persistentStorage();
  app = await buildTestApp({ ...storage.env, SEED_DEMO: '1', ...ADMIN });
  reference = await demoState(app);
});
afterAll(async () => {
  await app?.close();
  await storage?.remove();
});

const signIn = async (target: TestApp, email: string, password: string) => {
  const res = await target.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  return { status: res.statusCode, headers: { cookie: cookiesOf(res) } };
};
const tally = async (target: TestApp) => ({
  users: (await target.ctx.db.select({ n: count() }).from(user))[0]!.n,
  products: (await target.ctx.db.select({ n: count() }).from(products))[0]!.n,
});

/** Every account, product and advert, without what differs between two seeds (ids, times), sorted. */
const demoState = async (target: TestApp) => {
  const { db } = target.ctx;
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  const users = await db
    .select({ email: user.email, name: user.name, option: user.option, role: user.role, status: user.status })
    .from(user);
  const items = await db
    .select({
      name: products.name,
      categoryId: products.categoryId,
      price: products.price,
      resellPrice: products.resellPrice,
      phone: products.phone,
      location: products.location,
      detail: products.detail,
      date: products.date,
      use: products.use,
      image: products.image,
      images: products.images,
      seller: products.seller,
      email: products.email,
      sellerAccount: user.email,
      status: products.status,
      processor: products.processor,
      ram: products.ram,
      storage: products.storage,
      storageType: products.storageType,
      screen: products.screen,
      condition: products.condition,
      district: products.district,
    })
    .from(products)
    .innerJoin(user, eq(user.id, products.sellerId));
  const adverts = await db
    .select({
      image: advertisements.image,
      name: advertisements.name,
      price: advertisements.price,
      detail: advertisements.detail,
      use: advertisements.use,
      location: advertisements.location,
      phone: advertisements.phone,
      email: advertisements.email,
      sellerAccount: user.email,
      productDetail: products.detail,
    })
    .from(advertisements)
    .innerJoin(products, eq(products.id, advertisements.productId))
    .innerJoin(user, eq(user.id, advertisements.sellerId));
  return { users: sorted(users), products: sorted(items), adverts: sorted(adverts) };
};
type DemoState = Awaited<ReturnType<typeof demoState>>;

type Product = {
  _id: string;
  name: string;
  image: string;
  images: string[];
  category_id: string;
  sellerVerified: boolean;
  seller: string;
  email: string | null;
  processor: string | null;
  ram: number | null;
  storage: number | null;
  storageType: string | null;
  screen: number | null;
  condition: string | null;
  district: string | null;
  division: string | null;
};
const listing = async (target: TestApp) =>
  (
    await Promise.all(
      CATEGORIES.map(async (c) => (await target.inject({ method: 'GET', url: `/api/itemName/${c.id}` })).json() as Product[]),
    )
  ).flat();

describe('the demo marketplace', () => {
  test('an uninterrupted first start writes each demo account, product and advert once', () => {
    const emails = reference.users.map((u) => (JSON.parse(u) as { email: string }).email).sort();
    expect(emails).toEqual([...DEMO_SELLERS.map((s) => s.email), DEMO_BUYER.email, ADMIN.ADMIN_EMAIL.toLowerCase()].sort());
    expect(reference.products.length).toBeGreaterThanOrEqual(35);
    expect(new Set(reference.products).size).toBe(reference.products.length);
    expect(reference.adverts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(reference.adverts).size).toBe(reference.adverts.length);
  });

  test('ADMIN_EMAIL exists as an admin and signs in with ADMIN_PASSWORD', async () => {
    const email = ADMIN.ADMIN_EMAIL.toLowerCase();
    const admin = await signIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/admin/${encodeURIComponent(email)}`, headers: admin.headers })).json(),
    ).toEqual({ isAdmin: true });
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })).statusCode).toBe(200);
  });

  test('has sellers, some verified and some not, who sign in with the demo password, and a buyer', async () => {
    const admin = await signIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const sellers = (await app.inject({ method: 'GET', url: '/api/user/sellers', headers: admin.headers })).json() as {
      email: string;
      status: string | null;
    }[];
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
    // A public answer names the seller, never their e-mail address.
    const verified = new Set(DEMO_SELLERS.filter((s) => s.verified).map((s) => s.name));
    for (const p of all) expect(p.sellerVerified).toBe(verified.has(p.seller));
    expect(all.every((p) => p.email === null)).toBe(true);
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

  test('every product has realistic specs, a district of one of several divisions, and 2 to 5 photos of its own, all served', async () => {
    const all = await listing(app);
    for (const p of all) {
      expect(p.processor, p._id).toMatch(
        p.name === 'Apple' ? /^(Apple M[12]( Pro)?|Core i5-\w+)$/ : /^(Core i[3579]-\w+|Ryzen [3579] \w+)$/,
      );
      expect([8, 16, 32]).toContain(p.ram);
      expect([256, 512, 1024]).toContain(p.storage);
      expect(p.storageType).toBe('SSD');
      expect(p.screen).toBeGreaterThanOrEqual(11);
      expect(p.screen).toBeLessThanOrEqual(17);
      expect(['Like new', 'Good', 'Fair']).toContain(p.condition);
      expect(p.district).toEqual(expect.any(String));
      expect(p.division).toEqual(expect.any(String));
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(new Set(p.images).size).toBe(p.images.length);
      expect(p.images[0]).toBe(p.image);
    }
    expect(new Set(all.map((p) => p.division)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((p) => p.images.length))).toEqual(new Set([2, 3, 4, 5]));
    for (const url of new Set(all.flatMap((p) => p.images))) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
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

describe('a demo started again after its listings expired', () => {
  test('its listings are on sale for 30 days, and each start of the demo alone gives them 30 more', async () => {
    const DAY = 86_400_000;
    const listed = await app.ctx.db.select({ status: products.status, expiresAt: products.expiresAt }).from(products);
    for (const p of listed) {
      expect(p.status).toBe('available');
      expect(p.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    }
    // A month later: every listing has expired.
    await app.ctx.db.update(products).set({ status: 'expired', expiresAt: new Date(Date.now() - DAY) });
    await app.close();

    app = await buildTestApp({ ...storage.env, SEED_DEMO: '1', ...ADMIN });
    const again = await app.ctx.db.select({ status: products.status, expiresAt: products.expiresAt }).from(products);
    expect(again).toHaveLength(listed.length);
    for (const p of again) {
      expect(p.status).toBe('available');
      expect(p.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    }
    expect(await demoState(app)).toEqual(reference);
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

/*
 * A first start killed while it seeds (kill -9, power cut) is stood in for by the seed itself failing
 * at that point: seedDemo cleans nothing up on the way out, so the database is left just as a kill
 * there would leave it. The next start (a new app on the same storage) must finish the job.
 */
describe('a first start killed while seeding', () => {
  let scratch: PersistentStorage | undefined;
  let running: TestApp | undefined;
  afterEach(async () => {
    await running?.close();
    await scratch?.remove();
    running = scratch = undefined;
  });

  /** A start on this test's own storage (a new one unless already made), the previous app closed first. */
  const start = async (env: Record<string, string> = { SEED_DEMO: '1' }) => {
    await running?.close();
    running = undefined;
    scratch ??= await persistentStorage();
    running = await buildTestApp({ ...scratch.env, ...ADMIN, ...env });
    return running;
  };
  const killed = () => new Error('killed');
  /** The app's photo store, except that storing a photo dies: the seed stops right after the accounts. */
  const failingPhotos = (target: TestApp): AppContext['images'] =>
    Object.assign(Object.create(target.ctx.images) as AppContext['images'], { put: () => Promise.reject(killed()) });
  const counts = async (target: TestApp) => ({
    demoUsers: (
      await target.ctx.db
        .select({ n: count() })
        .from(user)
        .where(sql`${user.email} like '%@market.demo'`)
    )[0]!.n,
    products: (await target.ctx.db.select({ n: count() }).from(products))[0]!.n,
    adverts: (await target.ctx.db.select({ n: count() }).from(advertisements))[0]!.n,
  });
  const expectWholeDemo = async (target: TestApp) => {
    expect(await demoState(target)).toEqual(reference);
    for (const url of new Set(reference.products.flatMap((p) => (JSON.parse(p) as { images: string[] }).images))) {
      expect((await target.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  };

  test('a first start killed after the demo users were created is completed on the next start', async () => {
    const first = await start({ SEED_DEMO: '0' });
    await expect(seedDemo({ ...first.ctx, images: failingPhotos(first) })).rejects.toMatchObject({ cause: killed() });
    expect(await counts(first)).toEqual({ demoUsers: DEMO_SELLERS.length + 1, products: 0, adverts: 0 });

    await expectWholeDemo(await start());
  });

  test('a first start killed while signing up the demo accounts (after one user row, before its password and Verified status) is completed, and every demo account signs in', async () => {
    const first = await start({ SEED_DEMO: '0' });
    const { auth } = first.ctx;
    // The second seller is Verified in the demo; the kill comes after better-auth wrote the user row
    // and before it wrote the password (two statements, no transaction), so neither is there.
    const victim = DEMO_SELLERS[1]!;
    expect(victim.verified).toBe(true);
    const signUpEmail = async (input: { body: { name: string; email: string; password: string } }) => {
      const created = await auth.api.signUpEmail(input);
      if (created.user.email !== victim.email) return created;
      await first.ctx.db.delete(account).where(eq(account.userId, created.user.id));
      throw killed();
    };
    const dying = Object.assign(Object.create(auth) as typeof auth, {
      api: Object.assign(Object.create(auth.api) as typeof auth.api, { signUpEmail }),
    });
    await expect(seedDemo({ ...first.ctx, auth: dying })).rejects.toThrow('killed');
    expect(await counts(first)).toEqual({ demoUsers: 2, products: 0, adverts: 0 });

    const next = await start();
    await expectWholeDemo(next);
    for (const email of [...DEMO_SELLERS.map((s) => s.email), DEMO_BUYER.email]) {
      expect((await signIn(next, email, DEMO_PASSWORD)).status, email).toBe(200);
    }
  });

  test('the products and adverts are written all or nothing, and the next start writes them', async () => {
    const first = await start({ SEED_DEMO: '0' });
    // The adverts are written after the products: failing them must take the products back too.
    await first.ctx.db.execute(
      sql.raw(`create function die() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`),
    );
    await first.ctx.db.execute(sql.raw('create trigger die before insert on advertisements for each statement execute function die()'));
    await expect(seedDemo(first.ctx)).rejects.toMatchObject({ cause: { message: 'killed' } });
    expect(await counts(first)).toEqual({ demoUsers: DEMO_SELLERS.length + 1, products: 0, adverts: 0 });
    await first.ctx.db.execute(sql.raw('drop trigger die on advertisements'));
    await first.ctx.db.execute(sql.raw('drop function die()'));

    await expectWholeDemo(await start());
  });

  test('seeding a complete demo marketplace again adds nothing, on a later start or called twice more', async () => {
    const first = await start();
    await expectWholeDemo(first);
    await seedDemo(first.ctx);
    await seedDemo(first.ctx);
    await expectWholeDemo(first);
    await expectWholeDemo(await start());
  });

  test('two starts resuming the same interrupted seed at once write the products and adverts once', async () => {
    const first = await start({ SEED_DEMO: '0' });
    await expect(seedDemo({ ...first.ctx, images: failingPhotos(first) })).rejects.toMatchObject({ cause: killed() });
    // Both pass the first look for demo products before either writes them.
    await Promise.all([seedDemo(first.ctx), seedDemo(first.ctx)]);
    await expectWholeDemo(first);
  });

  test('a database where a real user has signed up gets no demo data', async () => {
    const first = await start({ SEED_DEMO: '0' });
    const real = await signUp(first, { option: 'Seller Account' });
    const next = await start();
    expect(await counts(next)).toEqual({ demoUsers: 0, products: 0, adverts: 0 });
    expect((await next.ctx.db.select({ email: user.email }).from(user)).map((u) => u.email).sort()).toEqual(
      [ADMIN.ADMIN_EMAIL.toLowerCase(), real.email].sort(),
    );
  });

  test('an interrupted seed is not resumed once a real user has signed up', async () => {
    const first = await start({ SEED_DEMO: '0' });
    await expect(seedDemo({ ...first.ctx, images: failingPhotos(first) })).rejects.toMatchObject({ cause: killed() });
    await signUp(first, { option: 'Seller Account' });
    const next = await start();
    expect(await counts(next)).toEqual({ demoUsers: DEMO_SELLERS.length + 1, products: 0, adverts: 0 });
  });
});
