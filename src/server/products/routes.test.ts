import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { advertisements, products } from '../db/schema.ts';
import {
  advertise,
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  KEYS,
  pay,
  photoUrl,
  productInput,
  sell,
  sortedKeys,
  type TestApp,
  UNKNOWN_ID,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const mine = async (who = cast.seller) => {
  const res = await app.inject({ method: 'GET', url: `/api/itemName?email=${encodeURIComponent(who.email)}`, headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('POST /api/itemName', () => {
  test('lists a product: 201 { acknowledged, insertedId, status, reasons }, stored with the seller email from the session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/itemName',
      headers: as(cast.seller),
      payload: productInput({ name: 'Hp', category_id: '01', detail: 'EliteBook 840' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { acknowledged: boolean; insertedId: string };
    // Nothing held it: on sale at once (moderation/checks.test.ts has what holds a listing back).
    expect(body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'available', reasons: [] });
    const found = (await mine()).find((p) => p._id === body.insertedId);
    expect(found).toMatchObject({
      name: 'Hp',
      category_id: '01',
      detail: 'EliteBook 840',
      email: cast.seller.email,
      status: 'available',
      price: 85_000,
      resell_price: 52_000,
    });
  });

  test('takes the payload of product §7 with the seller email in it (any letter case) and trims text', async () => {
    const id = await createProduct(app, cast.seller, {
      email: cast.seller.email.toUpperCase(),
      location: '  Sylhet  ',
      price: 0,
      resell_price: 0,
    });
    const found = (await mine()).find((p) => p._id === id);
    expect(found).toMatchObject({ email: cast.seller.email, location: 'Sylhet', price: 0, resell_price: 0 });
  });

  test("refuses someone else's email in the body: 403 email-mismatch, nothing stored", async () => {
    const before = (await mine()).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/itemName',
      headers: as(cast.seller),
      payload: productInput({ email: cast.otherSeller.email }),
    });
    expectError(res, 403, 'email-mismatch');
    expect(await mine()).toHaveLength(before);
    expect(await mine(cast.otherSeller)).toHaveLength(0);
  });

  test('ignores fields it does not know (no seller id, status or _id from the body)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/itemName',
      headers: as(cast.seller),
      payload: { ...productInput(), _id: UNKNOWN_ID, status: 'sold', sellerId: cast.otherSeller.id, sellerVerified: true },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { insertedId: string }).insertedId;
    expect(id).not.toBe(UNKNOWN_ID);
    const [row] = await app.ctx.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'available', sellerId: cast.seller.id });
  });
});

describe('GET /api/itemName?email=', () => {
  test("answers the seller's own products only, newest first, in the field names of product §3", async () => {
    await createProduct(app, cast.otherSeller, { seller: 'Omar Seller' });
    const list = await mine();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const p of list) {
      expect(sortedKeys(p)).toEqual([...KEYS.ownProduct]);
      expect(p.email).toBe(cast.seller.email);
    }
    const times = list.map((p) => Date.parse(p.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('also lists sold products (the seller still sees them)', async () => {
    const id = await createProduct(app, cast.seller);
    await sell(app, id);
    expect((await mine()).find((p) => p._id === id)).toMatchObject({ status: 'sold' });
  });

  test('an admin reads any seller’s products', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/itemName?email=${encodeURIComponent(cast.seller.email)}`,
      headers: as(cast.admin),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBe((await mine()).length);
  });
});

describe('DELETE /api/itemName/:id', () => {
  test('deletes an own product: { deletedCount: 1 }, then 404; its advertisement goes with it', async () => {
    const id = await createProduct(app, cast.seller);
    const advert = await advertise(app, cast.seller, id);
    const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await mine()).some((p) => p._id === id)).toBe(false);
    expect(await app.ctx.db.select().from(advertisements).where(eq(advertisements.id, advert))).toEqual([]);
    expectError(await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) }), 404, 'product-not-found');
  });

  test('another seller cannot delete it (403) and it stays; an admin can', async () => {
    const id = await createProduct(app, cast.seller);
    expectError(await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.otherSeller) }), 403, 'forbidden');
    expect((await mine()).some((p) => p._id === id)).toBe(true);
    const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.admin) });
    expect(res.json()).toEqual({ deletedCount: 1 });
  });

  test('unknown and malformed ids', async () => {
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/itemName/${UNKNOWN_ID}`, headers: as(cast.seller) }),
      404,
      'product-not-found',
    );
    expectError(await app.inject({ method: 'DELETE', url: '/api/itemName/42', headers: as(cast.seller) }), 400, 'validation-failed');
  });
});

describe('photos are the image store’s own', () => {
  const HASH = 'ab'.repeat(16);
  test.each([
    ['another host, in the store’s own shape', `https://evil.example/ab/${HASH}-card.webp`, 'image-not-ours'],
    ['any http(s) photo', 'https://evil.example/x.png', 'validation-failed'],
    ['a path out of /images', '/images/../api/users', 'validation-failed'],
    ['a path into another folder', `/images/../../ab/${HASH}-card.webp`, 'validation-failed'],
    ['a query after the key', `/images/ab/${HASH}-card.webp?x=1`, 'validation-failed'],
    ['a protocol-relative URL', `//evil.example/ab/${HASH}-card.webp`, 'validation-failed'],
  ])('%s: 400, nothing listed', async (_name, image, code) => {
    const before = (await mine()).length;
    expectError(
      await app.inject({ method: 'POST', url: '/api/itemName', headers: as(cast.seller), payload: productInput({ image }) }),
      400,
      code,
    );
    expect(await mine()).toHaveLength(before);
  });

  test('a photo URL the store issued is taken', async () => {
    const id = await createProduct(app, cast.seller, { image: photoUrl('issued') });
    expect((await mine()).find((p) => p._id === id)).toMatchObject({ image: photoUrl('issued') });
  });
});

describe('impersonation: a listing shows its own seller', () => {
  test("the seller name is the account's own, whatever the form says", async () => {
    const id = await createProduct(app, cast.seller, { seller: 'Omar Seller' });
    expect((await mine()).find((p) => p._id === id)).toMatchObject({ seller: 'Sami Seller', email: cast.seller.email });
  });

  test("another seller's phone number is refused (409 phone-taken), however it is written; the seller's own is not", async () => {
    await createProduct(app, cast.otherSeller, { phone: '01712-345678' });
    for (const phone of ['01712-345678', '+880 1712 345678', '8801712345678']) {
      expectError(
        await app.inject({ method: 'POST', url: '/api/itemName', headers: as(cast.seller), payload: productInput({ phone }) }),
        409,
        'phone-taken',
      );
    }
    expect(await createProduct(app, cast.otherSeller, { phone: '+8801712345678' })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a seller deleting a sold product', () => {
  test("keeps the paid booking's record intact: its product, its price, and sold", async () => {
    const id = await createProduct(app, cast.seller, { name: 'Apple', category_id: '06', resell_price: 70_000 });
    const bookingId = await book(app, cast.buyer, id);
    await pay(app, cast.buyer, bookingId);
    const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await mine()).some((p) => p._id === id)).toBe(false);
    const orders = (await app.inject({ method: 'GET', url: '/api/allBookings', headers: as(cast.admin) })).json() as Record<
      string,
      unknown
    >[];
    expect(orders.find((b) => b._id === bookingId)).toMatchObject({
      productId: id,
      itemName: 'Apple',
      price: 70_000,
      paid: true,
      sold: true,
    });
    expectError(await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.seller) }), 404, 'product-not-found');
    expectError(
      await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.otherSeller), payload: { productId: id, phone: '017' } }),
      404,
      'product-not-found',
    );
  });
});
