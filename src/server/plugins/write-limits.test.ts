import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import {
  advertise,
  advertisementInput,
  as,
  book,
  buildTestApp,
  createProduct,
  fileReport,
  freshPhone,
  insertUser,
  productInput,
  reportInput,
  signUp,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { paymentsClient, stripeEnv, VISA } from '../testing/payments-client.ts';
import { appRoutes } from '../testing/routes.ts';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.ts';
import { requireWriteLimits, writeRouteLimits } from './limits.ts';

/*
 * Every write has a limit (product §6, "Cross-site writes and rate limits"): Market's routes and the
 * sign-in library's calls, per user, per booking for payment intents, per address without a sign-in.
 */

const WRITE_LIMIT = 3;
const ADMIN_LIMIT = 3;
const AUTH_LIMIT = 4;
const LIMITS = {
  WRITE_RATE_LIMIT: String(WRITE_LIMIT),
  ADMIN_WRITE_RATE_LIMIT: String(ADMIN_LIMIT),
  AUTH_RATE_LIMIT: String(AUTH_LIMIT),
};

type Reply = Awaited<ReturnType<TestApp['inject']>>;

function expectTooMany(res: Reply) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ error: 'too-many-requests', message: API_ERRORS['too-many-requests'] });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The limits each write route runs: the table README's "Limits" describes. */
const SIGN_IN_LIBRARY = ['auth-address', 'sign-in-failures', 'account-failures', 'password-checks', 'account', 'auth-calls'];
const WRITE_ROUTES: Record<string, string[]> = {
  'POST /api/itemName': ['products'],
  'PATCH /api/itemName/:id': ['products'],
  'DELETE /api/itemName/:id': ['products'],
  'POST /api/products/:id/resubmit': ['products'],
  'POST /api/products/:id/renew': ['products'],
  'POST /api/moderation/:productId/approve': ['admin'],
  'POST /api/moderation/:productId/reject': ['admin'],
  'POST /api/advertise': ['adverts'],
  'DELETE /api/advertise/:id': ['adverts'],
  'POST /api/bookings': ['bookings'],
  'POST /api/bookings/:id/details': ['bookings'],
  'DELETE /api/bookings/:id': ['bookings'],
  'POST /api/report': ['reports'],
  'DELETE /api/report/:id': ['admin'],
  'PUT /api/users': ['account'],
  'DELETE /api/users/:id': ['admin'],
  'PUT /api/users/admin/:id': ['admin'],
  'DELETE /api/user/buyers/:id': ['admin'],
  'DELETE /api/user/sellers/:id': ['admin'],
  'PATCH /api/user/sellers/:id': ['admin'],
  'POST /api/user/sellers/phones/release': ['admin'],
  'PUT /api/users/:id/suspension': ['admin'],
  'DELETE /api/users/:id/suspension': ['admin'],
  'POST /api/phones/verify': ['phones'],
  'POST /api/phones/verify/confirm': ['phones'],
  'POST /api/create-payment-intent': ['payment-intents', 'booking-payment-intents'],
  'POST /api/payments': ['payments'],
  'POST /api/payments/checkout': ['checkouts', 'booking-payment-intents'],
  'POST /api/bookings/:id/:move': ['booking-moves'],
  'POST /api/bookings/:id/review': ['reviews'],
  'POST /api/reviews/:id/reply': ['reviews'],
  'POST /api/reviews/:id/report': ['reports'],
  'POST /api/reviews/:id/hide': ['admin'],
  'POST /api/images': ['images'],
  'POST /api/images/message': ['message-photos'],
  'POST /api/conversations': ['messages', 'conversations'],
  'POST /api/conversations/:id/messages': ['messages'],
  'POST /api/conversations/:id/read': ['read-marks'],
  'POST /api/conversations/:id/report': ['reports'],
  'POST /api/conversations/:id/offers': ['offers'],
  'POST /api/offers/:id/accept': ['offers'],
  'POST /api/offers/:id/decline': ['offers'],
  'POST /api/offers/:id/withdraw': ['offers'],
  'POST /api/offers/:id/counter': ['offers'],
  'POST /api/users/:id/block': ['blocks'],
  'DELETE /api/users/:id/block': ['blocks'],
  'POST /api/notifications/read': ['notifications'],
  'PUT /api/settings/mail': ['mail-settings'],
  'POST /api/saved': ['saved'],
  'DELETE /api/saved/:productId': ['saved'],
  'POST /api/alerts': ['alerts'],
  'PATCH /api/alerts/:id': ['alerts'],
  'DELETE /api/alerts/:id': ['alerts'],
  'POST /api/unsubscribe/:kind/:token': ['unsubscribe'],
  'POST /api/auth/*': SIGN_IN_LIBRARY,
};
const SANDBOX_ONLY = {
  'POST /api/payments/sandbox/confirm': ['card-confirmations'],
  'POST /api/payments/sandbox/wallet/:paymentId': ['payment-callbacks'],
};
const STRIPE_ONLY = { 'POST /api/payments/stripe/webhook': ['stripe-webhook'] };

