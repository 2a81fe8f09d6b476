import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MODERATION } from '#shared/constants.ts';
import type { ListingSubmitted } from '#shared/schemas/moderation.ts';
import { as, buildTestApp, productInput, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';

/*
 * How strict a marketplace is (MODERATION, product §4 "Moderation"): `flagged` holds only what the checks flag,
 * `new-sellers` also the first three listings of a seller who is not verified, `all` every listing.
 */

async function list(app: TestApp, seller: TestUser, overrides: Parameters<typeof productInput>[0] = {}): Promise<ListingSubmitted> {
  const res = await app.inject({ method: 'POST', url: '/api/itemName', headers: as(seller), payload: productInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ListingSubmitted;
}

describe('MODERATION=new-sellers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ MODERATION: 'new-sellers' });
  });
  afterAll(() => app?.close());

  test('the first three listings of a seller who is not verified wait; the fourth is on sale at once', async () => {
    const seller = await signUpAs(app, 'seller');
    for (let n = 1; n <= MODERATION.newSellerListings; n++) {
      expect(await list(app, seller), `listing ${n}`).toMatchObject({ status: 'review', reasons: [{ code: 'new-seller' }] });
    }
    expect(await list(app, seller)).toMatchObject({ status: 'available', reasons: [] });
  });

  test('a verified seller is exempt; the checks still hold what they flag', async () => {
    const seller = await signUpAs(app, 'verifiedSeller');
    expect(await list(app, seller)).toMatchObject({ status: 'available', reasons: [] });
    expect(await list(app, seller, { detail: 'Call 01711-000009' })).toMatchObject({
      status: 'review',
      reasons: [{ code: 'phone-in-detail' }],
    });
  });

  test('a new seller’s flagged listing says both reasons', async () => {
    const seller = await signUpAs(app, 'seller');
    expect((await list(app, seller, { detail: 'rahim@gmail.com' })).reasons.map((r) => r.code)).toEqual(['email-in-detail', 'new-seller']);
  });
});

describe('MODERATION=all', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ MODERATION: 'all' });
  });
  afterAll(() => app?.close());

  test('every listing waits, a verified seller’s and an old hand’s too', async () => {
    const verified = await signUpAs(app, 'verifiedSeller');
    for (let n = 0; n < MODERATION.newSellerListings + 1; n++) {
      expect(await list(app, verified)).toMatchObject({ status: 'review', reasons: [{ code: 'every-listing' }] });
    }
  });
});

describe('MODERATION=flagged (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  test('a new seller’s first listing that nothing flags is on sale at once', async () => {
    expect(app.ctx.config.MODERATION).toBe('flagged');
    const seller = await signUpAs(app, 'seller');
    expect(await list(app, seller)).toMatchObject({ status: 'available', reasons: [] });
  });
});
