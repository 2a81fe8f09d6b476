import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { dealsClient, GOOD_WALLET } from '../testing/deals-client.ts';
import { as, book, buildTestApp, createProduct, signUpAdmin, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';

const HOUR = 3_600_000;

describe('the default marketplace (PAYMENTS=sandbox,cod): bKash through the sandbox wallet, cash on meet-up, money held', () => {
  let app: TestApp;
  let clock: ManualClock;
  let api: ReturnType<typeof dealsClient>;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    clock = manualClock();
    app = await buildTestApp({}, { clock });
    api = dealsClient(app);
    seller = await signUpAs(app, 'seller', { name: 'Rahim' });
    buyer = await signUpAs(app, 'buyer', { name: 'Karim' });
    otherBuyer = await signUpAs(app, 'buyer', { name: 'Salma' });
    admin = await signUpAdmin(app);
  });
  afterAll(async () => app?.close());

  const listed = () => createProduct(app, seller, { resell_price: 60_000 });

  /** Books a laptop and pays it through the sandbox wallet; answers the booking, the product and where the browser landed. */
  async function payWithWallet(who = buyer, answer: Record<string, unknown> = GOOD_WALLET) {
    const productId = await listed();
    const bookingId = await book(app, who, productId);
    const started = await api.checkout(who, bookingId, 'bkash');
    expect(started.status).toBe(200);
    const { redirectUrl, checkoutId } = started.body as unknown as { redirectUrl: string; checkoutId: string };
    expect(redirectUrl).toMatch(/\/pay\/wallet\/SBX/);
    const answered = await api.walletAnswer(redirectUrl, answer);
    expect(answered.status).toBe(200);
    const back = await api.follow(answered.body.redirectUrl as string);
    return { productId, bookingId, checkoutId, back, answered };
  }

  it('offers card, bKash and cash on meet-up', async () => {
    const config = await api.call('GET', '/api/config', null);
    expect(config.body.payments).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      methods: ['card', 'bkash', 'cod'],
      bkashSandbox: true,
    });
  });

  it('pays with the sandbox wallet: executed once, held by Market, the laptop sold', async () => {
    const { productId, bookingId, checkoutId, back } = await payWithWallet();
    expect(back.status).toBe(303);
    expect(back.location).toBe(`/dashboard/payment/${bookingId}?checkout=${checkoutId}&result=success`);
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'paid', method: 'bkash' });
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held', paid: true, method: 'bkash' });
    expect(await api.paymentOf(bookingId)).toMatchObject({ price: 60_000, method: 'bkash', provider: 'sandbox' });
    expect(await api.productStatus(productId)).toBe('sold');
  });

  it('a replayed callback records nothing more and lands on the same page', async () => {
    const { bookingId, answered, back } = await payWithWallet();
    const again = await api.follow(answered.body.redirectUrl as string);
    expect(again).toMatchObject({ status: 303, location: back.location });
    expect(await api.checkoutsOf(bookingId)).toHaveLength(1);
  });

  it('the wallet without balance fails, and the booking stays bookable; a wrong OTP or PIN fails too', async () => {
    for (const answer of [
      { ...GOOD_WALLET, wallet: '01823074817' },
      { ...GOOD_WALLET, otp: '654321' },
      { ...GOOD_WALLET, pin: '11111' },
    ]) {
      const { bookingId, checkoutId, back, answered } = await payWithWallet(buyer, answer);
      expect(answered.body.refusal).toMatch(/^wallet-/);
      expect(back.location).toContain('result=failure');
      expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'failed' });
      expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked', paid: false });
    }
  });

  it('a booking whose payment failed can be removed; one with a payment under way cannot', async () => {
    const { bookingId } = await payWithWallet(buyer, { ...GOOD_WALLET, pin: '11111' });
    expect((await app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}`, headers: as(buyer) })).json()).toEqual({
      deletedCount: 1,
    });
    const pending = await book(app, buyer, await listed());
    await api.checkout(buyer, pending, 'bkash');
    const refused = await app.inject({ method: 'DELETE', url: `/api/bookings/${pending}`, headers: as(buyer) });
    expect(refused.json()).toMatchObject({ error: 'payment-not-final' });
  });

  it('a forged cancel for a payment in progress changes nothing', async () => {
    const productId = await listed();
    const bookingId = await book(app, buyer, productId);
    const { redirectUrl, checkoutId } = (await api.checkout(buyer, bookingId, 'bkash')).body as unknown as {
      redirectUrl: string;
      checkoutId: string;
    };
    const paymentId = new URL(redirectUrl).pathname.split('/').pop();
    const forged = await api.follow(`/api/payments/bkash/callback?paymentID=${paymentId}&status=cancel`);
    expect(forged.status).toBe(303);
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'pending' });
    // The buyer still pays.
    const answered = await api.walletAnswer(redirectUrl, GOOD_WALLET);
    await api.follow(answered.body.redirectUrl as string);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held' });
  });

  it('refuses hostile input: an unknown payment, a bad status, someone else’s booking, a method not offered', async () => {
    expect((await api.follow('/api/payments/bkash/callback?paymentID=SBXnope&status=success')).status).toBe(404);
    expect((await api.follow('/api/payments/bkash/callback?paymentID=x&status=paid')).status).toBe(400);
    const bookingId = await book(app, buyer, await listed());
    expect((await api.checkout(otherBuyer, bookingId, 'bkash')).status).toBe(403);
    expect((await api.checkout(buyer, bookingId, 'sslcommerz')).body).toMatchObject({ error: 'method-not-offered' });
    expect((await api.checkout(buyer, bookingId, 'stripe')).body).toMatchObject({ error: 'method-not-offered' });
    expect((await api.checkout(buyer, bookingId, 'paypal')).status).toBe(400);
    const wallet = await api.call('POST', '/api/payments/sandbox/wallet/SBXaaaaaaaaaaaaaaaaaaaa', null, GOOD_WALLET);
    expect(wallet.status).toBe(404);
  });

  it('cash on meet-up holds the laptop 72 hours for one buyer, then lapses', async () => {
    const productId = await listed();
    const bookingId = await book(app, buyer, productId);
    const other = await book(app, otherBuyer, productId);
    const held = await api.checkout(buyer, bookingId, 'cod');
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ state: 'cash', method: 'cod', paid: false });
    expect((await api.checkout(otherBuyer, other, 'cod')).body).toMatchObject({ error: 'product-reserved' });
    expect((await api.checkout(otherBuyer, other, 'bkash')).body).toMatchObject({ error: 'product-reserved' });
    await advance(clock, LIMITS.cashHoldHours * HOUR - 60_000);
    await app.ctx.jobs.runDue();
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'cash' });
    await advance(clock, 120_000);
    await app.ctx.jobs.runDue();
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'lapsed', endedBy: 'clock' });
    expect((await api.checkout(otherBuyer, other, 'cod')).body).toMatchObject({ state: 'cash' });
  });

  it('cash: the seller marks it handed over and paid; the laptop is sold; Earnings shows the cash', async () => {
    const productId = await listed();
    const bookingId = await book(app, buyer, productId);
    await api.checkout(buyer, bookingId, 'cod');
    const sales = await api.sales(seller);
    const sale = (sales.body as unknown as { _id: string; buyerName: string; buyerPhone: string; moves: string[] }[]).find(
      (s) => s._id === bookingId,
    );
    expect(sale).toMatchObject({ buyerName: 'Karim', moves: ['handed-over', 'cancel'] });
    // The seller reaches the buyer by the phone given for the booking, never by the buyer's sign-in address.
    expect(JSON.stringify(sales.body)).not.toContain(buyer.email);
    expect((await api.move(buyer, bookingId, 'handed-over')).status).toBe(403);
    const done = await api.move(seller, bookingId, 'handed-over');
    expect(done.status).toBe(200);
    expect(JSON.stringify(done.body)).not.toContain(buyer.email);
    expect(done.body).toMatchObject({ state: 'sold-cash', paid: true, moves: [] });
    expect(await api.productStatus(productId)).toBe('sold');
    expect((await api.earnings(seller)).body).toMatchObject({ cash: 60_000 });
  });

  it('either side cancels a cash booking with a reason, shown to the other', async () => {
    const bookingId = await book(app, buyer, await listed());
    await api.checkout(buyer, bookingId, 'cod');
    expect((await api.move(seller, bookingId, 'cancel')).body).toMatchObject({ error: 'reason-required' });
    const cancelled = await api.move(seller, bookingId, 'cancel', 'The laptop was damaged');
    expect(cancelled.body).toMatchObject({ state: 'cancelled', reason: 'The laptop was damaged', endedBy: 'seller' });
    const told = await api.call('GET', '/api/notifications', buyer);
    expect(JSON.stringify(told.body)).toContain('The laptop was damaged');
  });

  it('money held until the buyer has the laptop: handed over, then confirmed, then released', async () => {
    const { bookingId } = await payWithWallet();
    expect((await api.move(buyer, bookingId, 'handed-over')).status).toBe(403);
    expect((await api.move(seller, bookingId, 'handed-over')).body).toMatchObject({ state: 'handed-over' });
    expect((await api.earnings(seller)).body.sales).toEqual(
      expect.arrayContaining([expect.objectContaining({ bookingId, state: 'handed-over' })]),
    );
    expect((await api.move(seller, bookingId, 'received')).status).toBe(403);
    expect((await api.move(buyer, bookingId, 'received')).body).toMatchObject({ state: 'released', moves: [] });
    expect((await api.paymentOf(bookingId))?.releasedAt).toBeInstanceOf(Date);
  });

  it('released by the clock 7 days after the handover when the buyer neither confirms nor disputes', async () => {
    const { bookingId } = await payWithWallet();
    await api.move(seller, bookingId, 'handed-over');
    await advance(clock, LIMITS.releaseDays * 24 * HOUR + 60_000);
    await app.ctx.jobs.runDue();
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'released' });
  });

  it('a dispute is resolved by an admin: refunded through the wallet, the laptop stays sold once handed over', async () => {
    const { bookingId, productId } = await payWithWallet();
    await api.move(seller, bookingId, 'handed-over');
    expect((await api.move(buyer, bookingId, 'dispute')).body).toMatchObject({ error: 'reason-required' });
    expect((await api.move(buyer, bookingId, 'dispute', 'The screen is cracked')).body).toMatchObject({ state: 'disputed' });
    expect((await api.move(buyer, bookingId, 'refund')).status).toBe(403);
    const refunded = await api.move(admin, bookingId, 'refund');
    expect(refunded.body).toMatchObject({ state: 'refunded' });
    expect(await api.paymentOf(bookingId)).toMatchObject({ refundedAmount: 60_000 });
    expect((await api.move(admin, bookingId, 'refund')).status).toBe(409);
    expect(await api.productStatus(productId)).toBe('sold');
  });

  it('a paid booking cancelled before the handover is refunded in full, and the laptop is on sale again', async () => {
    const { bookingId, productId } = await payWithWallet();
    const cancelled = await api.move(buyer, bookingId, 'cancel', 'I found another laptop');
    expect(cancelled.body).toMatchObject({ state: 'refunded', endedBy: 'buyer' });
    expect(await api.productStatus(productId)).toBe('available');
    const again = await book(app, otherBuyer, productId);
    expect((await api.checkout(otherBuyer, again, 'cod')).body).toMatchObject({ state: 'cash' });
  });

  it('two buyers paying for one laptop at once: one payment kept, the other refunded through the wallet', async () => {
    const productId = await listed();
    const first = await book(app, buyer, productId);
    const second = await book(app, otherBuyer, productId);
    const a = (await api.checkout(buyer, first, 'bkash')).body as unknown as { redirectUrl: string; checkoutId: string };
    const b = (await api.checkout(otherBuyer, second, 'bkash')).body as unknown as { redirectUrl: string; checkoutId: string };
    const [backA, backB] = await Promise.all([api.walletAnswer(a.redirectUrl, GOOD_WALLET), api.walletAnswer(b.redirectUrl, GOOD_WALLET)]);
    await Promise.all([api.follow(backA.body.redirectUrl as string), api.follow(backB.body.redirectUrl as string)]);
    const states = [
      (await api.checkoutStatus(buyer, a.checkoutId)).body.state,
      (await api.checkoutStatus(otherBuyer, b.checkoutId)).body.state,
    ];
    expect(states.sort()).toEqual(['paid', 'refunded']);
  });
});
