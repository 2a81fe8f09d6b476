import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.ts';
import { payments } from '../db/schema.ts';
import { advertise, as, book, createProduct, SANDBOX_CARD, sandboxTransaction } from './fixtures.ts';
import { withAppAndCast } from './suite.ts';
import type { TestApp, TestUser } from './test-app.ts';

/** The sandbox card that succeeds (the fixtures' SANDBOX_CARD). */
export const VISA = SANDBOX_CARD;
export const RESELL_PRICE = 45_000;

type Json = Record<string, unknown>;

/**
 * The calls a payment test makes, as the browser makes them (bearer token): the fixtures' listing, booking
 * and sandbox card, and the payment calls themselves answered as they come, for the test to judge.
 */
export function paymentsClient(app: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: Json) => {
    const res = await app.inject({ method, url, payload, headers: as(user, 'bearer') });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json & Json[] };
  };

  /** A product of the category, at RESELL_PRICE, listed and advertised by the seller. */
  async function listProduct(seller: TestUser, categoryId = '01') {
    const productId = await createProduct(
      app,
      seller,
      { category_id: categoryId, resell_price: RESELL_PRICE, seller: seller.name },
      'bearer',
    );
    await advertise(app, seller, productId, { price: RESELL_PRICE }, 'bearer');
    return productId;
  }

  const intent = (buyer: TestUser, bookingId: string, price?: number) =>
    call('POST', '/api/create-payment-intent', buyer, { bookingId, ...(price === undefined ? {} : { price }) });

  const confirmCard = (buyer: TestUser, clientSecret: string, card = VISA) =>
    call('POST', '/api/payments/sandbox/confirm', buyer, { clientSecret, ...card });

  const record = (buyer: TestUser, bookingId: string, transactionId: string, price = RESELL_PRICE) =>
    call('POST', '/api/payments', buyer, { bookingId, transactionId, price, email: buyer.email });

  /** How many payments are recorded for the bookings (no call answers this). */
  async function paymentRows(bookingIds: string[]) {
    const [row] = await app.ctx.db.select({ n: count() }).from(payments).where(inArray(payments.bookingId, bookingIds));
    return row!.n;
  }

  /** 'available' or 'sold', as the product's page answers it. */
  const productStatus = async (productId: string) => (await call('GET', `/api/products/${productId}`, null)).body?.status;

  return {
    call,
    listProduct,
    book: (buyer: TestUser, productId: string) => book(app, buyer, productId, {}, 'bearer'),
    intent,
    confirmCard,
    paidTransaction: (buyer: TestUser, bookingId: string) => sandboxTransaction(app, buyer, bookingId, 'bearer'),
    record,
    paymentRows,
    productStatus,
  };
}

/** The environment of an app whose payments go to Stripe, here the stand-in `stripe`; `env` on top. */
export function stripeEnv(stripe: StripeStandIn, env: Record<string, string> = {}): Record<string, string> {
  return {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_market',
    STRIPE_API_URL: stripe.url,
    ...env,
  };
}

export interface StripeSetup {
  stripe: StripeStandIn;
  app: TestApp;
  api: ReturnType<typeof paymentsClient>;
  /** The cast's seller and buyer. */
  seller: TestUser;
  buyer: TestUser;
}

/** For a test file: a Stripe stand-in, and withAppAndCast's app paying through it; `ready` receives them. */
export function withStripeApp(ready: (setup: StripeSetup) => void, env: Record<string, string> = {}): void {
  let stripe: StripeStandIn | undefined;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  // After hooks run last registered first: the app closes before the stand-in it pays through.
  afterAll(async () => stripe?.close());
  withAppAndCast(
    (app, { seller, buyer }) => ready({ stripe: stripe!, app, api: paymentsClient(app), seller, buyer }),
    () => stripeEnv(stripe!, env),
  );
}
