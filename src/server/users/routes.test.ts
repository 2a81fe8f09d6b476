import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { advertisements, bookings, products, user } from '../db/schema.ts';
import {
  advertise,
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  insertUser,
  KEYS,
  signUp,
  signUpAdmin,
  sortedKeys,
  type TestApp,
  userRow,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const get = (url: string, who = cast.admin) => app.inject({ method: 'GET', url, headers: as(who) });
const q = encodeURIComponent;

describe('role lookups', () => {
  test.each([
    ['buyer', { isAdmin: false, isBuyer: true, isSeller: false }],
    ['seller', { isAdmin: false, isBuyer: false, isSeller: true }],
    ['admin', { isAdmin: true, isBuyer: true, isSeller: false }],
  ] as const)('the %s looks up their own email', async (who, flags) => {
    const me = cast[who];
    const admin = await get(`/api/users/admin/${q(me.email)}`, me);
    const buyer = await get(`/api/user/buyers/${q(me.email)}`, me);
    const seller = await get(`/api/user/sellers/${q(me.email)}`, me);
    expect([admin.statusCode, buyer.statusCode, seller.statusCode]).toEqual([200, 200, 200]);
    expect(admin.json()).toEqual({ isAdmin: flags.isAdmin });
    expect(buyer.json()).toEqual({ isBuyer: flags.isBuyer });
    expect(seller.json()).toEqual({ isSeller: flags.isSeller });
  });

  test('the email is matched whatever its letter case; an admin may look anyone up, and an unknown email is false', async () => {
    expect((await get(`/api/user/sellers/${q(cast.seller.email.toUpperCase())}`, cast.seller)).json()).toEqual({ isSeller: true });
    expect((await get(`/api/user/sellers/${q(cast.seller.email)}`)).json()).toEqual({ isSeller: true });
    expect((await get('/api/users/admin/nobody%40example.com')).json()).toEqual({ isAdmin: false });
  });
});

describe('PUT /api/users', () => {
  test("updates the caller's own name and option: { acknowledged, matchedCount, modifiedCount, upsertedCount }", async () => {
    const me = await signUp(app, { name: 'Before' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: as(me),
      payload: { name: 'After', email: me.email, option: 'Seller Account' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await userRow(app, me.id)).toMatchObject({ name: 'After', option: 'Seller Account', role: null, status: null });
    // Without option (as after a Google sign-in) the option stays.
    await app.inject({ method: 'PUT', url: '/api/users', headers: as(me), payload: { name: 'Again', email: me.email } });
    expect(await userRow(app, me.id)).toMatchObject({ name: 'Again', option: 'Seller Account' });
  });

  test('can never grant admin or verified status, however it is asked', async () => {
    const me = await signUp(app, { option: 'Seller Account' });
    for (const payload of [
      { name: 'X', email: me.email, role: 'admin', status: 'Verified' },
      { name: 'X', email: me.email, option: 'Seller Account', role: 'admin', status: 'Verified', isAdmin: true },
    ]) {
      const res = await app.inject({ method: 'PUT', url: '/api/users', headers: as(me), payload });
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: as(me),
      payload: { name: 'X', email: me.email, option: 'admin' },
    });
    expectError(bad, 400, 'validation-failed');
    expect(await userRow(app, me.id)).toMatchObject({ role: null, status: null, option: 'Seller Account' });
    expect((await get(`/api/users/admin/${q(me.email)}`, me)).json()).toEqual({ isAdmin: false });
    expectError(await get('/api/users', me), 403, 'forbidden');
  });

  test("refuses someone else's email: 403 email-mismatch, their record untouched", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: as(cast.buyer),
      payload: { name: 'Hijack', email: cast.seller.email, option: 'Buyers Account' },
    });
    expectError(res, 403, 'email-mismatch');
    expect(await userRow(app, cast.seller.id)).toMatchObject({ name: 'Sami Seller', option: 'Seller Account' });
  });
});

describe('the auth routes cannot grant admin or verified status either', () => {
  test('sign-up with role or status is refused or ignored', async () => {
    const email = 'climber@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Climber', email, password: 'secret123', option: 'Seller Account', role: 'admin', status: 'Verified' },
    });
    expect(res.statusCode).toBeLessThan(500);
    const [row] = await app.ctx.db.select().from(user).where(eq(user.email, email));
    if (res.statusCode === 200) expect(row).toMatchObject({ role: null, status: null });
    else {
      expectError(res, 400);
      expect(row).toBeUndefined();
    }
  });

  test('sign-up with an unknown account option is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email: 'opt@example.com', password: 'secret123', option: 'Admin Account' },
    });
    expectError(res, 400);
  });

  test('update-user with role or status is refused or ignored', async () => {
    const me = await signUp(app, { option: 'Seller Account' });
    for (const payload of [{ role: 'admin' }, { status: 'Verified' }, { name: 'New', role: 'admin', status: 'Verified' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: as(me), payload });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await userRow(app, me.id)).toMatchObject({ role: null, status: null });
    expect((await get(`/api/users/admin/${q(me.email)}`, me)).json()).toEqual({ isAdmin: false });
  });
});

