import { eq } from 'drizzle-orm';
import type { BookingMove } from '#shared/constants.ts';
import { bookings, checkouts, payments, products } from '../db/schema.ts';
import { as, book, createProduct } from './fixtures.ts';
import type { TestApp, TestUser } from './test-app.ts';

type Json = Record<string, unknown>;

/**
 * The calls of the deal after a booking, as the browser and the providers make them: checkout, the sandbox
 * wallet page, the providers' callbacks, the booking's moves, My Sales and Earnings; and what the database
 * holds, for the test to judge.
 */
export function dealsClient(app: TestApp) {
  const call = async (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: Json) => {
    const res = await app.inject({ method, url, payload, headers: as(user, 'bearer') });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json & Json[], headers: res.headers };
  };
  /** A same-origin path of an absolute URL the server gave (a provider sends the browser to it). */
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    return parsed.pathname + parsed.search;
  };

  return {
    call,
    pathOf,
    checkout: (buyer: TestUser, bookingId: string, method: string) => call('POST', '/api/payments/checkout', buyer, { bookingId, method }),
    checkoutStatus: (buyer: TestUser, id: string) => call('GET', `/api/payments/checkout/${id}`, buyer),
    /** The buyer's answer on the sandbox wallet page of `redirectUrl`; answers where the browser goes next. */
    async walletAnswer(redirectUrl: string, answer: Json) {
      const paymentId = new URL(redirectUrl).pathname.split('/').pop()!;
      return call('POST', `/api/payments/sandbox/wallet/${paymentId}`, null, answer);
    },
    /** The browser following a provider's redirect to Market (a GET, without Market's cookie). */
    async follow(url: string) {
      const res = await app.inject({ method: 'GET', url: pathOf(url) });
      return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
    },
    move: (user: TestUser, bookingId: string, move: BookingMove, reason?: string) =>
      call('POST', `/api/bookings/${bookingId}/${move}`, user, reason === undefined ? {} : { reason }),
    sales: (seller: TestUser) => call('GET', '/api/sales', seller),
    earnings: (seller: TestUser) => call('GET', '/api/earnings', seller),
    async bookingRow(bookingId: string) {
      const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
      return row!;
    },
    async paymentOf(bookingId: string) {
      const [row] = await app.ctx.db.select().from(payments).where(eq(payments.bookingId, bookingId));
      return row ?? null;
    },
    async checkoutsOf(bookingId: string) {
      return app.ctx.db.select().from(checkouts).where(eq(checkouts.bookingId, bookingId));
    },
    async productStatus(productId: string) {
      const [row] = await app.ctx.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
      return row?.status;
    },
  };
}

/** bKash's published sandbox wallet that pays. */
export const GOOD_WALLET = { wallet: '01770618575', otp: '123456', pin: '12121' } as const;

/** Pays a booking with bKash through the sandbox wallet, as its buyer's browser does (PAYMENTS with `sandbox`). */
export async function payWithSandboxWallet(app: TestApp, buyer: TestUser, bookingId: string): Promise<void> {
  const api = dealsClient(app);
  const started = await api.checkout(buyer, bookingId, 'bkash');
  if (started.status !== 200) throw new Error(`checkout failed: ${started.status} ${JSON.stringify(started.body)}`);
  const answered = await api.walletAnswer(started.body.redirectUrl as string, GOOD_WALLET);
  const back = await api.follow(answered.body.redirectUrl as string);
  if (back.status !== 303) throw new Error(`the bKash callback failed: ${back.status} ${back.body}`);
}

/**
 * A sale completed the quickest way a marketplace allows: the buyer books the seller's new laptop, chooses cash
 * on meet-up, and the seller marks it handed over and paid (`sold-cash`, closed at the app's clock now).
 */
export async function completeSaleInCash(
  app: TestApp,
  seller: TestUser,
  buyer: TestUser,
  overrides: Parameters<typeof createProduct>[2] = {},
): Promise<{ productId: string; bookingId: string }> {
  const api = dealsClient(app);
  const productId = await createProduct(app, seller, overrides);
  const bookingId = await book(app, buyer, productId);
  const held = await api.checkout(buyer, bookingId, 'cod');
  if (held.status !== 200) throw new Error(`choosing cash failed: ${held.status} ${JSON.stringify(held.body)}`);
  const sold = await api.move(seller, bookingId, 'handed-over');
  if (sold.status !== 200 || sold.body.state !== 'sold-cash')
    throw new Error(`the handover failed: ${sold.status} ${JSON.stringify(sold.body)}`);
  return { productId, bookingId };
}
