import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBkashStandIn, type BkashStandIn } from '../../testing/bkash-stand-in.ts';
import { BkashError } from './api.ts';
import { createBkashClient, parseAmount, type BkashClientOptions } from './client.ts';

let bkash: BkashStandIn;
/** One clock for the client and the stand-in, moved by the tests. */
let now = Date.parse('2026-12-01T09:00:00Z');
const clock = () => now;

beforeAll(async () => {
  bkash = await startBkashStandIn({ clock });
});
afterAll(async () => bkash?.close());

const client = (options: Partial<BkashClientOptions> = {}) => createBkashClient({ ...bkash.clientOptions, clock, ...options });

let invoices = 0;
const order = (amount = 60_000) => ({
  amount,
  merchantInvoiceNumber: `MKT-${++invoices}`,
  callbackURL: 'https://market.example/api/payments/bkash/callback',
  payerReference: 'booking-1',
});

/** The BkashError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<BkashError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BkashError);
  return err as BkashError;
}

/** What a count of calls has grown by while `run` ran. */
async function growth(paths: Parameters<BkashStandIn['calls']>[0][], run: () => Promise<unknown>) {
  const before = paths.map((p) => bkash.calls(p));
  await run();
  return Object.fromEntries(paths.map((p, i) => [p, bkash.calls(p) - before[i]!]));
}