describe('GET /api/jwt?email=', () => {
  test('answers { accessToken } for the own email, which then works as a bearer token', async () => {
    const res = await get(`/api/jwt?email=${q(cast.buyer.email)}`, cast.buyer);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { accessToken: string };
    expect(sortedKeys(body)).toEqual(['accessToken']);
    expect(body.accessToken.split('.')).toHaveLength(3);
    const me = await app.inject({
      method: 'GET',
      url: `/api/user/buyers/${q(cast.buyer.email)}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toEqual({ isBuyer: true });
  });

  test("someone else's email: 403, even for an admin", async () => {
    expectError(await get(`/api/jwt?email=${q(cast.seller.email)}`, cast.buyer), 403, 'email-mismatch');
    expectError(await get(`/api/jwt?email=${q(cast.seller.email)}`, cast.admin), 403, 'email-mismatch');
  });
});

describe('admin: users, buyers, sellers', () => {
  test('GET /api/users lists everyone in the field names of product §3, with no secrets', async () => {
    const res = await get('/api/users');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    const rows = await app.ctx.db.select().from(user);
    expect(list).toHaveLength(rows.length);
    for (const u of list) expect(sortedKeys(u)).toEqual([...KEYS.user]);
    expect(list.find((u) => u._id === cast.admin.id)).toMatchObject({
      email: cast.admin.email,
      role: 'admin',
      option: 'Buyers Account',
      status: null,
    });
    expect(res.body).not.toMatch(/password|token|secret/i);
  });

  test('GET /api/user/buyers and /api/user/sellers list only their kind', async () => {
    const buyers = (await get('/api/user/buyers')).json() as Record<string, unknown>[];
    const sellers = (await get('/api/user/sellers')).json() as Record<string, unknown>[];
    expect(buyers.length).toBeGreaterThan(0);
    expect(sellers.length).toBeGreaterThan(0);
    expect(buyers.every((u) => u.option === 'Buyers Account')).toBe(true);
    expect(sellers.every((u) => u.option === 'Seller Account')).toBe(true);
    expect(buyers.map((u) => u._id)).toContain(cast.buyer.id);
    expect(sellers.map((u) => u._id)).toEqual(expect.arrayContaining([cast.seller.id, cast.otherSeller.id]));
    for (const u of [...buyers, ...sellers]) expect(sortedKeys(u)).toEqual([...KEYS.user]);
  });

  test('PUT /api/users/admin/:id makes an admin ({ modifiedCount: 1 }); doing it again is refused', async () => {
    const target = await insertUser(app);
    const res = await app.inject({ method: 'PUT', url: `/api/users/admin/${target.id}`, headers: as(cast.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await userRow(app, target.id)).toMatchObject({ role: 'admin' });
    expectError(await app.inject({ method: 'PUT', url: `/api/users/admin/${target.id}`, headers: as(cast.admin) }), 409, 'already-admin');
    expectError(
      await app.inject({ method: 'PUT', url: `/api/users/admin/${cast.admin.id}`, headers: as(cast.admin) }),
      409,
      'already-admin',
    );
    expectError(await app.inject({ method: 'PUT', url: '/api/users/admin/no-such-user', headers: as(cast.admin) }), 404, 'user-not-found');
  });

  test('admins cannot be deleted through any delete call, not even by themselves', async () => {
    const buyerAdmin = await insertUser(app, { role: 'admin' });
    const sellerAdmin = await insertUser(app, { role: 'admin', option: 'Seller Account' });
    for (const [url, id] of [
      ['/api/users/', buyerAdmin.id],
      ['/api/users/', cast.admin.id],
      ['/api/user/buyers/', buyerAdmin.id],
      ['/api/user/sellers/', sellerAdmin.id],
    ] as const) {
      expectError(await app.inject({ method: 'DELETE', url: url + id, headers: as(cast.admin) }), 403, 'admin-protected');
    }
    for (const id of [buyerAdmin.id, sellerAdmin.id, cast.admin.id]) expect(await userRow(app, id)).toBeDefined();
  });

  test('DELETE /api/users/:id deletes a user ({ deletedCount: 1 }), then 404', async () => {
    const target = await signUp(app);
    const res = await app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: as(cast.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await userRow(app, target.id)).toBeUndefined();
    // The deleted user's session and token stop working.
    expectError(await get(`/api/user/buyers/${q(target.email)}`, target), 401, 'unauthorized');
    expectError(
      await app.inject({ method: 'GET', url: `/api/user/buyers/${q(target.email)}`, headers: as(target, 'bearer') }),
      401,
      'unauthorized',
    );
    expectError(await app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: as(cast.admin) }), 404, 'user-not-found');
  });

  test('DELETE /api/user/buyers/:id deletes a buyer with their unpaid bookings; a seller there is refused', async () => {
    const target = await signUp(app);
    const bookingId = await book(app, target, await createProduct(app, cast.seller));
    const res = await app.inject({ method: 'DELETE', url: `/api/user/buyers/${target.id}`, headers: as(cast.admin) });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await userRow(app, target.id)).toBeUndefined();
    // Paid orders stay on record; that side is in users/delete-user.test.ts.
    expect(await app.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))).toHaveLength(0);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/user/buyers/${cast.otherSeller.id}`, headers: as(cast.admin) }),
      409,
      'not-a-buyer',
    );
    expect(await userRow(app, cast.otherSeller.id)).toBeDefined();
  });

  test('DELETE /api/user/sellers/:id deletes a seller with their products and adverts, and nobody else’s', async () => {
    const target = await signUp(app, { option: 'Seller Account' });
    const theirs = [await createProduct(app, target), await createProduct(app, target)];
    await advertise(app, target, theirs[0]!);
    const bystander = await createProduct(app, cast.seller);
    await advertise(app, cast.seller, bystander);
    const res = await app.inject({ method: 'DELETE', url: `/api/user/sellers/${target.id}`, headers: as(cast.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await app.ctx.db.select().from(products).where(eq(products.sellerId, target.id))).toEqual([]);
    expect(await app.ctx.db.select().from(advertisements).where(eq(advertisements.sellerId, target.id))).toEqual([]);
    const category = (await app.inject({ method: 'GET', url: '/api/itemName/03' })).json() as { _id: string }[];
    expect(category.map((p) => p._id)).not.toContain(theirs[1]);
    expect(category.map((p) => p._id)).toContain(bystander);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/user/sellers/${cast.buyer.id}`, headers: as(cast.admin) }),
      409,
      'not-a-seller',
    );
  });

  test('DELETE /api/users/:id of a seller also removes their products and adverts', async () => {
    const target = await signUp(app, { option: 'Seller Account' });
    const productId = await createProduct(app, target);
    await advertise(app, target, productId);
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: as(cast.admin) })).json()).toEqual({
      deletedCount: 1,
    });
    expect(await app.ctx.db.select().from(products).where(eq(products.id, productId))).toEqual([]);
    expect(await app.ctx.db.select().from(advertisements).where(eq(advertisements.productId, productId))).toEqual([]);
  });

  test('PATCH /api/user/sellers/:id verifies a seller ({ modifiedCount: 1 }, then 0); buyers and other statuses are refused', async () => {
    const target = await insertUser(app, { option: 'Seller Account' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/sellers/${target.id}`,
      headers: as(cast.admin),
      payload: { status: 'Verified' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await userRow(app, target.id)).toMatchObject({ status: 'Verified' });
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/user/sellers/${target.id}`,
      headers: as(cast.admin),
      payload: { status: 'Verified' },
    });
    expect(again.json()).toEqual({ modifiedCount: 0 });
    expectError(
      await app.inject({
        method: 'PATCH',
        url: `/api/user/sellers/${cast.buyer.id}`,
        headers: as(cast.admin),
        payload: { status: 'Verified' },
      }),
      409,
      'not-a-seller',
    );
    expectError(
      await app.inject({ method: 'PATCH', url: `/api/user/sellers/${target.id}`, headers: as(cast.admin), payload: { status: 'Banned' } }),
      400,
      'validation-failed',
    );
    expect(await userRow(app, cast.buyer.id)).toMatchObject({ status: null });
  });

  test('a verified seller shows the badge flag on their products', async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const productId = await createProduct(app, seller, { category_id: '04', name: 'MSI' });
    const flag = async () =>
      ((await app.inject({ method: 'GET', url: '/api/itemName/04' })).json() as { _id: string; sellerVerified: boolean }[]).find(
        (p) => p._id === productId,
      )!.sellerVerified;
    expect(await flag()).toBe(false);
    await app.inject({ method: 'PATCH', url: `/api/user/sellers/${seller.id}`, headers: as(cast.admin), payload: { status: 'Verified' } });
    expect(await flag()).toBe(true);
  });

  test('a second admin made through the API can use the admin calls', async () => {
    const other = await signUpAdmin(app, 'Seller Account');
    expect((await get('/api/user/sellers', other)).statusCode).toBe(200);
    expect((await get(`/api/user/sellers/${q(other.email)}`, other)).json()).toEqual({ isSeller: true });
  });
});