/** A route with its parameters unnamed: Fastify's tree prints one parameter under the names of every route through it. */
const unnamed = (route: string) => route.replace(/\{\w+\}|:\w+/g, ':');

describe('every write route runs a limit', () => {
  let sandbox: TestApp;
  let stripeApp: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    [sandbox, stripeApp] = await Promise.all([buildTestApp(), buildTestApp(stripeEnv(stripe, { STRIPE_WEBHOOK_SECRET: 'whsec_test' }))]);
  });
  afterAll(async () => {
    await Promise.all([sandbox?.close(), stripeApp?.close()]);
    await stripe?.close();
  });

  test.each([
    ['sandbox payments', () => sandbox, { ...WRITE_ROUTES, ...SANDBOX_ONLY }],
    ['Stripe with its webhook', () => stripeApp, { ...WRITE_ROUTES, ...STRIPE_ONLY }],
  ])('with %s: each POST, PUT, PATCH and DELETE the app serves, and the limits it runs', (_name, app, expected) => {
    const seen = Object.fromEntries([...writeRouteLimits(app())].map(([route, names]) => [route, [...names].sort()]));
    // Seen as they were added (the check is in place before the first route), and each one served.
    const served = appRoutes(app()).filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));
    expect(served.length).toBeGreaterThan(10);
    for (const route of served) expect(Object.keys(seen).map(unnamed), route).toContain(unnamed(route));
    for (const route of Object.keys(seen)) {
      const [method, url] = route.split(' ') as ['POST', string];
      expect(app().hasRoute({ method, url }), route).toBe(true);
    }
    expect(seen).toEqual(Object.fromEntries(Object.entries(expected).map(([route, names]) => [route, [...names].sort()])));
  });

  test('a write route without a limit refuses the start, naming it', async () => {
    const app = Fastify();
    requireWriteLimits(app);
    app.get('/reads', async () => 'fine without one');
    expect(() => app.post('/writes', { preHandler: async () => {} }, async () => 'none')).toThrow(
      'POST /writes has no limit: give it one in its preHandler (plugins/limits.ts)',
    );
    await app.close();
  });
});

