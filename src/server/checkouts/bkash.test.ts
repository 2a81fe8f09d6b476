import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { dealsClient } from '../testing/deals-client.ts';
import { bkashEnv, startBkashStandIn, type BkashStandIn } from '../testing/bkash-stand-in.ts';
import { book, buildTestApp, createProduct, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';

const MINUTE = 60_000;
const TIMEOUT_MS = 400;

describe('bKash Tokenized Checkout through its stand-in (PAYMENTS=bkash,cod)', () => {
  let bkash: BkashStandIn;
  let app: TestApp;
  let clock: ManualClock;
  let api: ReturnType<typeof dealsClient>;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;

  beforeAll(async () => {
    clock = manualClock(Date.now());
    bkash = await startBkashStandIn();
    app = await buildTestApp({ PAYMENTS: 'bkash,cod', ...bkashEnv(bkash), PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS) }, { clock });
    api = dealsClient(app);
    seller = await signUpAs(app, 'seller', { name: 'Rahim' });
    buyer = await signUpAs(app, 'buyer', { name: 'Karim' });
    otherBuyer = await signUpAs(app, 'buyer', { name: 'Salma' });
  });
  afterAll(async () => {
    await app?.close();
    await bkash?.close();
  });

  /** A booking and its bKash payment created: the stand-in's payment id, and Market's checkout. */
  async function started(who = buyer, productId?: string) {
    const bookingId = await book(app, who, productId ?? (await createProduct(app, seller, { resell_price: 55_000 })));
    const res = await api.checkout(who, bookingId, 'bkash');
    expect(res.status).toBe(200);
    const { redirectUrl, checkoutId } = res.body as unknown as { redirectUrl: string; checkoutId: string };
    expect(redirectUrl.startsWith(new URL(bkash.baseUrl).origin)).toBe(true);
    const payment = bkash.payments().at(-1)!;
    return { bookingId, checkoutId, paymentID: payment.paymentID, payment };
  }

  it('creates the payment as bKash documents it: mode 0011, sale, BDT, the booking’s amount, a callback to Market', async () => {
    const { payment } = await started();
    expect(payment).toMatchObject({ amount: '55000.00', currency: 'BDT', intent: 'sale', transactionStatus: 'Initiated' });
    expect(payment.callbackURL).toMatch(/\/api\/payments\/bkash\/callback$/);
    expect(payment.merchantInvoiceNumber).toMatch(/^MKT[0-9A-F]{24}$/);
  });

  it('pays: approved on bKash’s page, executed once, recorded as held', async () => {
    const { bookingId, checkoutId, paymentID } = await started();
    const back = await api.follow(bkash.approve(paymentID));
    expect(back).toMatchObject({ status: 303, location: `/dashboard/payment/${bookingId}?checkout=${checkoutId}&result=success` });
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held', method: 'bkash' });
    const trxID = bkash.payments().find((p) => p.paymentID === paymentID)!.trxID;
    expect(await api.paymentOf(bookingId)).toMatchObject({ transactionId: trxID, provider: 'bkash', price: 55_000 });
  });

  it('a forged success for a payment the buyer never approved: execute refused, nothing recorded', async () => {
    const { bookingId, checkoutId, paymentID } = await started();
    const back = await api.follow(`/api/payments/bkash/callback?paymentID=${paymentID}&status=success`);
    expect(back.status).toBe(303);
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'pending' });
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked', paid: false });
    expect(await api.paymentOf(bookingId)).toBeNull();
  });

  it('50 concurrent callbacks for one payment execute it once and record it once', async () => {
    const { bookingId, paymentID } = await started();
    const url = bkash.approve(paymentID);
    const before = bkash.calls('/execute');
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.follow(url)));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    expect(bkash.calls('/execute') - before).toBe(1);
    expect(await api.paymentOf(bookingId)).not.toBeNull();
    expect(await api.checkoutsOf(bookingId)).toMatchObject([{ state: 'paid' }]);
  });

  it('an execute that times out is settled from bKash’s status, not guessed', async () => {
    const { bookingId, paymentID } = await started();
    bkash.delayNext('/execute', TIMEOUT_MS * 3);
    await api.follow(bkash.approve(paymentID));
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held' });
  });

  it('a failure or cancel on bKash’s page ends the checkout once bKash says so; the booking can be paid again', async () => {
    const { bookingId, checkoutId, paymentID } = await started();
    const back = await api.follow(bkash.fail(paymentID, 'insufficient-balance'));
    expect(back.location).toContain('result=failure');
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'failed' });
    const again = await api.checkout(buyer, bookingId, 'bkash');
    expect(again.status).toBe(200);
  });

  it('a payment whose callback never came is reconciled 15 minutes on: recorded once bKash says Completed', async () => {
    const { bookingId, paymentID } = await started();
    // The browser came back but neither execute's answer nor the status came: nothing settled yet.
    bkash.delayNext('/execute', TIMEOUT_MS * 3);
    bkash.failNext('/payment/status', { httpStatus: 503 });
    await api.follow(bkash.approve(paymentID));
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked' });
    await advance(clock, LIMITS.reconcileMinutes * MINUTE + MINUTE);
    await app.ctx.jobs.runDue();
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held' });
  });

  it('a payment the buyer never approved is settled failed by reconciliation', async () => {
    const { checkoutId } = await started();
    await advance(clock, LIMITS.reconcileMinutes * MINUTE + MINUTE);
    await app.ctx.jobs.runDue();
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'failed', outcome: 'expired' });
  });

  it('two buyers paying for one laptop at once: one kept, the other refunded through bKash', async () => {
    const productId = await createProduct(app, seller, { resell_price: 50_000 });
    const a = await started(buyer, productId);
    const b = await started(otherBuyer, productId);
    const [urlA, urlB] = [bkash.approve(a.paymentID), bkash.approve(b.paymentID)];
    await Promise.all([api.follow(urlA), api.follow(urlB)]);
    const states = [
      (await api.checkoutStatus(buyer, a.checkoutId)).body.state,
      (await api.checkoutStatus(otherBuyer, b.checkoutId)).body.state,
    ];
    expect(states.sort()).toEqual(['paid', 'refunded']);
    const refunded = bkash.payments().filter((p) => [a.paymentID, b.paymentID].includes(p.paymentID) && p.refunds.length > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.refunds[0]!.amount).toBe('50000.00');
  });

  it('an admin’s refund goes back through bKash, once', async () => {
    const admin = await signUpAs(app, 'admin');
    const { bookingId, paymentID } = await started();
    await api.follow(bkash.approve(paymentID));
    const [refund1, refund2] = await Promise.all([api.move(admin, bookingId, 'refund'), api.move(admin, bookingId, 'refund')]);
    expect([refund1.status, refund2.status].sort()).toEqual([200, 409]);
    expect(bkash.payments().find((p) => p.paymentID === paymentID)!.refunds).toHaveLength(1);
    expect(await api.paymentOf(bookingId)).toMatchObject({ refundedAmount: 55_000 });
  });

  it('when bKash refuses a refund, nothing changes and the admin is told to try again', async () => {
    const admin = await signUpAs(app, 'admin');
    const { bookingId, paymentID } = await started();
    await api.follow(bkash.approve(paymentID));
    bkash.failNext('/payment/refund', { statusCode: '2071', statusMessage: 'Refund not allowed now' });
    expect((await api.move(admin, bookingId, 'refund')).body).toMatchObject({ error: 'payments-unavailable' });
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held', closedAt: null, endedBy: null });
    expect(await api.paymentOf(bookingId)).toMatchObject({ refundReference: null, refundedAt: null });
    expect((await api.move(admin, bookingId, 'refund')).status).toBe(200);
    expect(bkash.payments().find((p) => p.paymentID === paymentID)!.refunds).toHaveLength(1);
  });

  it('when bKash’s answer to a refund is lost, the booking stays refunded and the refund job finishes it, once', async () => {
    const admin = await signUpAs(app, 'admin');
    const { bookingId, paymentID } = await started();
    await api.follow(bkash.approve(paymentID));
    bkash.failNext('/payment/refund', { httpStatus: 500 });
    expect((await api.move(admin, bookingId, 'refund')).status).toBe(200);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'refunded' });
    expect(await api.paymentOf(bookingId)).toMatchObject({ refundReference: 'refunding', refundedAt: null });
    // Nothing else may move it meanwhile.
    expect((await api.move(admin, bookingId, 'release')).status).toBe(409);

    await advance(clock, 5 * MINUTE + 1000);
    while ((await app.ctx.jobs.runDue()) > 0);
    expect(bkash.payments().find((p) => p.paymentID === paymentID)!.refunds).toHaveLength(1);
    expect(await api.paymentOf(bookingId)).toMatchObject({ refundedAmount: 55_000, releasedAt: null });
    expect((await api.paymentOf(bookingId))!.refundReference).not.toBe('refunding');
  });
});
