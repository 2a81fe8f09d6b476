import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { advertisements } from '../db/schema.ts';
import {
  advertise,
  advertisementInput,
  as,
  type Cast,
  changedBehindTheApp,
  createProduct,
  expectError,
  KEYS,
  PHOTO,
  photoUrl,
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

const publicList = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/advertise' });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
const ownList = async (who = cast.seller) => {
  const res = await app.inject({ method: 'GET', url: `/api/advertised?email=${encodeURIComponent(who.email)}`, headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('POST /api/advertise', () => {
  test('with productId: 201 { acknowledged, insertedId }; the advert shows the product as stored, whatever the body says', async () => {
    const productId = await createProduct(app, cast.seller, {
      name: 'Asus',
      category_id: '02',
      price: 90_000,
      resell_price: 61_000,
      detail: 'ZenBook 14',
      phone: '01711-555000',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/advertise',
      headers: as(cast.seller),
      payload: advertisementInput({
        productId,
        price: 1,
        name: 'Apple',
        detail: 'a lie',
        image: photoUrl('another photo'),
        phone: '01999-999999',
        email: cast.seller.email,
      }),
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const advert = (await publicList()).find((a) => a._id === insertedId);
    expect(advert).toEqual({
      _id: insertedId,
      productId,
      image: PHOTO,
      name: 'Asus',
      price: 61_000,
      detail: 'ZenBook 14',
      use: '1 year',
      location: 'Dhaka',
      // The listing's number as its 11 digits (product §6).
      phone: '01711555000',
      // The public list has no seller's e-mail address (product §6); the seller's own list has it.
      email: null,
      chatOnly: false,
      createdAt: expect.any(String),
    });
  });

  test('advertising the same product twice answers 200 with the first advert, not a second one', async () => {
    const productId = await createProduct(app, cast.seller);
    const first = await advertise(app, cast.seller, productId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/advertise',
      headers: as(cast.seller),
      payload: advertisementInput({ productId }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: first });
    expect((await publicList()).filter((a) => a.productId === productId)).toHaveLength(1);
  });

  test('free-form adverts: an advert must name one of the seller’s own products on sale; nothing else reaches the home page', async () => {
    const before = (await publicList()).length;
    const free = advertisementInput({ name: 'MSI', price: 1, image: 'https://evil.example/x.png' });
    expectError(
      await app.inject({ method: 'POST', url: '/api/advertise', headers: as(cast.seller), payload: free }),
      400,
      'validation-failed',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/advertise',
        headers: as(cast.seller),
        payload: advertisementInput({ name: 'MSI', price: 1 }),
      }),
      400,
      'validation-failed',
    );
    expect(await publicList()).toHaveLength(before);
  });

  test("refuses another seller's product (403), an unknown product (404), a sold one (409) and someone else's email (403)", async () => {
    const theirs = await createProduct(app, cast.otherSeller);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/advertise',
        headers: as(cast.seller),
        payload: advertisementInput({ productId: theirs }),
      }),
      403,
      'forbidden',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/advertise',
        headers: as(cast.seller),
        payload: advertisementInput({ productId: UNKNOWN_ID }),
      }),
      404,
      'product-not-found',
    );
    const sold = await createProduct(app, cast.seller);
    await sell(app, sold);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/advertise',
        headers: as(cast.seller),
        payload: advertisementInput({ productId: sold }),
      }),
      409,
      'product-sold',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/advertise',
        headers: as(cast.seller),
        payload: advertisementInput({ productId: await createProduct(app, cast.seller), email: cast.otherSeller.email }),
      }),
      403,
      'email-mismatch',
    );
    expect((await publicList()).some((a) => a.productId === theirs || a.productId === sold)).toBe(false);
  });
});

describe('GET /api/advertise', () => {
  test('is public, newest first, in the field names of product §3, and hides adverts of sold products', async () => {
    const productId = await createProduct(app, cast.otherSeller);
    const advert = await advertise(app, cast.otherSeller, productId);
    const list = await publicList();
    expect(list[0]!._id).toBe(advert);
    for (const a of list) expect(sortedKeys(a)).toEqual([...KEYS.advertisement]);
    await sell(app, productId);
    expect((await publicList()).some((a) => a._id === advert)).toBe(false);
  });
});

describe('GET /api/advertised?email=', () => {
  test("answers the seller's own adverts only", async () => {
    const list = await ownList();
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const a of list) {
      expect(sortedKeys(a)).toEqual([...KEYS.advertisement]);
      expect(a.email).toBe(cast.seller.email);
    }
    const theirs = await ownList(cast.otherSeller);
    expect(theirs.every((a) => a.email === cast.otherSeller.email)).toBe(true);
  });
});

describe('DELETE /api/advertise/:id', () => {
  test('removes an own advert: { deletedCount: 1 }, the product stays; then 404', async () => {
    const productId = await createProduct(app, cast.seller, { category_id: '09', name: 'Avita' });
    const advert = await advertise(app, cast.seller, productId);
    const res = await app.inject({ method: 'DELETE', url: `/api/advertise/${advert}`, headers: as(cast.seller) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await ownList()).some((a) => a._id === advert)).toBe(false);
    const category = (await app.inject({ method: 'GET', url: '/api/itemName/09' })).json() as { _id: string }[];
    expect(category.some((p) => p._id === productId)).toBe(true);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/advertise/${advert}`, headers: as(cast.seller) }),
      404,
      'advertisement-not-found',
    );
  });

  test("another seller's advert: 403 and it stays; an admin may remove it", async () => {
    const advert = await advertise(app, cast.seller, await createProduct(app, cast.seller));
    expectError(await app.inject({ method: 'DELETE', url: `/api/advertise/${advert}`, headers: as(cast.otherSeller) }), 403, 'forbidden');
    expect((await publicList()).some((a) => a._id === advert)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/advertise/${advert}`, headers: as(cast.admin) })).json()).toEqual({
      deletedCount: 1,
    });
  });
});

describe('adverts placed at the same moment', () => {
  test('come in one order, by id, on every engine and every request', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await advertise(app, cast.seller, await createProduct(app, cast.seller)));
    // As a bulk insert (the demo seed) leaves them: one creation time for all.
    await app.ctx.db
      .update(advertisements)
      .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
      .where(inArray(advertisements.id, ids));
    changedBehindTheApp(app);
    const order = (list: Record<string, unknown>[]) => list.map((ad) => ad._id).filter((id) => ids.includes(id as string));
    const expected = [...ids].sort().reverse();
    expect(order(await publicList())).toEqual(expected);
    expect(order(await ownList())).toEqual(expected);
  });
});
