import { describe, expect, test } from 'vitest';
import {
  as,
  type Cast,
  createProduct,
  expectError,
  fileReport,
  KEYS,
  PHOTO,
  photoUrl,
  reportInput,
  sortedKeys,
  type TestApp,
  UNKNOWN_ID,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

let productId: string;

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  productId = await createProduct(app, cast.seller, { name: 'Lenovo', category_id: '03' });
});

const allReports = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/report', headers: as(cast.admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('POST /api/report', () => {
  test('files a report: 201 { acknowledged, insertedId }, with the reporter email from the session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/report',
      headers: as(cast.buyer),
      payload: reportInput(productId, { email: cast.buyer.email }),
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await allReports()).find((r) => r._id === insertedId)).toEqual({
      _id: insertedId,
      productId,
      image: PHOTO,
      itemName: 'Lenovo',
      email: cast.buyer.email,
      message: 'The photo is not of this laptop.',
      createdAt: expect.any(String),
      // Beyond product §3: what it is of, and whom it is about (the listing's seller), whom an admin may suspend.
      kind: 'product',
      reported: { id: cast.seller.id, name: 'Sami Seller', admin: false, suspended: false },
    });
  });

  test('the image and item name are the product’s, whatever the body says', async () => {
    const apple = await createProduct(app, cast.seller, { name: 'Apple', category_id: '06', image: photoUrl('apple') });
    const id = await fileReport(app, cast.buyer, apple, { itemName: 'Something else', image: photoUrl('something else') });
    expect((await allReports()).find((r) => r._id === id)).toMatchObject({ productId: apple, itemName: 'Apple', image: photoUrl('apple') });
  });

  test("refuses someone else's email (403), an unknown product (404), and a report of no product (400)", async () => {
    const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/report', headers: as(cast.buyer), payload });
    expectError(await post(reportInput(productId, { email: cast.seller.email })), 403, 'email-mismatch');
    expectError(await post(reportInput(UNKNOWN_ID)), 404, 'product-not-found');
    const { productId: _none, ...free } = reportInput(productId);
    expectError(await post(free), 400, 'validation-failed');
  });
});

describe('GET /api/report', () => {
  test('lists every report, newest first, in the field names of product §3', async () => {
    const a = await fileReport(app, cast.seller, productId);
    const b = await fileReport(app, cast.otherSeller, productId);
    const list = await allReports();
    expect(list.slice(0, 2).map((r) => r._id)).toEqual([b, a]);
    // product §3's fields, and beyond them what each is of and whom it is about.
    for (const r of list) expect(sortedKeys(r)).toEqual([...KEYS.report, 'kind', 'reported'].sort());
  });
});

describe('DELETE /api/report/:id', () => {
  test('{ deletedCount: 1 }, then 404; with the bearer header of product §7 as well as the cookie', async () => {
    const viaCookie = await fileReport(app, cast.buyer, productId);
    const viaBearer = await fileReport(app, cast.buyer, productId);
    const one = await app.inject({ method: 'DELETE', url: `/api/report/${viaCookie}`, headers: as(cast.admin) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ deletedCount: 1 });
    const two = await app.inject({ method: 'DELETE', url: `/api/report/${viaBearer}`, headers: as(cast.admin, 'bearer') });
    expect(two.json()).toEqual({ deletedCount: 1 });
    expect((await allReports()).some((r) => r._id === viaCookie || r._id === viaBearer)).toBe(false);
    expectError(await app.inject({ method: 'DELETE', url: `/api/report/${viaCookie}`, headers: as(cast.admin) }), 404, 'report-not-found');
  });
});
