import { describe, expect, test } from 'vitest';
import { as, createProduct, expectError, fileReport, KEYS, reportInput, sortedKeys, UNKNOWN_ID, type Cast } from '../testing/fixtures.ts';
import { type TestApp } from '../testing/test-app.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const allReports = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/report', headers: as(cast.admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('POST /api/report', () => {
  test('files a report: 201 { acknowledged, insertedId }, with the reporter email from the session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/report', headers: as(cast.buyer), payload: reportInput({ email: cast.buyer.email }) });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await allReports()).find((r) => r._id === insertedId)).toEqual({
      _id: insertedId,
      productId: null,
      image: '/images/ab/abcdef-card.webp',
      itemName: 'Lenovo',
      email: cast.buyer.email,
      message: 'The photo is not of this laptop.',
      createdAt: expect.any(String),
    });
  });

  test('with productId the image and item name are the product’s', async () => {
    const productId = await createProduct(app, cast.seller, { name: 'Apple', category_id: '06', image: '/images/cd/apple-card.webp' });
    const id = await fileReport(app, cast.buyer, { productId, itemName: 'Something else', image: 'https://example.com/x.png' });
    expect((await allReports()).find((r) => r._id === id)).toMatchObject({ productId, itemName: 'Apple', image: '/images/cd/apple-card.webp' });
  });

  test("refuses someone else's email (403) and an unknown product (404)", async () => {
    expectError(await app.inject({ method: 'POST', url: '/api/report', headers: as(cast.buyer), payload: reportInput({ email: cast.seller.email }) }), 403, 'email-mismatch');
    expectError(await app.inject({ method: 'POST', url: '/api/report', headers: as(cast.buyer), payload: reportInput({ productId: UNKNOWN_ID }) }), 404, 'product-not-found');
  });
});

describe('GET /api/report', () => {
  test('lists every report, newest first, in the SPEC field names', async () => {
    const a = await fileReport(app, cast.seller);
    const b = await fileReport(app, cast.otherSeller);
    const list = await allReports();
    expect(list.slice(0, 2).map((r) => r._id)).toEqual([b, a]);
    for (const r of list) expect(sortedKeys(r)).toEqual([...KEYS.report]);
  });
});

describe('DELETE /api/report/:id', () => {
  test('{ deletedCount: 1 }, then 404; with the bearer header of SPEC §7 as well as the cookie', async () => {
    const viaCookie = await fileReport(app, cast.buyer);
    const viaBearer = await fileReport(app, cast.buyer);
    const one = await app.inject({ method: 'DELETE', url: `/api/report/${viaCookie}`, headers: as(cast.admin) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ deletedCount: 1 });
    const two = await app.inject({ method: 'DELETE', url: `/api/report/${viaBearer}`, headers: as(cast.admin, 'bearer') });
    expect(two.json()).toEqual({ deletedCount: 1 });
    expect((await allReports()).some((r) => r._id === viaCookie || r._id === viaBearer)).toBe(false);
    expectError(await app.inject({ method: 'DELETE', url: `/api/report/${viaCookie}`, headers: as(cast.admin) }), 404, 'report-not-found');
  });
});
