import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productDetail } from '#shared/schemas/products.ts';
import { user } from '../db/schema.ts';
import {
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  KEYS,
  pay,
  photoUrl,
  sell,
  sortedKeys,
  type TestApp,
  UNKNOWN_ID,
  verify,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

/** GET /api/products/:id: the product page's one product, for anyone (product §7). */
let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const get = (id: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/products/${id}`, headers });

describe('GET /api/products/:id', () => {
  test('answers a product on sale with every field and its seller, to anyone', async () => {
    await verify(app, cast.seller);
    const images = [photoUrl('page-1'), photoUrl('page-2')];
    const id = await createProduct(app, cast.seller, {
      name: 'Apple',
      category_id: '06',
      images,
      image: undefined,
      processor: 'Apple M1',
      ram: 8,
      storage: 256,
      storageType: 'SSD',
      screen: 13.3,
      condition: 'Like new',
      district: 'Dhaka',
    });
    for (const headers of [{}, as(cast.buyer), as(cast.otherSeller), as(cast.admin)]) {
      const res = await get(id, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      // Exactly what the documented response schema describes, nothing more or less.
      expect(productDetail.parse(body)).toEqual(body);
      expect(sortedKeys(body)).toEqual([...KEYS.product, 'sellerProfile'].sort());
      expect(body).toMatchObject({
        _id: id,
        name: 'Apple',
        category_id: '06',
        image: images[0],
        images,
        status: 'available',
        seller: 'Sami Seller',
        // Not even to an admin here: the page is public; the seller's own list has it (product §6).
        email: null,
        chatOnly: false,
        sellerVerified: true,
        processor: 'Apple M1',
        ram: 8,
        storage: 256,
        storageType: 'SSD',
        screen: 13.3,
        condition: 'Like new',
        district: 'Dhaka',
        division: 'Dhaka',
      });
      const profile = body.sellerProfile as { memberSince: string };
      expect(profile).toEqual({ id: cast.seller.id, name: 'Sami Seller', verified: true, memberSince: expect.any(String) });
      expect(new Date(profile.memberSince).toISOString()).toBe(profile.memberSince);
    }
    await app.ctx.db.update(user).set({ status: null }).where(eq(user.id, cast.seller.id));
  });

  test('never answers what the specification keeps private: the seller id column, removal time, the seller account email twice', async () => {
    const id = await createProduct(app, cast.seller);
    const body = (await get(id)).json() as Record<string, unknown>;
    expect(body).not.toHaveProperty('sellerId');
    expect(body).not.toHaveProperty('removedAt');
    expect(body.sellerProfile).not.toHaveProperty('email');
  });

  test('a sold product answers with status sold', async () => {
    const id = await createProduct(app, cast.seller);
    await sell(app, id);
    expect((await get(id)).json()).toMatchObject({ _id: id, status: 'sold' });
  });

  test('a deleted product on sale is gone: 404 product-not-found', async () => {
    const id = await createProduct(app, cast.seller);
    await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) });
    expectError(await get(id), 404, 'product-not-found');
  });

  test('a sold product its seller removed: 404 product-not-found, though its record stays for the paid booking', async () => {
    const id = await createProduct(app, cast.seller);
    await pay(app, cast.buyer, await book(app, cast.buyer, id));
    expect((await get(id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) })).json()).toEqual({
      deletedCount: 1,
    });
    expectError(await get(id), 404, 'product-not-found');
  });

  test.each([
    [UNKNOWN_ID, 404, 'product-not-found'],
    ['42', 400, 'validation-failed'],
    ['not-a-uuid', 400, 'validation-failed'],
    ['%27%20or%201%3D1--', 400, 'validation-failed'],
  ])('/api/products/%s answers %i %s', async (id, status, code) => {
    expectError(await get(id), status, code);
  });
});