describe('bKash client against the stand-in', () => {
  it('creates, the buyer approves, executes, reads the status and refunds', async () => {
    const api = client();
    const created = await api.create(order());
    expect(created).toMatchObject({
      transactionStatus: 'Initiated',
      amount: 60_000,
      currency: 'BDT',
      merchantInvoiceNumber: `MKT-${invoices}`,
    });
    expect(created.paymentID).toMatch(/^TR0011/);
    expect(created.bkashURL.startsWith(new URL(bkash.baseUrl).origin)).toBe(true);
    // Two decimals, as bKash takes amounts.
    expect(bkash.payments().find((p) => p.paymentID === created.paymentID)).toMatchObject({
      amount: '60000.00',
      intent: 'sale',
      currency: 'BDT',
    });

    expect(bkash.approve(created.paymentID)).toBe(
      `https://market.example/api/payments/bkash/callback?paymentID=${created.paymentID}&status=success`,
    );
    expect(await api.status(created.paymentID)).toMatchObject({ transactionStatus: 'Initiated' });

    const executed = await api.execute(created.paymentID);
    expect(executed).toMatchObject({ paymentID: created.paymentID, transactionStatus: 'Completed', amount: 60_000, currency: 'BDT' });
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(await api.status(created.paymentID)).toEqual(executed);

    const refund = await api.refund({
      paymentID: created.paymentID,
      trxID: executed.trxID!,
      amount: 60_000,
      reason: 'Buyer did not receive the laptop',
    });
    expect(refund).toMatchObject({ transactionStatus: 'Completed', amount: 60_000 });
    expect(refund.refundTrxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(refund.refundTrxID).not.toBe(executed.trxID);
    expect(bkash.payments().find((p) => p.paymentID === created.paymentID)!.refunds).toEqual([
      { refundTrxID: refund.refundTrxID, amount: '60000.00', sku: created.paymentID, reason: 'Buyer did not receive the laptop' },
    ]);
  });

  it('grants one token for many calls', async () => {
    const api = client();
    const counted = await growth(['/token/grant', '/create', '/payment/status'], async () => {
      const { paymentID } = await api.create(order());
      for (let i = 0; i < 5; i++) await api.status(paymentID);
    });
    expect(counted).toEqual({ '/token/grant': 1, '/create': 1, '/payment/status': 5 });
  });

  it('sends one grant for 20 calls made at once', async () => {
    const api = client();
    const counted = await growth(['/token/grant', '/create'], () => Promise.all(Array.from({ length: 20 }, () => api.create(order()))));
    expect(counted).toEqual({ '/token/grant': 1, '/create': 20 });
  });

  it('refreshes the token once when it lapses by the clock, for calls made at once', async () => {
    const api = client();
    const { paymentID } = await api.create(order());
    now += 3600 * 1000;
    const counted = await growth(['/token/grant', '/token/refresh', '/payment/status'], () =>
      Promise.all(Array.from({ length: 20 }, () => api.status(paymentID))),
    );
    expect(counted).toEqual({ '/token/grant': 0, '/token/refresh': 1, '/payment/status': 20 });
    // The refreshed token is kept in turn.
    expect(await growth(['/token/refresh'], () => api.status(paymentID))).toEqual({ '/token/refresh': 0 });
  });

  it('renews a little before the token lapses, not after', async () => {
    const api = client();
    const { paymentID } = await api.create(order());
    now += 3600 * 1000 - 61_000;
    expect(await growth(['/token/refresh'], () => api.status(paymentID))).toEqual({ '/token/refresh': 0 });
    now += 2_000;
    expect(await growth(['/token/refresh'], () => api.status(paymentID))).toEqual({ '/token/refresh': 1 });
  });

  it('grants again when bKash no longer takes the refresh token', async () => {
    const api = client();
    const { paymentID } = await api.create(order());
    now += 3600 * 1000;
    bkash.failNext('/token/refresh', { statusCode: '9999', statusMessage: 'Invalid refresh token' });
    const counted = await growth(['/token/grant', '/token/refresh'], () => api.status(paymentID));
    expect(counted).toEqual({ '/token/grant': 1, '/token/refresh': 1 });
  });

  it('grants again and repeats the call once when bKash says the token has expired', async () => {
    const api = client();
    const { paymentID } = await api.create(order());
    bkash.expireTokens();
    const before = bkash.payments().length;
    const counted = await growth(['/token/grant', '/create', '/payment/status'], async () => {
      await Promise.all([api.create(order()), api.status(paymentID), api.status(paymentID)]);
    });
    expect(counted).toEqual({ '/token/grant': 1, '/create': 2, '/payment/status': 4 });
    // The refused create was never carried out.
    expect(bkash.payments()).toHaveLength(before + 1);
  });

  it('gives up when a newly granted token is refused too', async () => {
    const api = client();
    await api.create(order());
    const unauthorized = { httpStatus: 401, body: JSON.stringify({ message: 'Unauthorized' }) };
    bkash.failNext('/create', unauthorized);
    bkash.failNext('/create', unauthorized);
    const err = await failure(api.create(order()));
    expect(err).toMatchObject({ kind: 'unavailable', code: 'http-401' });
  });

  it('rejects with the code of a refusal that bKash answers with HTTP 200', async () => {
    const api = client();
    bkash.failNext('/create', { statusCode: '2029', statusMessage: 'Duplicate for all transactions' });
    const err = await failure(api.create(order()));
    expect(err).toMatchObject({ kind: 'rejected', code: '2029' });
    expect(err.message).toContain('Duplicate for all transactions');

    // The older shape of a refusal.
    bkash.failNext('/payment/status', { httpStatus: 200, body: JSON.stringify({ errorCode: '2002', errorMessage: 'Invalid Payment ID' }) });
    expect(await failure(api.status('TR0011nothing'))).toMatchObject({ kind: 'rejected', code: '2002' });
  });

  it('is unavailable with "timeout" when bKash answers too late, though the call may have gone through', async () => {
    const api = client({ timeoutMs: 100 });
    const { paymentID } = await api.create(order());
    bkash.approve(paymentID);
    bkash.delayNext('/execute', 500);
    expect(await failure(api.execute(paymentID))).toMatchObject({ kind: 'unavailable', code: 'timeout' });
    // The outcome was unknown: asking again tells it.
    expect(await api.status(paymentID)).toMatchObject({ transactionStatus: 'Completed' });
  });

  it('is unavailable on an HTTP error, a body that is not JSON, or JSON that is not a payment', async () => {
    const api = client();
    bkash.failNext('/create', { httpStatus: 500, body: 'Internal Server Error' });
    expect(await failure(api.create(order()))).toMatchObject({ kind: 'unavailable', code: 'http-500' });
    bkash.failNext('/create', { httpStatus: 503 });
    expect(await failure(api.create(order()))).toMatchObject({ kind: 'unavailable', code: 'http-503' });
    bkash.failNext('/create', { httpStatus: 200, body: '<html>Service unavailable</html>' });
    expect(await failure(api.create(order()))).toMatchObject({ kind: 'unavailable', code: 'bad-answer' });
    bkash.failNext('/create', { httpStatus: 200, body: '[]' });
    expect(await failure(api.create(order()))).toMatchObject({ kind: 'unavailable', code: 'bad-answer' });
    bkash.failNext('/create', { httpStatus: 200, body: JSON.stringify({ statusCode: '0000', paymentID: 'TR0011X' }) });
    expect(await failure(api.create(order()))).toMatchObject({ kind: 'unavailable', code: 'bad-answer' });
    bkash.failNext('/token/grant', { httpStatus: 200, body: JSON.stringify({ statusCode: '0000', id_token: 'x' }) });
    expect(await failure(client().create(order()))).toMatchObject({ kind: 'unavailable', code: 'bad-answer' });
  });

  it('is unavailable with "network" when nothing listens', async () => {
    const gone = await startBkashStandIn();
    await gone.close();
    const err = await failure(createBkashClient({ ...gone.clientOptions }).status('TR0011X'));
    expect(err).toMatchObject({ kind: 'unavailable', code: 'network' });
  });

  it('rejects wrong credentials, and never puts a secret in the error', async () => {
    const secrets = { password: 'wrong-password-123', appSecret: 'wrong-secret-456', appKey: 'wrong-key-789' };
    const wrongPassword = await failure(client({ password: secrets.password }).create(order()));
    expect(wrongPassword).toMatchObject({ kind: 'rejected', code: '9999' });
    const wrongSecret = await failure(client({ appSecret: secrets.appSecret }).create(order()));
    expect(wrongSecret).toMatchObject({ kind: 'rejected', code: '2001' });
    const wrongKey = await failure(client({ appKey: secrets.appKey }).create(order()));
    expect(wrongKey).toMatchObject({ kind: 'rejected', code: '2001' });
    for (const err of [wrongPassword, wrongSecret, wrongKey]) {
      for (const secret of [...Object.values(secrets), bkash.clientOptions.password, bkash.clientOptions.appSecret]) {
        expect(err.message).not.toContain(secret);
        expect(err.stack).not.toContain(secret);
      }
    }
  });

  it('rejects an execute before the buyer approved, a second execute, and one after the wallet failed', async () => {
    const api = client();
    const { paymentID } = await api.create(order());
    expect(await failure(api.execute(paymentID))).toMatchObject({ kind: 'rejected', code: '2056' });
    bkash.approve(paymentID);
    await api.execute(paymentID);
    expect(await failure(api.execute(paymentID))).toMatchObject({ kind: 'rejected', code: '2117' });

    const poor = await api.create(order());
    expect(bkash.fail(poor.paymentID, 'insufficient-balance')).toContain('status=failure');
    expect(await failure(api.execute(poor.paymentID))).toMatchObject({ kind: 'rejected', code: '2023' });
    expect(await api.status(poor.paymentID)).toMatchObject({ transactionStatus: 'Failed' });

    const cancelled = await api.create(order());
    bkash.cancel(cancelled.paymentID);
    expect(await failure(api.execute(cancelled.paymentID))).toMatchObject({ kind: 'rejected', code: '2056' });
    expect(await failure(api.status('TR0011unknown'))).toMatchObject({ kind: 'rejected', code: '2002' });
  });

  it('refunds in parts up to what was paid, and rejects more', async () => {
    const api = client();
    const { paymentID } = await api.create(order(1_000));
    bkash.approve(paymentID);
    const { trxID } = await api.execute(paymentID);
    const refund = (amount: number) => api.refund({ paymentID, trxID: trxID!, amount, reason: 'Returned' });

    expect(await failure(refund(1_001))).toMatchObject({ kind: 'rejected', code: '2072' });
    expect(await refund(400)).toMatchObject({ amount: 400 });
    expect(await failure(refund(601))).toMatchObject({ kind: 'rejected', code: '2072' });
    expect(await refund(600)).toMatchObject({ amount: 600 });
    expect(await failure(refund(1))).toMatchObject({ kind: 'rejected', code: '2072' });
    expect(await failure(api.refund({ paymentID, trxID: 'ABCDE12345', amount: 1, reason: 'Returned' }))).toMatchObject({ code: '2077' });
  });

  it('reads amounts as Taka, and anything else as NaN', async () => {
    expect(parseAmount('60000.00')).toBe(60_000);
    expect(parseAmount('15')).toBe(15);
    expect(parseAmount(' 60000.00 ')).toBe(60_000);
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount(500)).toBe(500);
    for (const bad of ['', 'abc', '1e3', '-5', '60,000.00', '0x10', null, undefined, Infinity, {}]) expect(parseAmount(bad)).toBeNaN();

    const api = client();
    bkash.failNext('/payment/status', {
      httpStatus: 200,
      body: JSON.stringify({
        statusCode: '0000',
        paymentID: 'TR0011X',
        transactionStatus: 'Completed',
        amount: 'sixty',
        merchantInvoice: 'MKT-X',
      }),
    });
    const payment = await api.status('TR0011X');
    expect(payment.amount).toBeNaN();
    expect(payment.merchantInvoiceNumber).toBe('MKT-X');
  });
});
