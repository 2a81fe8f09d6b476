import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { BRANDS } from '#shared/constants.ts';
import { productList } from '#shared/schemas/products.ts';
import { products, user } from '../db/schema.ts';
import {
  as,
  type Cast,
  changedBehindTheApp,
  createProduct,
  expectError,
  KEYS,
  PHOTO,
  photoUrl,
  sell,
  type TestApp,
  verify,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

describe('GET /api/itemCategory', () => {
  test('answers the nine brand categories in the order of product §1, each { id, name } with the 7-character suffix', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemCategory' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(BRANDS.map((brand, i) => ({ id: `0${i + 1}`, name: `${brand} Laptop` })));
  });
});

describe('GET /api/itemName/:id', () => {
  test('an empty category answers an empty list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemName/09' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  test('lists the unsold items of that category only, newest first, in the field names of product §3', async () => {
    const older = await createProduct(app, cast.seller, {
      name: 'Dell',
      category_id: '07',
      price: 70_000,
      resell_price: 41_000,
      detail: 'older',
      phone: '01711-123456',
    });
    const sold = await createProduct(app, cast.seller, { name: 'Dell', category_id: '07', detail: 'sold' });
    const newer = await createProduct(app, cast.otherSeller, { name: 'Dell', category_id: '07', detail: 'newer', seller: 'Omar Seller' });
    await createProduct(app, cast.seller, { name: 'Acer', category_id: '05' });
    await sell(app, sold);
    await verify(app, cast.otherSeller);
    changedBehindTheApp(app);

    const res = await app.inject({ method: 'GET', url: '/api/itemName/07' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((p) => p._id)).toEqual([newer, older]);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(KEYS.product);
    // Exactly what the documented response schema describes, nothing more or less.
    expect(productList.parse(list)).toEqual(list);
    expect(list[1]).toMatchObject({
      _id: older,
      name: 'Dell',
      category_id: '07',
      price: 70_000,
      resell_price: 41_000,
      // The listing's number as its 11 digits (product §6).
      phone: '01711123456',
      location: 'Dhaka',
      detail: 'older',
      date: 'Just now',
      use: '1 year',
      image: PHOTO,
      seller: 'Sami Seller',
      // Nobody's e-mail address in a public answer (product §6).
      email: null,
      sellerVerified: false,
      status: 'available',
      images: [PHOTO],
      processor: null,
      ram: null,
      storage: null,
      storageType: null,
      screen: null,
      condition: null,
      district: null,
      division: null,
      chatOnly: false,
    });
    expect(list[0]).toMatchObject({ seller: expect.any(String), email: null, sellerVerified: true });
    expect(new Date(list[0]!.createdAt as string).toISOString()).toBe(list[0]!.createdAt);
    const [stored] = await app.ctx.db.select({ createdAt: products.createdAt }).from(products).where(eq(products.id, newer));
    expect(list[0]!.createdAt).toBe(stored!.createdAt.toISOString());
  });

  test('a listing with every spec and several photos: the specs as sent, the division from the district, image first of images', async () => {
    const images = [photoUrl('spec-1'), photoUrl('spec-2'), photoUrl('spec-3')];
    const specs = {
      processor: 'Ryzen 5 5600U',
      ram: 16,
      storage: 1024,
      storageType: 'SSD',
      screen: 14,
      condition: 'Fair',
      district: 'Brahmanbaria',
    } as const;
    const full = await createProduct(app, cast.seller, { name: 'Asus', category_id: '02', ...specs, images, image: undefined });
    const some = await createProduct(app, cast.seller, { name: 'Asus', category_id: '02', screen: 15.6, storageType: 'eMMC' });
    const res = await app.inject({ method: 'GET', url: '/api/itemName/02' });
    const list = res.json() as Record<string, unknown>[];
    expect(productList.parse(list)).toEqual(list);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(KEYS.product);
    expect(list.find((p) => p._id === full)).toMatchObject({ ...specs, division: 'Chattogram', image: images[0], images });
    expect(list.find((p) => p._id === some)).toMatchObject({
      screen: 15.6,
      storageType: 'eMMC',
      ram: null,
      district: null,
      division: null,
      images: [PHOTO],
    });
    // The database writes this JSON; its screen is a JSON number, as the schema says, not numeric's text.
    expect(res.body).toMatch(/"screen":14(\.0)?[,}]/);
    expect(res.body).toContain('"screen":15.6,');
  });

  test('text comes back exactly as it was stored: quotes, backslashes, new lines, Bangla, emoji', async () => {
    const detail = 'Core i7 "like new"\\ 16" screen\nঢাকা থেকে 💻 </script>\t\u0001';
    const id = await createProduct(app, cast.seller, {
      name: 'Apple',
      category_id: '06',
      detail,
      location: 'চট্টগ্রাম',
      price: 0,
      resell_price: 0,
    });
    const res = await app.inject({ method: 'GET', url: '/api/itemName/06' });
    // The database writes this JSON: it is what the route's response schema describes, whatever the text.
    expect(productList.parse(res.json())).toEqual(res.json());
    expect((res.json() as { _id: string; detail: string; location: string }[]).find((p) => p._id === id)).toMatchObject({
      detail,
      location: 'চট্টগ্রাম',
    });
  });

  test('needs no session, and a bogus cookie or token changes nothing', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged' }, { authorization: 'Bearer forged' }, as(cast.buyer)]) {
      const res = await app.inject({ method: 'GET', url: '/api/itemName/07', headers });
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBe(2);
    }
  });

  test('pages with limit (default and at most 100) and offset', async () => {
    const seller = (await app.ctx.db.select().from(user).where(eq(user.id, cast.seller.id)))[0]!;
    const base = Date.now() - 1_000_000;
    await app.ctx.db.insert(products).values(
      Array.from({ length: 105 }, (_, i) => ({
        name: 'Avita',
        categoryId: '08',
        price: 1000 + i,
        resellPrice: 500 + i,
        phone: '1',
        location: 'Dhaka',
        detail: `item ${i}`,
        date: 'now',
        use: '1 year',
        image: PHOTO,
        images: [PHOTO],
        seller: seller.name,
        email: seller.email,
        sellerId: seller.id,
        createdAt: new Date(base + i * 1000),
      })),
    );
    changedBehindTheApp(app);
    const all = await app.inject({ method: 'GET', url: '/api/itemName/08' });
    const list = all.json() as { detail: string }[];
    expect(list).toHaveLength(100);
    expect(list[0]!.detail).toBe('item 104');
    const page = await app.inject({ method: 'GET', url: '/api/itemName/08?limit=10&offset=100' });
    expect((page.json() as { detail: string }[]).map((p) => p.detail)).toEqual(['item 4', 'item 3', 'item 2', 'item 1', 'item 0']);
    const small = await app.inject({ method: 'GET', url: '/api/itemName/08?limit=2&offset=1' });
    expect((small.json() as { detail: string }[]).map((p) => p.detail)).toEqual(['item 103', 'item 102']);
  });

  test.each([
    ['/api/itemName/10', 404, 'category-not-found'],
    ['/api/itemName/00', 404, 'category-not-found'],
    ['/api/itemName/Hp', 404, 'category-not-found'],
    ['/api/itemName/%27%20or%201%3D1--', 404, 'category-not-found'],
    [`/api/itemName/${'1'.repeat(51)}`, 400, 'validation-failed'],
    ['/api/itemName/01?limit=0', 400, 'validation-failed'],
    ['/api/itemName/01?limit=101', 400, 'validation-failed'],
    ['/api/itemName/01?limit=abc', 400, 'validation-failed'],
    ['/api/itemName/01?limit=1.5', 400, 'validation-failed'],
    ['/api/itemName/01?offset=-1', 400, 'validation-failed'],
    ['/api/itemName/01?offset=99999999999', 400, 'validation-failed'],
  ])('%s answers %i %s', async (url, status, code) => {
    expectError(await app.inject({ method: 'GET', url }), status, code);
  });
});
