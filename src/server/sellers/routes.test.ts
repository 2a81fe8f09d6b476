import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sellerProfile } from '#shared/schemas/sellers.ts';
import { user } from '../db/schema.ts';
import {
  as,
  type Cast,
  createProduct,
  expectError,
  insertUser,
  KEYS,
  sell,
  signUp,
  sortedKeys,
  type TestApp,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

/** GET /api/sellers/:id: a seller's public profile, for anyone (product §7). */
let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const get = (id: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/sellers/${id}`, headers });

describe('GET /api/sellers/:id', () => {
  test('answers name, badge, member since, items sold and items on sale (newest first), to anyone', async () => {
    const seller = await signUp(app, { name: 'Farida Seller', option: 'Seller Account' });
    const oldest = await createProduct(app, seller, { detail: 'oldest' });
    const soldOne = await createProduct(app, seller, { detail: 'sold' });
    const soldAndRemoved = await createProduct(app, seller, { detail: 'sold, then removed' });
    const deleted = await createProduct(app, seller, { detail: 'deleted' });
    const newest = await createProduct(app, seller, { detail: 'newest', district: 'Sylhet', ram: 16 });
    await createProduct(app, cast.seller, { detail: 'someone else’s' });
    await sell(app, soldOne);
    await sell(app, soldAndRemoved);
    await app.inject({ method: 'DELETE', url: `/api/itemName/${soldAndRemoved}`, headers: as(seller) });
    await app.inject({ method: 'DELETE', url: `/api/itemName/${deleted}`, headers: as(seller) });

    for (const headers of [{}, as(cast.buyer), as(seller), as(cast.admin)]) {
      const res = await get(seller.id, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: Record<string, unknown>[]; memberSince: string };
      expect(sellerProfile.parse(body)).toEqual(body);
      expect(body).toMatchObject({ id: seller.id, name: 'Farida Seller', verified: false, soldCount: 2 });
      expect(new Date(body.memberSince).toISOString()).toBe(body.memberSince);
      expect(body.items.map((p) => p._id)).toEqual([newest, oldest]);
      for (const p of body.items) expect(sortedKeys(p)).toEqual([...KEYS.product]);
      expect(body.items[0]).toMatchObject({ status: 'available', district: 'Sylhet', division: 'Sylhet', ram: 16 });
    }
  });

  test('a verified seller carries the badge; a seller with nothing listed has an empty profile', async () => {
    const { id } = await insertUser(app, { option: 'Seller Account', status: 'Verified', name: 'Badge Seller' });
    expect((await get(id)).json()).toMatchObject({ id, name: 'Badge Seller', verified: true, soldCount: 0, items: [] });
  });

  test('an admin who is a seller has a profile too', async () => {
    const { id } = await insertUser(app, { option: 'Seller Account', role: 'admin' });
    expect((await get(id)).statusCode).toBe(200);
  });

  test('a buyer, an admin who is a buyer, an unknown id: 404 seller-not-found, nothing about them told', async () => {
    for (const id of [cast.buyer.id, cast.admin.id, 'no-such-user']) {
      const res = await get(id);
      expectError(res, 404, 'seller-not-found');
      expect(res.body).not.toContain('Bina');
    }
  });

  test('a seller who became a buyer has no profile any more', async () => {
    const { id } = await insertUser(app, { option: 'Seller Account' });
    expect((await get(id)).statusCode).toBe(200);
    await app.ctx.db.update(user).set({ option: 'Buyers Account' }).where(eq(user.id, id));
    expectError(await get(id), 404, 'seller-not-found');
  });

  test('too long an id: 414 uri-too-long; one just short of it is looked up', async () => {
    expectError(await get('x'.repeat(101)), 414, 'uri-too-long');
    expectError(await get('x'.repeat(100)), 404, 'seller-not-found');
  });
});
