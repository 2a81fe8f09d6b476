import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { dealsClient } from '../testing/deals-client.ts';
import { sslcommerzEnv, startSslcommerzStandIn, type SslcommerzStandIn } from '../testing/sslcommerz-stand-in.ts';
import { book, buildTestApp, createProduct, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';

const MINUTE = 60_000;

describe('SSLCommerz v4 through its stand-in (PAYMENTS=sslcommerz)', () => {
  let ssl: SslcommerzStandIn;
  let app: TestApp;
  let clock: ManualClock;
  let api: ReturnType<typeof dealsClient>;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    clock = manualClock(Date.now());
    ssl = await startSslcommerzStandIn();
    app = await buildTestApp({ PAYMENTS: 'sslcommerz', ...sslcommerzEnv(ssl), PAYMENT_TIMEOUT_MS: '500' }, { clock });
    api = dealsClient(app);
    seller = await signUpAs(app, 'seller', { name: 'Rahim' });
    buyer = await signUpAs(app, 'buyer', { name: 'Karim' });
    admin = await signUpAs(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await ssl?.close();
  });

  /** A booking whose SSLCommerz session is open: its checkout and the tran_id SSLCommerz knows it by. */
  async function started(price = 42_000) {
    const bookingId = await book(app, buyer, await createProduct(app, seller, { resell_price: price }));
    const res = await api.checkout(buyer, bookingId, 'sslcommerz');
    expect(res.status).toBe(200);
    const { redirectUrl, checkoutId } = res.body as unknown as { redirectUrl: string; checkoutId: string };
    expect(redirectUrl.startsWith(ssl.baseUrl)).toBe(true);
    const init = ssl.calls('initSession').at(-1)!.params;
    return { bookingId, checkoutId, tranId: init.tran_id!, init };
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, origin = new URL(ssl.baseUrl).origin) =>
    app.inject({ method: 'POST', url, payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', origin } });
  const ipn = (fields: Record<string, string>) => post('/api/payments/sslcommerz/ipn', fields);
  const returned = (fields: Record<string, string>, result = 'success') => post(`/api/payments/sslcommerz/return/${result}`, fields);

  it('starts a session as SSLCommerz documents it: two decimals, BDT, a unique tran_id, four URLs to Market', async () => {
    const { init } = await started();
    expect(init).toMatchObject({ total_amount: '42000.00', currency: 'BDT' });
    expect(init.tran_id).toMatch(/^MKT[0-9A-F]{24}$/);
    for (const key of ['success_url', 'fail_url', 'cancel_url', 'ipn_url'])
      expect(init[key]).toMatch(/^http:\/\/localhost(:\d+)?\/api\/payments\/sslcommerz\//);
  });

  it('the IPN before the browser’s return: recorded once, confirmed by the validation API', async () => {
    const { bookingId, checkoutId, tranId } = await started();
    const fields = ssl.pay(tranId);
    expect((await ipn(fields)).json()).toEqual({ received: true });
    const back = await returned(fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?checkout=${checkoutId}&result=success`);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held', method: 'sslcommerz' });
    expect(await api.paymentOf(bookingId)).toMatchObject({ transactionId: fields.bank_tran_id, provider: 'sslcommerz' });
    expect(ssl.calls('validate').filter((c) => c.params.val_id === fields.val_id)).toHaveLength(1);
  });

  it('the browser’s return before the IPN: the same, once', async () => {
    const { bookingId, tranId } = await started();
    const fields = ssl.pay(tranId);
    expect((await returned(fields)).statusCode).toBe(303);
    expect((await ipn(fields)).statusCode).toBe(200);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held' });
    expect(await api.checkoutsOf(bookingId)).toMatchObject([{ state: 'paid', valId: fields.val_id }]);
  });

  it('50 IPNs and returns at once for one payment record it once', async () => {
    const { bookingId, tranId } = await started();
    const fields = ssl.pay(tranId);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? ipn(fields) : returned(fields))));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 303)).toBe(true);
    expect(await api.paymentOf(bookingId)).not.toBeNull();
    expect(await api.checkoutsOf(bookingId)).toMatchObject([{ state: 'paid' }]);
  });

  it('a forged IPN (verify_sign wrong, or a signed field changed) is refused and records nothing', async () => {
    const { bookingId, tranId } = await started();
    const fields = ssl.pay(tranId);
    const forged = await ipn({ ...fields, verify_sign: '0'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'bad-signature' });
    expect((await ipn({ ...fields, amount: '1.00' })).statusCode).toBe(400);
    expect((await returned({ ...fields, tran_id: 'MKT000' })).statusCode).toBe(400);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked', paid: false });
  });

  it('an IPN for an invoice Market never issued is refused', async () => {
    const { tranId } = await started();
    const fields = ssl.pay(tranId);
    // Signed by SSLCommerz, for a tran_id of another merchant's: nothing of Market's.
    expect((await ipn({ ...fields, tran_id: 'OTHER' })).statusCode).toBe(400);
  });

  it('a payment the validation API reports for another amount or currency records nothing', async () => {
    for (const report of [{ amount: '100.00' }, { currency: 'USD' }]) {
      const { bookingId, tranId } = await started();
      const fields = ssl.pay(tranId);
      ssl.misreport(fields.val_id!, report);
      const res = await ipn(fields);
      expect(res.statusCode).toBe(409);
      expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked', paid: false });
    }
  });

  it('risk level 1 holds the payment for an admin, who approves it', async () => {
    const { bookingId, tranId } = await started();
    await ipn(ssl.pay(tranId, { riskLevel: 1 }));
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'review' });
    expect((await api.move(seller, bookingId, 'handed-over')).status).toBe(409);
    expect((await api.move(admin, bookingId, 'approve')).body).toMatchObject({ state: 'held' });
  });

  it('a payment whose IPN and return never came is reconciled by the transaction query', async () => {
    const { bookingId, tranId } = await started();
    ssl.pay(tranId);
    await advance(clock, LIMITS.reconcileMinutes * MINUTE + MINUTE);
    await app.ctx.jobs.runDue();
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'held' });
  });

  it('money that comes after reconciliation failed the checkout is refunded, once, and records nothing', async () => {
    const { bookingId, checkoutId, tranId } = await started();
    await advance(clock, LIMITS.reconcileMinutes * MINUTE + MINUTE);
    await app.ctx.jobs.runDue();
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'failed' });
    const fields = ssl.pay(tranId);
    await Promise.all([ipn(fields), returned(fields)]);
    expect((await api.checkoutStatus(buyer, checkoutId)).body).toMatchObject({ state: 'refunded', outcome: 'late' });
    expect(ssl.refunds().filter((r) => r.bankTranId === fields.bank_tran_id)).toHaveLength(1);
    expect(await api.bookingRow(bookingId)).toMatchObject({ state: 'booked', paid: false });
  });

  it('a dispute refunded by an admin goes back through SSLCommerz’s refund API', async () => {
    const { bookingId, tranId } = await started();
    const fields = ssl.pay(tranId);
    await ipn(fields);
    await api.move(seller, bookingId, 'handed-over');
    await api.move(buyer, bookingId, 'dispute', 'Not the laptop in the photos');
    expect((await api.move(admin, bookingId, 'refund')).body).toMatchObject({ state: 'refunded' });
    expect(ssl.refunds().filter((r) => r.bankTranId === fields.bank_tran_id)).toHaveLength(1);
  });
});