describe(`Market's writes: ${WRITE_LIMIT} of each kind per user an hour`, () => {
  let app: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp(LIMITS);
    [seller, otherSeller, buyer] = await Promise.all([signUpAs(app, 'seller'), signUpAs(app, 'seller'), signUpAs(app, 'buyer')]);
  });
  afterAll(() => app?.close());

  const call = (who: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: as(who), payload });

  test('advertising and removing adverts count together; another seller is not affected', async () => {
    const [first, second] = [await createProduct(app, seller), await createProduct(app, seller)];
    const advert = await advertise(app, seller, first);
    expect((await call(seller, 'DELETE', `/api/advertise/${advert}`)).statusCode).toBe(200);
    await advertise(app, seller, second);
    expectTooMany(await call(seller, 'POST', '/api/advertise', advertisementInput({ productId: first })));
    expectTooMany(await call(seller, 'DELETE', `/api/advertise/${advert}`));
    await advertise(app, otherSeller, await createProduct(app, otherSeller));
  });

  test('listing, changing and deleting products count together', async () => {
    const lister = await signUpAs(app, 'seller');
    const product = await createProduct(app, lister);
    expect((await call(lister, 'PATCH', `/api/itemName/${product}`, { chatOnly: true })).statusCode).toBe(200);
    expect((await call(lister, 'DELETE', `/api/itemName/${product}`)).statusCode).toBe(200);
    expectTooMany(await call(lister, 'POST', '/api/itemName', productInput()));
    expectTooMany(await call(lister, 'PATCH', `/api/itemName/${product}`, { chatOnly: false }));
    expectTooMany(await call(lister, 'DELETE', `/api/itemName/${product}`));
  });

  test('booking and removing bookings count together; reports count apart', async () => {
    const booker = await signUpAs(app, 'buyer');
    const products = [await createProduct(app, otherSeller), await createProduct(app, otherSeller)];
    const booking = await book(app, booker, products[0]!);
    expect((await call(booker, 'DELETE', `/api/bookings/${booking}`)).statusCode).toBe(200);
    await book(app, booker, products[1]!);
    expectTooMany(await call(booker, 'POST', '/api/bookings', { productId: products[0], phone: '01911-000000' }));
    expectTooMany(await call(booker, 'POST', `/api/bookings/${booking}/details`, { phone: '01911-000000' }));
    expectTooMany(await call(booker, 'DELETE', `/api/bookings/${booking}`));

    for (let i = 0; i < WRITE_LIMIT; i++) await fileReport(app, booker, products[0]!);
    expectTooMany(await call(booker, 'POST', '/api/report', reportInput(products[0]!)));
    expect((await call(buyer, 'POST', '/api/report', reportInput(products[0]!))).statusCode).toBe(201);
  });

  test('blocking and unblocking count together, an hour; marking conversations read counts by the minute', async () => {
    const blocker = await signUpAs(app, 'buyer');
    expect((await call(blocker, 'POST', `/api/users/${seller.id}/block`)).statusCode).toBe(200);
    expect((await call(blocker, 'DELETE', `/api/users/${seller.id}/block`)).statusCode).toBe(200);
    expect((await call(blocker, 'POST', `/api/users/${otherSeller.id}/block`)).statusCode).toBe(200);
    expectTooMany(await call(blocker, 'DELETE', `/api/users/${otherSeller.id}/block`));

    const reader = await signUpAs(app, 'buyer');
    const id = await startConversation(app, reader, await createProduct(app, await signUpAs(app, 'seller')));
    for (let i = 0; i < WRITE_LIMIT; i++) expect((await call(reader, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(200);
    expectTooMany(await call(reader, 'POST', `/api/conversations/${id}/read`));
  });

  test("one's own record: PUT /api/users and the sign-in library's update-user count together", async () => {
    const user = await signUp(app);
    const put = () => call(user, 'PUT', '/api/users', { name: 'New Name', email: user.email });
    const updateUser = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: as(user),
        payload: { name: 'Other Name' },
        remoteAddress: '10.5.0.1',
      });
    expect((await put()).statusCode).toBe(200);
    expect((await updateUser()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(200);
    expectTooMany(await put());
    expectTooMany(await updateUser());
  });

  test(`an admin's writes on users and reports: ${ADMIN_LIMIT} an hour`, async () => {
    const admin = await signUpAs(app, 'admin');
    const sellers = await Promise.all([1, 2, 3].map(() => insertUser(app, { option: 'Seller Account' })));
    const report = await fileReport(app, await signUpAs(app, 'buyer'), await createProduct(app, await signUpAs(app, 'seller')));
    expect((await call(admin, 'PATCH', `/api/user/sellers/${sellers[0]!.id}`, { status: 'Verified' })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/report/${report}`)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/users/admin/${sellers[1]!.id}`)).statusCode).toBe(200);
    expectTooMany(await call(admin, 'DELETE', `/api/user/sellers/${sellers[2]!.id}`));
    expectTooMany(await call(admin, 'PATCH', `/api/user/sellers/${sellers[2]!.id}`, { status: 'Verified' }));
    expectTooMany(await call(admin, 'PUT', `/api/users/${sellers[2]!.id}/suspension`));
  });

  test('asking for codes and typing them count together', async () => {
    const seller = await signUpAs(app, 'seller');
    expect((await call(seller, 'POST', '/api/phones/verify', { phone: freshPhone() })).statusCode).toBe(200);
    expect((await call(seller, 'POST', '/api/phones/verify/confirm', { phone: freshPhone(), code: '123456' })).statusCode).toBe(409);
    expect((await call(seller, 'POST', '/api/phones/verify', { phone: freshPhone() })).statusCode).toBe(200);
    expectTooMany(await call(seller, 'POST', '/api/phones/verify/confirm', { phone: freshPhone(), code: '123456' }));
    expectTooMany(await call(seller, 'POST', '/api/phones/verify', { phone: freshPhone() }));
  });

  test('marking notifications read counts per user', async () => {
    const reader = await signUpAs(app, 'buyer');
    for (let i = 0; i < WRITE_LIMIT; i++)
      expect((await call(reader, 'POST', '/api/notifications/read', { all: true })).statusCode).toBe(200);
    expectTooMany(await call(reader, 'POST', '/api/notifications/read', { all: true }));
    expect((await call(buyer, 'POST', '/api/notifications/read', { all: true })).statusCode).toBe(200);
  });

  test('card confirmations and recorded payments count per user', async () => {
    const payer = await signUpAs(app, 'buyer');
    const payments = paymentsClient(app);
    for (let i = 0; i < WRITE_LIMIT; i++) expect((await payments.confirmCard(payer, 'pi_unknown_secret_x')).status).toBe(400);
    expectTooMany(await call(payer, 'POST', '/api/payments/sandbox/confirm', { clientSecret: 'pi_unknown_secret_x', ...VISA }));
    for (let i = 0; i < WRITE_LIMIT; i++)
      expect((await payments.record(payer, '00000000-0000-4000-8000-000000000000', 'tx')).status).toBe(404);
    expectTooMany(await call(payer, 'POST', '/api/payments', { bookingId: '00000000-0000-4000-8000-000000000000', transactionId: 'tx' }));
  });
});

