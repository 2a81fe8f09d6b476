import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sandboxWalletPayments } from '../db/schema.ts';
import { manualClock } from '../testing/clock.ts';
import { dealsClient, GOOD_WALLET } from '../testing/deals-client.ts';
import {
  as,
  book,
  buildTestApp,
  createProduct,
  offer,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * The amount paid is the booking's price when the payment settles: a checkout started before an offer
 * re-priced the booking is refused and given back in full; once a price is agreed, no other offer is accepted.
 */
describe('a payment is the booking’s price or nothing', () => {
  let app: TestApp;
  let api: ReturnType<typeof dealsClient>;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: manualClock() });
    api = dealsClient(app);
    seller = await signUpAs(app, 'seller', { name: 'Rahim' });
    buyer = await signUpAs(app, 'buyer', { name: 'Karim' });
  });
  afterAll(async () => app?.close());

  const accept = (offerId: string) => app.inject({ method: 'POST', url: `/api/offers/${offerId}/accept`, headers: as(seller) });

  it('a bKash checkout started at Tk. 30,000, then an offer of 20,000 accepted: the old checkout’s payment is refused and given back', async () => {
    const productId = await createProduct(app, seller, { resell_price: 30_000 });
    const bookingId = await book(app, buyer, productId);
    const started = await api.checkout(buyer, bookingId, 'bkash');
    const redirectUrl = started.body.redirectUrl as string;
    const conversationId = await startConversation(app, buyer, productId);
    expect((await accept(await offer(app, buyer, conversationId, 20_000))).statusCode).toBe(200);
    expect(await api.bookingRow(bookingId)).toMatchObject({ price: 20_000, state: 'booked' });

    // The buyer completes the page opened before: Tk. 30,000 taken, none of it kept.
    const answered = await api.walletAnswer(redirectUrl, GOOD_WALLET);
    await api.follow(answered.body.redirectUrl as string);
    const checkoutId = started.body.checkoutId as string;
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'refunded', outcome: 'payment-amount-mismatch' });
    const paymentId = new URL(redirectUrl).pathname.split('/').pop()!;
    const [wallet] = await app.ctx.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, paymentId));
    expect(wallet).toMatchObject({ status: 'Completed', amount: 30_000, refundedAmount: 30_000 });
    expect(await api.bookingRow(bookingId)).toMatchObject({ price: 20_000, state: 'booked', paid: false });
    expect(await api.paymentOf(bookingId)).toBeNull();

    // At the agreed price it pays.
    const again = await api.checkout(buyer, bookingId, 'bkash');
    const paid = await api.walletAnswer(again.body.redirectUrl as string, GOOD_WALLET);
    await api.follow(paid.body.redirectUrl as string);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held', paid: true });
    expect(await api.paymentOf(bookingId)).toMatchObject({ price: 20_000 });
  });

  it('once an offer is accepted, another offer on the booking is not: 409 price-agreed, the price unchanged', async () => {
    const productId = await createProduct(app, seller, { resell_price: 30_000 });
    const conversationId = await startConversation(app, buyer, productId);
    expect((await accept(await offer(app, buyer, conversationId, 20_000))).statusCode).toBe(200);
    const second = await accept(await offer(app, buyer, conversationId, 25_000));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'price-agreed' });
    const [booking] = await app.ctx.db.select().from(bookings).where(eq(bookings.productId, productId));
    expect(booking).toMatchObject({ price: 20_000 });
  });

  it('a stranger asking where someone else’s checkout stands gets 404, as for every booking route', async () => {
    const stranger = await signUpAs(app, 'buyer', { name: 'Salma' });
    const bookingId = await book(app, buyer, await createProduct(app, seller, { resell_price: 30_000 }));
    const checkoutId = (await api.checkout(buyer, bookingId, 'bkash')).body.checkoutId as string;
    expect((await api.checkoutStatus(stranger, checkoutId)).body).toMatchObject({ error: 'checkout-not-found' });
    expect((await api.checkoutStatus(stranger, checkoutId)).status).toBe(404);
    expect((await api.checkoutStatus(buyer, checkoutId)).status).toBe(200);
  });
});
