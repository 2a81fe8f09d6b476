import { describe, expect, test } from 'vitest';
import {
  type Actor,
  ACTORS,
  actorUser,
  advertise,
  advertisementInput,
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  fileReport,
  insertUser,
  productInput,
  reportInput,
  startConversation,
  type TestApp,
  type Via,
} from './testing/fixtures.ts';
import { completeSaleInCash } from './testing/deals-client.ts';
import { withAppAndCast } from './testing/suite.ts';

/**
 * The access matrix of architecture §4: every protected call of product §7 (payments and images aside) by
 * nobody, a buyer, the seller who owns the data, another seller and an admin. Where a call acts on
 * "someone's" data, that someone is the seller for seller data and the buyer for buyer data.
 */
type Expected = Record<Actor, number>;
interface Row {
  call: string;
  /** Builds the request afresh for each caller, so that an allowed delete never starves the next one. */
  request: () => Promise<{ url: string; payload?: Record<string, unknown> }>;
  expected: Expected;
}

const statuses = (anonymous: number, buyer: number, seller: number, otherSeller: number, admin: number): Expected => ({
  anonymous,
  buyer,
  seller,
  otherSeller,
  admin,
});
const ADMIN_ONLY = statuses(401, 403, 403, 403, 200);

let app: TestApp;
let cast: Cast;
let productId: string;
let bookingId: string;
let conversationId: string;
let conversationReportId: string;

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  productId = await createProduct(app, cast.seller);
  await advertise(app, cast.seller, productId);
  bookingId = await book(app, cast.buyer, productId);
  await fileReport(app, cast.buyer, productId);
  conversationId = await startConversation(app, cast.buyer, productId);
  const reported = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/report`,
    headers: as(cast.buyer),
    payload: { reason: 'Asks for money in advance' },
  });
  conversationReportId = (reported.json() as { insertedId: string }).insertedId;
});

const q = encodeURIComponent;
/** A new alert of the buyer's for each caller (a search of its own each time). */
let alertPrice = 10_000;
/** The buyer's alert every caller tries to change. */
let patched: string | undefined;
async function buyersAlert(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/alerts',
    headers: as(cast.buyer),
    payload: { query: `minPrice=${++alertPrice}`, frequency: 'instant' },
  });
  return (res.json() as { id: string }).id;
}
const fixed = (url: string, payload?: Record<string, unknown>) => async () => ({ url, payload });

const rows = (): Row[] => [
  {
    call: 'GET /users/admin/{email}',
    request: async () => ({ url: `/api/users/admin/${q(cast.seller.email)}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'GET /user/buyers/{email}',
    request: async () => ({ url: `/api/user/buyers/${q(cast.buyer.email)}` }),
    expected: statuses(401, 200, 403, 403, 200),
  },
  {
    call: 'GET /user/sellers/{email}',
    request: async () => ({ url: `/api/user/sellers/${q(cast.seller.email)}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'GET /itemName?email=',
    request: async () => ({ url: `/api/itemName?email=${q(cast.seller.email)}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'POST /itemName',
    request: async () => ({ url: '/api/itemName', payload: productInput() }),
    expected: statuses(401, 403, 201, 201, 403),
  },
  {
    call: 'DELETE /itemName/{id}',
    request: async () => ({ url: `/api/itemName/${await createProduct(app, cast.seller)}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'POST /advertise',
    request: async () => ({ url: '/api/advertise', payload: advertisementInput({ productId: await createProduct(app, cast.seller) }) }),
    expected: statuses(401, 403, 201, 403, 403),
  },
  {
    call: 'GET /advertised?email=',
    request: async () => ({ url: `/api/advertised?email=${q(cast.seller.email)}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'PATCH /itemName/{id}',
    request: async () => ({ url: `/api/itemName/${productId}`, payload: { chatOnly: false } }),
    // A listing's contact choice is its seller's alone, as listing it was.
    expected: statuses(401, 403, 200, 403, 403),
  },
  {
    call: 'DELETE /advertise/{id}',
    request: async () => ({ url: `/api/advertise/${await advertise(app, cast.seller, await createProduct(app, cast.seller))}` }),
    expected: statuses(401, 403, 200, 403, 200),
  },
  {
    call: 'POST /bookings',
    // The seller may not book their own product: 409, not an access refusal.
    request: async () => ({ url: '/api/bookings', payload: { productId: await createProduct(app, cast.seller), phone: '01911-000000' } }),
    expected: statuses(401, 201, 409, 201, 201),
  },
  {
    call: 'GET /bookings?email=',
    request: async () => ({ url: `/api/bookings?email=${q(cast.buyer.email)}` }),
    expected: statuses(401, 200, 403, 403, 200),
  },
  { call: 'GET /bookings/{id}', request: async () => ({ url: `/api/bookings/${bookingId}` }), expected: statuses(401, 200, 403, 403, 200) },
  {
    call: 'DELETE /bookings/{id}',
    request: async () => ({ url: `/api/bookings/${await book(app, cast.buyer, await createProduct(app, cast.seller))}` }),
    expected: statuses(401, 200, 403, 403, 200),
  },
  {
    call: 'POST /bookings/{id}/details',
    request: async () => ({ url: `/api/bookings/${bookingId}/details`, payload: { phone: '01911-000555' } }),
    // How to reach the buyer is the buyer's to say.
    expected: statuses(401, 200, 403, 403, 403),
  },
  { call: 'GET /allBookings', request: fixed('/api/allBookings'), expected: ADMIN_ONLY },
  {
    call: 'POST /report',
    request: async () => ({ url: '/api/report', payload: reportInput(productId) }),
    expected: statuses(401, 201, 201, 201, 201),
  },
  { call: 'GET /report', request: fixed('/api/report'), expected: ADMIN_ONLY },
  {
    call: 'DELETE /report/{id}',
    request: async () => ({ url: `/api/report/${await fileReport(app, cast.buyer, productId)}` }),
    expected: ADMIN_ONLY,
  },
  {
    call: 'PUT /users',
    request: async () => ({ url: '/api/users', payload: { name: 'Sami Seller', email: cast.seller.email, option: 'Seller Account' } }),
    expected: statuses(401, 403, 200, 403, 403),
  },
  {
    call: 'GET /jwt?email=',
    request: async () => ({ url: `/api/jwt?email=${q(cast.seller.email)}` }),
    expected: statuses(401, 403, 200, 403, 403),
  },
  { call: 'GET /users', request: fixed('/api/users'), expected: ADMIN_ONLY },
  { call: 'DELETE /users/{id}', request: async () => ({ url: `/api/users/${(await insertUser(app)).id}` }), expected: ADMIN_ONLY },
  { call: 'PUT /users/admin/{id}', request: async () => ({ url: `/api/users/admin/${(await insertUser(app)).id}` }), expected: ADMIN_ONLY },
  { call: 'GET /user/buyers', request: fixed('/api/user/buyers'), expected: ADMIN_ONLY },
  {
    call: 'DELETE /user/buyers/{id}',
    request: async () => ({ url: `/api/user/buyers/${(await insertUser(app)).id}` }),
    expected: ADMIN_ONLY,
  },
  { call: 'GET /user/sellers', request: fixed('/api/user/sellers'), expected: ADMIN_ONLY },
  {
    call: 'PATCH /user/sellers/{id}',
    request: async () => ({
      url: `/api/user/sellers/${(await insertUser(app, { option: 'Seller Account' })).id}`,
      payload: { status: 'Verified' },
    }),
    expected: ADMIN_ONLY,
  },
  {
    call: 'DELETE /user/sellers/{id}',
    request: async () => ({ url: `/api/user/sellers/${(await insertUser(app, { option: 'Seller Account' })).id}` }),
    expected: ADMIN_ONLY,
  },
  {
    call: 'POST /user/sellers/phones/release',
    request: fixed('/api/user/sellers/phones/release', { phone: '01711-000001' }),
    expected: ADMIN_ONLY,
  },
  // A conversation is its two parties' (the buyer, the product's seller): anyone else gets 404, admins included.
  {
    call: 'POST /conversations',
    // The seller may not start one about their own product: 409, not an access refusal.
    request: async () => ({ url: '/api/conversations', payload: { productId: await createProduct(app, cast.seller), text: 'Available?' } }),
    expected: statuses(401, 201, 409, 201, 201),
  },
  { call: 'GET /conversations', request: fixed('/api/conversations'), expected: statuses(401, 200, 200, 200, 200) },
  {
    call: 'GET /conversations/{id}',
    request: async () => ({ url: `/api/conversations/${conversationId}` }),
    expected: statuses(401, 200, 200, 404, 404),
  },
  {
    call: 'GET /conversations/{id}/messages',
    request: async () => ({ url: `/api/conversations/${conversationId}/messages` }),
    expected: statuses(401, 200, 200, 404, 404),
  },
  {
    call: 'POST /conversations/{id}/messages',
    request: async () => ({ url: `/api/conversations/${conversationId}/messages`, payload: { text: 'Hello' } }),
    expected: statuses(401, 201, 201, 404, 404),
  },
  {
    call: 'POST /conversations/{id}/read',
    request: async () => ({ url: `/api/conversations/${conversationId}/read` }),
    expected: statuses(401, 200, 200, 404, 404),
  },
  {
    call: 'POST /conversations/{id}/report',
    request: async () => ({ url: `/api/conversations/${conversationId}/report`, payload: { reason: 'Spam' } }),
    expected: statuses(401, 201, 201, 404, 404),
  },
  {
    call: 'POST /users/{id}/block',
    request: async () => ({ url: `/api/users/${(await insertUser(app)).id}/block` }),
    expected: statuses(401, 200, 200, 200, 200),
  },
  {
    call: 'DELETE /users/{id}/block',
    request: async () => ({ url: `/api/users/${(await insertUser(app)).id}/block` }),
    expected: statuses(401, 200, 200, 200, 200),
  },
  // Each signed-in user's own kinds of e-mail, whatever the role.
  { call: 'GET /settings/mail', request: fixed('/api/settings/mail'), expected: statuses(401, 200, 200, 200, 200) },
  { call: 'PUT /settings/mail', request: fixed('/api/settings/mail', { offers: true }), expected: statuses(401, 200, 200, 200, 200) },
  // Saved laptops and alerts are each signed-in user's own, whatever the role; another's alert is 404, admins included.
  {
    call: 'POST /saved',
    request: async () => ({ url: '/api/saved', payload: { productId: await createProduct(app, cast.seller) } }),
    expected: statuses(401, 201, 201, 201, 201),
  },
  { call: 'GET /saved', request: fixed('/api/saved'), expected: statuses(401, 200, 200, 200, 200) },
  {
    call: 'DELETE /saved/{productId}',
    request: async () => ({ url: `/api/saved/${productId}` }),
    expected: statuses(401, 200, 200, 200, 200),
  },
  {
    call: 'POST /alerts',
    request: async () => ({ url: '/api/alerts', payload: { query: `maxPrice=${++alertPrice}`, frequency: 'instant' } }),
    expected: statuses(401, 201, 201, 201, 201),
  },
  { call: 'GET /alerts', request: fixed('/api/alerts'), expected: statuses(401, 200, 200, 200, 200) },
  {
    call: 'PATCH /alerts/{id}',
    request: async () => ({ url: `/api/alerts/${(patched ??= await buyersAlert())}`, payload: { frequency: 'daily' } }),
    expected: statuses(401, 200, 404, 404, 404),
  },
  {
    call: 'DELETE /alerts/{id}',
    request: async () => ({ url: `/api/alerts/${await buyersAlert()}` }),
    expected: statuses(401, 200, 404, 404, 404),
  },
  {
    call: 'GET /report/{id}/messages',
    request: async () => ({ url: `/api/report/${conversationReportId}/messages` }),
    expected: ADMIN_ONLY,
  },
  // A completed sale is reviewed by its two sides only; an admin, who may read any booking, is told so (403).
  {
    call: 'POST /bookings/{id}/review',
    request: async () => ({
      url: `/api/bookings/${(await completeSaleInCash(app, cast.seller, cast.buyer)).bookingId}/review`,
      payload: { stars: 5 },
    }),
    expected: statuses(401, 201, 201, 404, 403),
  },
  // A published review is answered by the person it is about, reported by anyone signed in, hidden by an admin.
  {
    call: 'POST /reviews/{id}/reply',
    request: async () => ({ url: `/api/reviews/${await publishedReview()}/reply`, payload: { text: 'Thank you' } }),
    expected: statuses(401, 403, 200, 403, 403),
  },
  {
    call: 'POST /reviews/{id}/report',
    request: async () => ({ url: `/api/reviews/${await publishedReview()}/report`, payload: { reason: 'Not true' } }),
    expected: statuses(401, 201, 201, 201, 201),
  },
  { call: 'POST /reviews/{id}/hide', request: async () => ({ url: `/api/reviews/${await publishedReview()}/hide` }), expected: ADMIN_ONLY },
  { call: 'GET /reviews/deals', request: fixed('/api/reviews/deals'), expected: statuses(401, 200, 200, 200, 200) },
  // Moderation (product §4): the queue and its decisions are the admins'; a listing that waits is its seller's.
  { call: 'GET /moderation', request: fixed('/api/moderation'), expected: ADMIN_ONLY },
  {
    call: 'POST /moderation/{productId}/approve',
    request: async () => ({ url: `/api/moderation/${await waitingListing()}/approve` }),
    expected: ADMIN_ONLY,
  },
  {
    call: 'POST /moderation/{productId}/reject',
    request: async () => ({ url: `/api/moderation/${await waitingListing()}/reject`, payload: { reason: 'Blurred photos' } }),
    expected: ADMIN_ONLY,
  },
  {
    call: 'GET /products/{id}/listing',
    request: async () => ({ url: `/api/products/${await waitingListing()}/listing` }),
    // Nobody else learns that a listing waiting for review exists.
    expected: statuses(401, 404, 200, 404, 200),
  },
  {
    call: 'POST /products/{id}/resubmit',
    request: async () => ({ url: `/api/products/${await waitingListing()}/resubmit`, payload: productInput() }),
    // Changing a listing speaks for its seller, as listing it did.
    expected: statuses(401, 403, 200, 403, 403),
  },
  {
    call: 'POST /products/{id}/renew',
    request: async () => ({ url: `/api/products/${await createProduct(app, cast.seller)}/renew` }),
    expected: statuses(401, 403, 200, 403, 403),
  },
];

/** A completed sale's two reviews, so both are published: answers the buyer's, of the seller. */
async function publishedReview(): Promise<string> {
  const { bookingId } = await completeSaleInCash(app, cast.seller, cast.buyer);
  const write = (who: Cast['buyer']) =>
    app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers: as(who), payload: { stars: 4 } });
  const mine = await write(cast.buyer);
  await write(cast.seller);
  return (mine.json() as { id: string }).id;
}

/** A listing of the seller's that the checks hold for an admin: its description gives a phone number. */
const waitingListing = () => createProduct(app, cast.seller, { detail: 'Call 01711-000001 for the price' });

const PUBLIC = ['/api/itemCategory', '/api/itemName/01', '/api/advertise'];

/** A bearer token never mints its successor: /jwt takes the session cookie alone (plugins/guards.ts). */
const viaBearer = (call: string, status: number) => (call.startsWith('GET /jwt') ? 401 : status);
const cases = (via: Via) =>
  rows().flatMap((row) =>
    ACTORS.map((actor) => ({
      ...row,
      actor,
      status: via === 'bearer' ? viaBearer(row.call, row.expected[actor]) : row.expected[actor],
      via,
    })),
  );

describe.each(['cookie', 'bearer'] as const)('access matrix, signed in with the %s', (via) => {
  test.each(cases(via))('$call by $actor: $status', async ({ call, request, actor, status }) => {
    const { url, payload } = await request();
    const method = call.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await app.inject({ method, url, payload, headers: as(actorUser(cast, actor), via) });
    if (status >= 400) {
      expectError(res, status);
      if (status === 401) expect(res.json()).toMatchObject({ error: 'unauthorized' });
      if (status === 403)
        expect((res.json() as { error: string }).error).toMatch(/^(forbidden|email-mismatch|review-not-party|reply-not-yours)$/);
    } else {
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});

describe('public calls', () => {
  test.each(PUBLIC.flatMap((url) => ACTORS.map((actor) => ({ url, actor }))))('GET $url by $actor: 200', async ({ url, actor }) => {
    const res = await app.inject({ method: 'GET', url, headers: as(actorUser(cast, actor)) });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('public calls of one product or one seller', () => {
  const calls = [
    { call: 'GET /products/{id}', url: () => `/api/products/${productId}` },
    { call: 'GET /sellers/{id}', url: () => `/api/sellers/${cast.seller.id}` },
  ];
  test.each(calls.flatMap((c) => ACTORS.map((actor) => ({ ...c, actor }))))('$call by $actor: 200', async ({ url, actor }) => {
    for (const via of ['cookie', 'bearer'] as const) {
      const res = await app.inject({ method: 'GET', url: url(), headers: as(actorUser(cast, actor), via) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: expect.any(String) });
    }
  });
});

describe('?email= of someone else never leaks data', () => {
  const lists = [
    { path: '/api/itemName', owner: () => cast.seller, intruders: () => [cast.buyer, cast.otherSeller] },
    { path: '/api/advertised', owner: () => cast.seller, intruders: () => [cast.buyer, cast.otherSeller] },
    { path: '/api/bookings', owner: () => cast.buyer, intruders: () => [cast.seller, cast.otherSeller] },
  ];
  const spellings = (email: string, own: string) => [
    `email=${q(email)}`,
    `email=${q(email.toUpperCase())}`,
    `email=${q(`  ${email}  `)}`,
    `email=${q(own)}&email=${q(email)}`,
    `email=${q(email)}&email=${q(own)}`,
    `email[]=${q(email)}`,
    `email=${q(`${email},${own}`)}`,
    `email=${q(email)}%00`,
    '',
  ];

  test.each(lists)('$path', async ({ path, owner, intruders }) => {
    // The owner does have data there, so an empty answer would prove nothing.
    const own = await app.inject({ method: 'GET', url: `${path}?email=${q(owner().email)}`, headers: as(owner()) });
    expect((own.json() as unknown[]).length).toBeGreaterThan(0);
    for (const intruder of intruders()) {
      for (const via of ['cookie', 'bearer'] as const) {
        for (const query of spellings(owner().email, intruder.email)) {
          const res = await app.inject({ method: 'GET', url: `${path}?${query}`, headers: as(intruder, via) });
          expect(res.statusCode, `${path}?${query} → ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toContain(owner().email);
          expect(res.body).not.toContain(productId);
        }
      }
    }
  });

  test('the role lookups and /jwt answer nothing about someone else', async () => {
    for (const url of [
      `/api/users/admin/${q(cast.seller.email)}`,
      `/api/user/buyers/${q(cast.seller.email)}`,
      `/api/user/sellers/${q(cast.seller.email)}`,
      `/api/user/sellers/${q(cast.seller.email.toUpperCase())}`,
      `/api/jwt?email=${q(cast.seller.email)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: as(cast.otherSeller) });
      expectError(res, 403);
      expect(res.body).not.toMatch(/isSeller|isBuyer|isAdmin|accessToken/);
    }
  });
});
