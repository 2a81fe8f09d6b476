import { describe, expect, test } from 'vitest';
import { productList } from '#shared/schemas/products.ts';
import { as, type Cast, createProduct, expectError, KEYS, sell, sortedKeys, UNKNOWN_ID } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { withAppAndCast } from '../testing/suite.ts';

/** GET /api/products/:id/similar: the product page's "Similar laptops" (product §2 and §7). */
let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const BRAND = { Hp: '01', Asus: '02', MSI: '04', Acer: '05', Dell: '07', Avita: '09' } as const;
const list = (brand: keyof typeof BRAND, resell_price: number, detail: string, seller = cast.otherSeller) =>
  createProduct(app, seller, { name: brand, category_id: BRAND[brand], resell_price, detail });
const similar = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${id}/similar` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { _id: string; detail: string }[];
  expect(productList.parse(body)).toEqual(body);
  return body;
};

describe('GET /api/products/:id/similar', () => {
  test('the same brand first, nearest price first; then other brands within a quarter of its price; never itself, sold or deleted ones', async () => {
    const asus = await list('Asus', 40_000, 'the product', cast.seller);
    await list('Asus', 90_000, 'same brand, far in price');
    await list('Asus', 41_000, 'same brand, near in price');
    await sell(app, await list('Asus', 40_000, 'same brand, sold'));
    const deleted = await list('Asus', 40_000, 'same brand, deleted');
    await app.inject({ method: 'DELETE', url: `/api/itemName/${deleted}`, headers: as(cast.otherSeller) });
    await list('Dell', 30_000, 'three quarters of its price');
    await list('Dell', 50_000, 'five quarters of its price');
    await list('Dell', 29_999, 'just below the band');
    await list('Dell', 50_001, 'just above the band');
    await list('MSI', 39_000, 'another brand, near in price');
    await list('Hp', 45_000, 'another brand, within the band');

    const details = (await similar(asus)).map((p) => p.detail);
    expect(details.slice(0, 4)).toEqual([
      'same brand, near in price',
      'same brand, far in price',
      'another brand, near in price',
      'another brand, within the band',
    ]);
    // Both ends of the band are in it, as far from the price as each other.
    expect(details.slice(4).sort()).toEqual(['five quarters of its price', 'three quarters of its price']);
  });

  test('at most 8, the nearest in price, each answered as every product is', async () => {
    const acer = await list('Acer', 10_000, 'the product', cast.seller);
    for (let i = 1; i <= 10; i++) await list('Acer', 10_000 + i * 100, `Acer ${i}`);
    const body = await similar(acer);
    expect(body.map((p) => p.detail)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `Acer ${i}`));
    for (const p of body) expect(sortedKeys(p)).toEqual([...KEYS.product]);
  });

  test('a sold product still has similar laptops on its page', async () => {
    const sold = await list('Acer', 10_000, 'sold product', cast.seller);
    await sell(app, sold);
    expect((await similar(sold)).map((p) => p.detail)).toContain('Acer 1');
  });

  test('a product with nothing like it: an empty list', async () => {
    const lonely = await list('Avita', 9_000_000, 'the only Avita, and far dearer than any other', cast.seller);
    expect(await similar(lonely)).toEqual([]);
  });

  test('an unknown, deleted or removed product: 404 product-not-found; a malformed id: 400', async () => {
    const removed = await list('Dell', 60_000, 'sold, then removed', cast.seller);
    await sell(app, removed);
    await app.inject({ method: 'DELETE', url: `/api/itemName/${removed}`, headers: as(cast.seller) });
    for (const id of [UNKNOWN_ID, removed])
      expectError(await app.inject({ method: 'GET', url: `/api/products/${id}/similar` }), 404, 'product-not-found');
    for (const id of ['42', 'not-a-uuid'])
      expectError(await app.inject({ method: 'GET', url: `/api/products/${id}/similar` }), 400, 'validation-failed');
  });
});
