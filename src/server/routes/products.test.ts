import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { advertisements, products } from '../db/schema.ts';
import { advertise, as, type Cast, createProduct, expectError, KEYS, markSold, productInput, sortedKeys, UNKNOWN_ID } from '../testing/fixtures.ts';
import { type TestApp } from '../testing/test-app.ts';
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
  test('lists a product: 201 { acknowledged, insertedId }, stored with the seller email from the session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/itemName', headers: as(cast.seller), payload: productInput({ name: 'Hp', category_id: '01', detail: 'EliteBook 840' }) });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { acknowledged: boolean; insertedId: string };
    expect(body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const found = (await mine()).find((p) => p._id === body.insertedId);
    expect(found).toMatchObject({ name: 'Hp', category_id: '01', detail: 'EliteBook 840', email: cast.seller.email, status: 'available', price: 85_000, resell_price: 52_000 });
  });

  test('takes the SPEC payload with the seller email in it (any letter case) and trims text', async () => {
    const id = await createProduct(app, cast.seller, { email: cast.seller.email.toUpperCase(), location: '  Sylhet  ', price: 0, resell_price: 0 });
    const found = (await mine()).find((p) => p._id === id);
    expect(found).toMatchObject({ email: cast.seller.email, location: 'Sylhet', price: 0, resell_price: 0 });
  });

  test("refuses someone else's email in the body: 403 email-mismatch, nothing stored", async () => {
    const before = (await mine()).length;
    const res = await app.inject({ method: 'POST', url: '/api/itemName', headers: as(cast.seller), payload: productInput({ email: cast.otherSeller.email }) });
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
  test("answers the seller's own products only, newest first, in the SPEC field names", async () => {
    await createProduct(app, cast.otherSeller, { seller: 'Omar Seller' });
    const list = await mine();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const p of list) {
      expect(sortedKeys(p)).toEqual([...KEYS.product]);
      expect(p.email).toBe(cast.seller.email);
    }
    const times = list.map((p) => Date.parse(p.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('also lists sold products (the seller still sees them)', async () => {
    const id = await createProduct(app, cast.seller);
    await markSold(app, id);
    expect((await mine()).find((p) => p._id === id)).toMatchObject({ status: 'sold' });
  });

  test('an admin reads any seller’s products', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/itemName?email=${encodeURIComponent(cast.seller.email)}`, headers: as(cast.admin) });
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

  test("another seller cannot delete it (403) and it stays; an admin can", async () => {
    const id = await createProduct(app, cast.seller);
    expectError(await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.otherSeller) }), 403, 'forbidden');
    expect((await mine()).some((p) => p._id === id)).toBe(true);
    const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(cast.admin) });
    expect(res.json()).toEqual({ deletedCount: 1 });
  });

  test('unknown and malformed ids', async () => {
    expectError(await app.inject({ method: 'DELETE', url: `/api/itemName/${UNKNOWN_ID}`, headers: as(cast.seller) }), 404, 'product-not-found');
    expectError(await app.inject({ method: 'DELETE', url: '/api/itemName/42', headers: as(cast.seller) }), 400, 'validation-failed');
  });
});
