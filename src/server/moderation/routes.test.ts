import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListingDecision, ListingSubmitted, ModerationQueue, OwnProduct, OwnProductDetail } from '#shared/schemas/moderation.ts';
import type { Notification } from '#shared/schemas/events.ts';
import {
  as,
  bookingInput,
  buildTestApp,
  createProduct,
  expectError,
  productInput,
  signUpCast,
  UNKNOWN_ID,
  type Cast,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { searchPageOf } from '../testing/search.ts';

/*
 * The admins' queue and decisions, the seller's resubmission (product §4, "Moderation"; product §7), and a listing that
 * waits, hidden from every public read and closed to bookings, adverts and conversations.
 */

/** The build's client and server renderer (made once per run by tests/support/build.ts): pages as visitors get them. */
const DIST = path.resolve(import.meta.dirname, '../../../dist');

let app: TestApp;
let cast: Cast;

beforeAll(async () => {
  app = await buildTestApp({}, { clientDir: path.join(DIST, 'client'), ssrDir: path.join(DIST, 'ssr') });
  cast = await signUpCast(app);
});
afterAll(() => app?.close());

/** A word no other listing has, so that a search finds this listing alone. */
const uniqueWord = () => `zephyr${Math.random().toString(36).slice(2, 8)}`;

/** A listing the checks hold for an admin: its description gives a phone number. */
async function waitingListing(seller: TestUser = cast.seller, word = uniqueWord()): Promise<{ id: string; word: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/itemName',
    headers: as(seller),
    payload: productInput({ name: 'Hp', detail: `EliteBook ${word}, call 01711-000001` }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as ListingSubmitted;
  expect(body).toMatchObject({ status: 'review', reasons: [{ code: 'phone-in-detail' }] });
  return { id: body.insertedId, word };
}

const post = (who: TestUser | null, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });
const get = (who: TestUser | null, url: string) => app.inject({ method: 'GET', url, headers: as(who) });
const ownList = async (who: TestUser) => (await get(who, `/api/itemName?email=${encodeURIComponent(who.email)}`)).json() as OwnProduct[];
const notificationsOf = async (who: TestUser) => ((await get(who, '/api/notifications')).json() as { items: Notification[] }).items;

/** What `publicly` finds of a listing that is not public: its pages 404, and it is in no list. */
const NOWHERE = { product: 404, page: 404, category: false, search: false, profile: false, sitemap: false };

/** Whether anyone may find the listing: its page (API and rendered), its category, a search of its word, its seller's profile, the sitemap. */
async function publicly(id: string, word: string, sellerId: string) {
  const product = await get(null, `/api/products/${id}`);
  const page = await app.inject({ method: 'GET', url: `/product/${id}` });
  const category = (await get(null, '/api/itemName/01?limit=100')).json() as { _id: string }[];
  const search = await searchPageOf(app, `q=${word}`);
  const profile = (await get(null, `/api/sellers/${sellerId}`)).json() as { items: { _id: string }[] };
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  return {
    product: product.statusCode,
    page: page.statusCode,
    category: category.some((p) => p._id === id),
    search: search.items.some((p) => p._id === id),
    profile: profile.items.some((p) => p._id === id),
    sitemap: sitemap.includes(`/product/${id}`),
  };
}

describe('a listing waiting for review', () => {
  test('is in no public read, for anyone: its page is 404, it is in no list, search, profile or sitemap', async () => {
    const { id, word } = await waitingListing();
    expect(await publicly(id, word, cast.seller.id)).toEqual(NOWHERE);
    for (const who of [cast.buyer, cast.otherSeller, cast.seller, cast.admin]) {
      expectError(await get(who, `/api/products/${id}`), 404, 'product-not-found');
      expectError(await get(who, `/api/products/${id}/similar`), 404, 'product-not-found');
    }
  });

  test('its seller and the admins read it, with why it waits; nobody else learns it exists', async () => {
    const { id } = await waitingListing();
    for (const who of [cast.seller, cast.admin]) {
      const res = await get(who, `/api/products/${id}/listing`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        _id: id,
        status: 'review',
        email: cast.seller.email,
        listing: { reasons: [{ code: 'phone-in-detail' }], rejectionReason: null, expiresAt: null },
        sellerProfile: { id: cast.seller.id },
      });
    }
    for (const who of [cast.buyer, cast.otherSeller]) expectError(await get(who, `/api/products/${id}/listing`), 404, 'product-not-found');
    expectError(await get(null, `/api/products/${id}/listing`), 401);
    expect((await ownList(cast.seller)).find((p) => p._id === id)).toMatchObject({
      status: 'review',
      listing: { reasons: [{ code: 'phone-in-detail' }] },
    });
  });

  test('cannot be booked, advertised or written about', async () => {
    const { id } = await waitingListing();
    expectError(await post(cast.buyer, '/api/bookings', bookingInput(id)), 409, 'product-not-on-sale');
    expectError(await post(cast.seller, '/api/advertise', { productId: id }), 409, 'product-not-on-sale');
    expectError(await post(cast.buyer, '/api/conversations', { productId: id, text: 'Still there?' }), 409, 'product-not-on-sale');
  });
});