describe("the sign-in library's writes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(LIMITS);
  });
  afterAll(() => app?.close());

  /** Every POST call the library serves over HTTP, by its path under /api/auth. */
  const libraryWrites = () =>
    Object.values(
      app.ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }>,
    )
      .filter((call) => call.path && [call.options?.method].flat().includes('POST') && !call.options?.metadata?.SERVER_ONLY)
      .map((call) => call.path!.replace(/:\w+/g, 'x'));

  test(`each, without a sign-in, counts per address: ${AUTH_LIMIT} a minute`, async () => {
    const paths = libraryWrites();
    expect(paths).toEqual(expect.arrayContaining(['/sign-in/email', '/sign-up/email', '/update-user', '/sign-out', '/change-password']));
    for (const [i, path] of [...paths, '/a-call-added-later'].entries()) {
      const post = () => app.inject({ method: 'POST', url: `/api/auth${path}`, payload: {}, remoteAddress: `10.6.0.${i + 1}` });
      for (let n = 0; n < AUTH_LIMIT; n++) expect((await post()).statusCode, path).not.toBe(429);
      expectTooMany(await post());
    }
  });

  test(`each other one counts per signed-in user too: ${WRITE_LIMIT} an hour, from any address`, async () => {
    const user = await signUp(app);
    const post = (path: string, i: number) =>
      app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        headers: as(user),
        payload: { token: 'not-a-session' },
        remoteAddress: `10.7.0.${i}`,
      });
    expect((await post('/revoke-session', 1)).statusCode).not.toBe(429);
    expect((await post('/update-session', 2)).statusCode).not.toBe(429);
    expect((await post('/a-call-added-later', 3)).statusCode).not.toBe(429);
    expectTooMany(await post('/revoke-sessions', 4));
    // Reads are not writes.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: as(user), remoteAddress: '10.7.0.5' })).statusCode,
    ).toBe(200);
  });
});

describe('payment intents with Stripe: per booking and per user; the webhook per address', () => {
  const PER_BOOKING = 2;
  const PER_USER = 4;
  const WEBHOOK = 3;
  let stripe: StripeStandIn;
  let app: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    app = await buildTestApp(
      stripeEnv(stripe, {
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
        WRITE_RATE_LIMIT: String(PER_USER),
        PAYMENT_INTENT_RATE_LIMIT: String(PER_BOOKING),
        WEBHOOK_RATE_LIMIT: String(WEBHOOK),
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  const intentsAtStripe = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

  test(`${PER_BOOKING} intents a booking, ${PER_USER} a user, an hour; what is refused never reaches Stripe`, async () => {
    const seller = await signUpAs(app, 'seller');
    const buyer = await signUpAs(app, 'buyer');
    const payments = paymentsClient(app);
    const bookings = [];
    for (let i = 0; i < 3; i++) bookings.push(await payments.book(buyer, await payments.listProduct(seller)));
    const before = intentsAtStripe();

    for (let i = 0; i < PER_BOOKING; i++) expect((await payments.intent(buyer, bookings[0]!)).status).toBe(200);
    const third = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as(buyer),
      payload: { bookingId: bookings[0] },
    });
    expectTooMany(third);
    // Another booking of the same buyer has its own count, until the buyer's is used up (the refused one counted).
    expect((await payments.intent(buyer, bookings[1]!)).status).toBe(200);
    expectTooMany(
      await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: as(buyer), payload: { bookingId: bookings[2] } }),
    );
    expect(intentsAtStripe() - before).toBe(PER_BOOKING + 1);
  });

  test(`the webhook: ${WEBHOOK} deliveries a minute per address`, async () => {
    const deliver = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload: '{}',
        remoteAddress,
      });
    for (let i = 0; i < WEBHOOK; i++) expect((await deliver('10.8.0.1')).statusCode).toBe(400);
    expectTooMany(await deliver('10.8.0.1'));
    expect((await deliver('10.8.0.2')).statusCode).toBe(400);
  });
});
