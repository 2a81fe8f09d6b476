import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.ts';
import { payments, products } from '../db/schema.ts';
import { buildTestApp, signUp, type TestApp, type TestUser } from './test-app.ts';

export const VISA = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const RESELL_PRICE = 45_000;

type Json = Record<string, unknown>;

/** The calls a payment test makes, as the browser makes them (bearer token), plus two database reads. */
export function paymentsClient(app: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: Json) => {
    const res = await app.inject({ method, url, payload, headers: user ? { authorization: `bearer ${user.token}` } : {} });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json & Json[] };
  };

  async function listProduct(seller: TestUser, categoryId = '01') {
    const res = await call('POST', '/api/itemName', seller, {
      name: 'Hp',
      category_id: categoryId,
      price: 90_000,
      resell_price: RESELL_PRICE,
      phone: '01700000000',
      location: 'Dhaka',
      detail: 'EliteBook 840, Core i5, 8 GB',
      date: '2025-01-10',
      image: '/images/aa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-card.webp',
      use: '1 year',
      seller: seller.name,
    });
    expect(res.status).toBe(201);
    const productId = res.body.insertedId as string;
    const advert = await call('POST', '/api/advertise', seller, {
      productId,
      image: '/images/aa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-card.webp',
      name: 'Hp',
      price: RESELL_PRICE,
      detail: 'EliteBook 840',
      use: '1 year',
      location: 'Dhaka',
      phone: '01700000000',
    });
    expect(advert.status).toBeLessThan(300);
    return productId;
  }

  async function book(buyer: TestUser, productId: string) {
    const res = await call('POST', '/api/bookings', buyer, { productId, phone: '01800000000', location: 'Mirpur' });
    expect(res.status).toBe(201);
    return res.body.insertedId as string;
  }

  async function intent(buyer: TestUser, bookingId: string, price?: number) {
    return call('POST', '/api/create-payment-intent', buyer, { bookingId, ...(price === undefined ? {} : { price }) });
  }

  async function confirmCard(buyer: TestUser, clientSecret: string, card = VISA) {
    return call('POST', '/api/payments/sandbox/confirm', buyer, { clientSecret, ...card });
  }

  /** The browser's part with the sandbox: an intent, then the card form's confirmation. */
  async function paidTransaction(buyer: TestUser, bookingId: string): Promise<string> {
    const started = await intent(buyer, bookingId);
    expect(started.status).toBe(200);
    const confirmed = await confirmCard(buyer, started.body.clientSecret as string);
    expect(confirmed.status).toBe(200);
    return confirmed.body.id as string;
  }

  async function record(buyer: TestUser, bookingId: string, transactionId: string, price = RESELL_PRICE) {
    return call('POST', '/api/payments', buyer, { bookingId, transactionId, price, email: buyer.email });
  }

  async function paymentRows(bookingIds: string[]) {
    const [row] = await app.ctx.db.select({ n: count() }).from(payments).where(inArray(payments.bookingId, bookingIds));
    return row!.n;
  }

  async function productStatus(productId: string) {
    const [row] = await app.ctx.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
    return row?.status;
  }

  return { call, listProduct, book, intent, confirmCard, paidTransaction, record, paymentRows, productStatus };
}

/** An app whose payments go to Stripe, here the stand-in `stripe`; `env` on top. */
export function buildStripeApp(stripe: StripeStandIn, env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_market',
    STRIPE_API_URL: stripe.url,
    ...env,
  });
}

export interface StripeSetup {
  stripe: StripeStandIn;
  app: TestApp;
  api: ReturnType<typeof paymentsClient>;
  seller: TestUser;
  buyer: TestUser;
}

/** For a test file: a Stripe stand-in, an app paying through it, a seller and a buyer; `ready` receives them. */
export function withStripeApp(ready: (setup: StripeSetup) => void, env: Record<string, string> = {}): void {
  let setup: Partial<StripeSetup> = {};
  beforeAll(async () => {
    const stripe = await startStripeStandIn();
    setup = { stripe };
    const app = await buildStripeApp(stripe, env);
    setup.app = app;
    const api = paymentsClient(app);
    ready({
      stripe,
      app,
      api,
      seller: await signUp(app, { option: 'Seller Account' }),
      buyer: await signUp(app, { option: 'Buyers Account' }),
    });
  });
  afterAll(async () => {
    await setup.app?.close();
    await setup.stripe?.close();
  });
}