describe('GET /api/moderation', () => {
  test('the admins see what waits, the longest waiting first, with its seller and reasons; nobody else', async () => {
    const first = await waitingListing();
    const second = await waitingListing(cast.otherSeller);
    const onSale = await createProduct(app, cast.seller);
    const res = await get(cast.admin, '/api/moderation');
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json() as ModerationQueue;
    const ids = queue.items.map((i) => i._id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(onSale);
    expect(queue.total).toBe(queue.items.length);
    expect(queue.items.find((i) => i._id === second.id)).toMatchObject({
      status: 'review',
      sellerProfile: { id: cast.otherSeller.id, name: cast.otherSeller.name },
      listing: { reasons: [{ code: 'phone-in-detail' }] },
    });
    expectError(await get(cast.seller, '/api/moderation'), 403);
    expectError(await get(cast.buyer, '/api/moderation'), 403);
    expectError(await get(null, '/api/moderation'), 401);
  });
});

describe('an admin approves', () => {
  test('public at once, for 30 days: in its category, the search, its page; its seller is told; not twice', async () => {
    const { id, word } = await waitingListing();
    const before = Date.now();
    const res = await post(cast.admin, `/api/moderation/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const decision = res.json() as ListingDecision;
    expect(decision).toMatchObject({ productId: id, status: 'available', listing: { reasons: [], rejectionReason: null } });
    const days = (Date.parse(decision.listing.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30 - 1 / 24);
    expect(days).toBeLessThan(30 + 1 / 24);
    expect(await publicly(id, word, cast.seller.id)).toEqual({
      product: 200,
      page: 200,
      category: true,
      search: true,
      profile: true,
      sitemap: true,
    });
    expect((await notificationsOf(cast.seller)).find((n) => n.data.productId === id)).toMatchObject({
      kind: 'listing-approved',
      data: { productId: id, productName: 'Hp' },
    });
    expectError(await post(cast.admin, `/api/moderation/${id}/approve`), 409, 'listing-not-in-review');
    expectError(await post(cast.admin, `/api/moderation/${UNKNOWN_ID}/approve`), 404, 'product-not-found');
  });

  test('only an admin', async () => {
    const { id } = await waitingListing();
    for (const who of [cast.seller, cast.otherSeller, cast.buyer]) {
      expectError(await post(who, `/api/moderation/${id}/approve`), 403);
      expectError(await post(who, `/api/moderation/${id}/reject`, { reason: 'No.' }), 403);
    }
    expectError(await post(null, `/api/moderation/${id}/approve`), 401);
    expect((await get(cast.seller, `/api/products/${id}/listing`)).json()).toMatchObject({ status: 'review' });
  });
});

describe('an admin rejects, and the seller sends it again', () => {
  test('the seller reads the reason and is told; a change goes back to the admins, who approve it', async () => {
    const { id, word } = await waitingListing();
    expectError(await post(cast.admin, `/api/moderation/${id}/reject`, { reason: '   ' }), 400, 'validation-failed');
    const reason = 'Take the phone number out of the description.';
    const rejected = await post(cast.admin, `/api/moderation/${id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', listing: { rejectionReason: reason } });
    expect((await ownList(cast.seller)).find((p) => p._id === id)).toMatchObject({
      status: 'rejected',
      listing: { rejectionReason: reason },
    });
    expect((await notificationsOf(cast.seller)).find((n) => n.data.productId === id)).toMatchObject({
      kind: 'listing-rejected',
      data: { reason },
    });
    expectError(await post(cast.admin, `/api/moderation/${id}/reject`, { reason }), 409, 'listing-not-in-review');
    // Rejected, it is no more public than it was while it waited.
    expect(await publicly(id, word, cast.seller.id)).toEqual(NOWHERE);
    expectError(await post(cast.buyer, '/api/bookings', bookingInput(id)), 409, 'product-not-on-sale');

    // Changed as asked: an admin rejected it, so an admin takes it back, with what the checks say now.
    const fixed = productInput({ name: 'Hp', detail: `EliteBook ${word}, write to me in the chat` });
    expectError(await post(cast.otherSeller, `/api/products/${id}/resubmit`, fixed), 403);
    expectError(await post(cast.buyer, `/api/products/${id}/resubmit`, fixed), 403);
    const again = await post(cast.seller, `/api/products/${id}/resubmit`, fixed);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, insertedId: id, status: 'review', reasons: [{ code: 'resubmitted' }] });
    const stored = (await get(cast.seller, `/api/products/${id}/listing`)).json() as OwnProductDetail;
    expect(stored).toMatchObject({ detail: `EliteBook ${word}, write to me in the chat`, listing: { rejectionReason: null } });

    expect((await post(cast.admin, `/api/moderation/${id}/approve`)).statusCode).toBe(200);
    expect(await publicly(id, word, cast.seller.id)).toMatchObject({ product: 200, search: true });
    expectError(await post(cast.seller, `/api/products/${id}/resubmit`, fixed), 409, 'listing-not-resubmittable');
  });

  test('a listing still waiting that its seller fixes passes the checks and is public at once', async () => {
    const { id, word } = await waitingListing();
    const res = await post(cast.seller, `/api/products/${id}/resubmit`, productInput({ name: 'Hp', detail: `EliteBook ${word}` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'available', reasons: [] });
    expect(await publicly(id, word, cast.seller.id)).toMatchObject({ product: 200, category: true, search: true });
    expect((await get(cast.seller, `/api/products/${id}/listing`)).json()).toMatchObject({ listing: { expiresAt: expect.any(String) } });
  });

  test('a change that the checks still flag stays in the queue with the new reasons', async () => {
    const { id } = await waitingListing();
    const res = await post(cast.seller, `/api/products/${id}/resubmit`, productInput({ name: 'Hp', detail: 'mail rahim@gmail.com' }));
    expect(res.json()).toMatchObject({ status: 'review', reasons: [{ code: 'email-in-detail' }] });
  });
});
