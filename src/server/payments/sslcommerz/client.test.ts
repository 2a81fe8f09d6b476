import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSslcommerzStandIn, type SslcommerzStandIn } from '../../testing/sslcommerz-stand-in.ts';
import { SslcommerzError } from './api.ts';
import { createSslcommerzClient } from './client.ts';

let standIn: SslcommerzStandIn;
beforeAll(async () => {
  standIn = await startSslcommerzStandIn();
});
afterAll(async () => standIn?.close());

const client = (options: { storePassword?: string; timeoutMs?: number } = {}) =>
  createSslcommerzClient({ baseUrl: standIn.baseUrl, storeId: standIn.storeId, storePassword: standIn.storePassword, ...options });

const urls = {
  success: 'http://127.0.0.1:9/payments/sslcommerz/success',
  fail: 'http://127.0.0.1:9/payments/sslcommerz/fail',
  cancel: 'http://127.0.0.1:9/payments/sslcommerz/cancel',
  ipn: 'http://127.0.0.1:9/payments/sslcommerz/ipn',
};

async function session(amount = 60_000) {
  const tranId = randomUUID().replaceAll('-', '').slice(0, 30);
  const { sessionkey, gatewayPageURL } = await client().initSession({
    tranId,
    amount,
    productName: 'ThinkPad X1 Carbon',
    customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711111111' },
    urls,
  });
  return { tranId, sessionkey, gatewayPageURL };
}

/** What SSLCommerz's error is, to assert on: a refusal or an outage, and its code. */
async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SslcommerzError);
  const { kind, code, message } = err as SslcommerzError;
  expect(message).not.toContain(standIn.storePassword);
  return { kind, code };
}

/** A validly signed set over exactly `names`, as someone holding the store password would make it. */
function signOver(fields: Record<string, string>, names: string[], storePassword: string) {
  const all: Record<string, string> = { ...fields, store_passwd: createHash('md5').update(storePassword).digest('hex') };
  const text = [...names, 'store_passwd']
    .sort()
    .map((name) => `${name}=${all[name]}`)
    .join('&');
  return { ...fields, verify_key: names.join(','), verify_sign: createHash('md5').update(text).digest('hex') };
}

describe('SSLCommerz client', () => {
  it('inits a session, and the paid transaction validates (VALID, then VALIDATED), shows in the query and refunds', async () => {
    const { tranId, sessionkey, gatewayPageURL } = await session();
    expect(gatewayPageURL).toBe(`${standIn.baseUrl}/EasyCheckOut/${sessionkey}`);
    const sent = standIn.calls('initSession').at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.params).toMatchObject({
      store_id: standIn.storeId,
      store_passwd: standIn.storePassword,
      total_amount: '60000.00',
      currency: 'BDT',
      tran_id: tranId,
      success_url: urls.success,
      fail_url: urls.fail,
      cancel_url: urls.cancel,
      ipn_url: urls.ipn,
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_phone: '01711111111',
      shipping_method: 'NO',
      product_name: 'ThinkPad X1 Carbon',
      product_profile: 'general',
    });

    const fields = standIn.pay(sessionkey);
    expect(fields).toMatchObject({ status: 'VALID', tran_id: tranId, amount: '60000.00', currency: 'BDT', risk_level: '0' });
    expect(client().signatureIsValid(fields)).toBe(true);

    const paid = { tranId, valId: fields.val_id, amount: 60_000, currency: 'BDT', bankTranId: fields.bank_tran_id, riskLevel: 0 };
    expect(await client().validate(fields.val_id!)).toEqual({ status: 'VALID', ...paid });
    expect(standIn.calls('validate').at(-1)).toEqual({
      method: 'GET',
      params: { store_id: standIn.storeId, store_passwd: standIn.storePassword, val_id: fields.val_id, v: '1', format: 'json' },
    });
    expect(await client().validate(fields.val_id!)).toEqual({ status: 'VALIDATED', ...paid });
    expect(await client().query(tranId)).toEqual([{ status: 'VALIDATED', ...paid }]);

    const refundRefId = expect.stringMatching(/\w{10,}/);
    const refeId = randomUUID();
    const refund = { bankTranId: fields.bank_tran_id!, amount: 60_000, remarks: 'Buyer never received the laptop', refeId };
    expect(await client().refund(refund)).toEqual({ status: 'success', refundRefId });
    expect(standIn.calls('refund').at(-1)!.params).toMatchObject({
      bank_tran_id: fields.bank_tran_id,
      refund_amount: '60000.00',
      refund_remarks: 'Buyer never received the laptop',
      refe_id: refeId,
      refund_trans_id: expect.stringMatching(/^\w{30}$/),
    });
  });

  it('reports every attempt of a tran_id, and none for an unknown one', async () => {
    const { tranId, sessionkey } = await session();
    const again = await client().initSession({
      tranId,
      amount: 60_000,
      productName: 'ThinkPad X1 Carbon',
      customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711111111' },
      urls,
    });
    const fields = standIn.pay(again.sessionkey);
    const attempts = await client().query(tranId);
    expect(attempts.map((t) => t.status)).toEqual(['PENDING', 'VALID']);
    expect(attempts[1]).toMatchObject({ valId: fields.val_id, amount: 60_000, currency: 'BDT' });
    expect(sessionkey).not.toBe(again.sessionkey);
    expect(await client().query(randomUUID())).toEqual([]);
  });

  it('accepts the stand-in signature and refuses any change to it', async () => {
    const { sessionkey } = await session();
    const fields = standIn.pay(sessionkey);
    const sslcommerz = client();
    expect(sslcommerz.signatureIsValid(fields)).toBe(true);

    for (const name of fields.verify_key!.split(',')) {
      expect(sslcommerz.signatureIsValid({ ...fields, [name]: `${fields[name]}1` }), name).toBe(false);
    }
    expect(sslcommerz.signatureIsValid({ ...fields, verify_sign: fields.verify_sign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })).toBe(
      false,
    );
    const { verify_sign: _sign, ...unsigned } = fields;
    const { verify_key: _key, ...keyless } = fields;
    expect(sslcommerz.signatureIsValid(unsigned)).toBe(false);
    expect(sslcommerz.signatureIsValid(keyless)).toBe(false);
    // A field taken out of verify_key without the password to sign again.
    const names = fields.verify_key!.split(',');
    expect(sslcommerz.signatureIsValid({ ...fields, verify_key: names.filter((n) => n !== 'amount').join(',') })).toBe(false);
    // Signed correctly, but over a list that leaves out a field Market reads: it could be anything.
    for (const left of ['amount', 'status', 'val_id', 'currency', 'bank_tran_id', 'currency_amount']) {
      const partial = signOver(
        fields,
        names.filter((n) => n !== left),
        standIn.storePassword,
      );
      expect(sslcommerz.signatureIsValid(partial), left).toBe(false);
    }
    expect(sslcommerz.signatureIsValid(signOver(fields, names, standIn.storePassword))).toBe(true);
    // Another store's password.
    expect(client({ storePassword: 'someone-else@ssl' }).signatureIsValid(fields)).toBe(false);
  });

  it('refuses everything with a wrong store password, and never says the password', async () => {
    const wrong = client({ storePassword: 'not-the-password' });
    const init = wrong.initSession({
      tranId: randomUUID().slice(0, 30),
      amount: 60_000,
      productName: 'Laptop',
      customer: { name: 'A', email: 'a@example.com', phone: '01711111111' },
      urls,
    });
    expect(await failure(init)).toEqual({ kind: 'rejected', code: 'init-failed' });
    await expect(init).rejects.toThrow('Store Credential Error');
    expect(await failure(wrong.validate('anything'))).toEqual({ kind: 'rejected', code: 'authentication-failed' });
    expect(await failure(wrong.query('anything'))).toEqual({ kind: 'rejected', code: 'authentication-failed' });
    expect(await failure(wrong.refund({ bankTranId: 'x', amount: 1, remarks: 'r', refeId: 'r' }))).toEqual({
      kind: 'rejected',
      code: 'authentication-failed',
    });
  });

  it('takes a session init that SSLCommerz refuses as a refusal with its reason', async () => {
    const init = client().initSession({
      tranId: randomUUID().slice(0, 30),
      amount: 600_000,
      productName: 'Laptop',
      customer: { name: 'A', email: 'a@example.com', phone: '01711111111' },
      urls,
    });
    expect(await failure(init)).toEqual({ kind: 'rejected', code: 'init-failed' });
    await expect(init).rejects.toThrow('500000.00 BDT');
  });

  it('reports an unknown val_id as INVALID_TRANSACTION, which is an answer', async () => {
    expect(await client().validate('2611262103020qwertyuiopasdfg')).toMatchObject({
      status: 'INVALID_TRANSACTION',
      tranId: '',
      amount: NaN,
    });
  });

  it('has no usable answer on a timeout, an HTTP error, a body that is not JSON or a dropped connection', async () => {
    standIn.delayNext('validate', 1_000);
    expect(await failure(client({ timeoutMs: 50 }).validate('x'))).toEqual({ kind: 'unavailable', code: 'timeout' });
    standIn.failNext('query', { status: 500, body: 'Internal Server Error' });
    expect(await failure(client().query('x'))).toEqual({ kind: 'unavailable', code: 'http-500' });
    standIn.failNext('initSession', { status: 200, body: '<html>Maintenance</html>' });
    expect(await failure(session())).toEqual({ kind: 'unavailable', code: 'bad-answer' });
    standIn.failNext('validate', { status: 200, body: '[]' });
    expect(await failure(client().validate('x'))).toEqual({ kind: 'unavailable', code: 'bad-answer' });
    standIn.failNext('refund', 'drop');
    expect(await failure(client().refund({ bankTranId: 'x', amount: 1, remarks: 'r', refeId: 'r' }))).toEqual({
      kind: 'unavailable',
      code: 'network',
    });
  });

  it('tells a refusal (APIConnect) from an answer it cannot read', async () => {
    standIn.failNext('query', { status: 200, body: JSON.stringify({ APIConnect: 'INACTIVE' }) });
    expect(await failure(client().query('x'))).toEqual({ kind: 'rejected', code: 'store-inactive' });
    standIn.failNext('query', { status: 200, body: JSON.stringify({ APIConnect: 'INVALID_REQUEST' }) });
    expect(await failure(client().query('x'))).toEqual({ kind: 'rejected', code: 'invalid-request' });
    standIn.failNext('query', { status: 200, body: JSON.stringify({ no_of_trans_found: 1 }) });
    expect(await failure(client().query('x'))).toEqual({ kind: 'unavailable', code: 'bad-answer' });
    standIn.failNext('query', { status: 200, body: JSON.stringify({ APIConnect: 'DONE', no_of_trans_found: 1, element: 'x' }) });
    expect(await failure(client().query('x'))).toEqual({ kind: 'unavailable', code: 'bad-answer' });
    standIn.failNext('initSession', { status: 200, body: JSON.stringify({ status: 'SUCCESS', GatewayPageURL: '' }) });
    expect(await failure(session())).toEqual({ kind: 'unavailable', code: 'bad-answer' });
  });

  it('reads amounts as Taka: decimals stay, and what is not an amount is NaN', async () => {
    const first = await session();
    const fractional = standIn.pay(first.sessionkey, { amount: '59999.60' });
    expect(client().signatureIsValid(fractional)).toBe(true);
    expect((await client().validate(fractional.val_id!)).amount).toBe(59_999.6);

    const second = await session();
    const fields = standIn.pay(second.sessionkey);
    standIn.misreport(fields.val_id!, { amount: '60,000' });
    expect((await client().validate(fields.val_id!)).amount).toBeNaN();
    standIn.misreport(second.tranId, { amount: '' });
    expect((await client().query(second.tranId))[0]!.amount).toBeNaN();
  });

  it('reports the currency and amount asked for at init, so that a different currency shows', async () => {
    const { sessionkey } = await session();
    const fields = standIn.pay(sessionkey, { currency: 'USD', amount: '500.00' });
    // SSLCommerz settles in BDT: `amount` is converted, currency_type/currency_amount are what was asked.
    expect(fields).toMatchObject({ currency: 'BDT', amount: '60000.00', currency_type: 'USD', currency_amount: '500.00' });
    expect(await client().validate(fields.val_id!)).toMatchObject({ currency: 'USD', amount: 500 });

    const other = await session();
    const paid = standIn.pay(other.sessionkey);
    standIn.misreport(paid.val_id!, { currency: 'EUR' });
    expect(await client().validate(paid.val_id!)).toMatchObject({ currency: 'EUR', amount: 60_000 });

    // An answer without currency_type: then `currency` and `amount` are the pair.
    standIn.failNext('validate', {
      status: 200,
      body: JSON.stringify({
        APIConnect: 'DONE',
        status: 'VALID',
        amount: '60000.00',
        currency: 'BDT',
        currency_type: '',
        risk_level: '0',
      }),
    });
    expect(await client().validate('x')).toMatchObject({ currency: 'BDT', amount: 60_000, riskLevel: 0 });
  });

  it('reports a risky payment, and treats a missing risk level as one', async () => {
    const { sessionkey } = await session();
    const fields = standIn.pay(sessionkey, { riskLevel: 1 });
    expect(await client().validate(fields.val_id!)).toMatchObject({ status: 'VALID', riskLevel: 1 });
    standIn.failNext('validate', { status: 200, body: JSON.stringify({ APIConnect: 'DONE', status: 'VALID' }) });
    expect(await client().validate('x')).toMatchObject({ riskLevel: 1 });
  });

  it('refunds at most what was paid, once per refe_id', async () => {
    const { sessionkey } = await session(50_000);
    const { bank_tran_id: bankTranId } = standIn.pay(sessionkey);
    const sslcommerz = client();

    expect(await sslcommerz.refund({ bankTranId: bankTranId!, amount: 50_001, remarks: 'too much', refeId: randomUUID() })).toEqual({
      status: 'failed',
      refundRefId: '',
      errorReason: 'Refund amount exceeds the transaction amount',
    });

    const refeId = randomUUID();
    const first = await sslcommerz.refund({ bankTranId: bankTranId!, amount: 30_000, remarks: 'part', refeId });
    expect(first.status).toBe('success');
    expect(await sslcommerz.refund({ bankTranId: bankTranId!, amount: 30_000, remarks: 'part', refeId })).toEqual(first);
    expect(standIn.refunds().filter((r) => r.bankTranId === bankTranId)).toHaveLength(1);

    const rest = await sslcommerz.refund({ bankTranId: bankTranId!, amount: 30_000, remarks: 'rest', refeId: randomUUID() });
    expect(rest).toMatchObject({ status: 'failed' });
    expect(await sslcommerz.refund({ bankTranId: bankTranId!, amount: 20_000, remarks: 'rest', refeId: randomUUID() })).toMatchObject({
      status: 'success',
    });
    expect(await sslcommerz.refund({ bankTranId: 'no-such-bank-tran', amount: 1, remarks: 'r', refeId: randomUUID() })).toMatchObject({
      status: 'failed',
      errorReason: 'Invalid bank transaction ID',
    });
  });
});

describe('SSLCommerz client with a base URL that has a path', () => {
  let mounted: SslcommerzStandIn;
  beforeAll(async () => {
    mounted = await startSslcommerzStandIn({ basePath: '/ssl' });
  });
  afterAll(async () => mounted?.close());

  it('the stand-in answers only under its path, so a call that drops the path fails', async () => {
    const origin = new URL(mounted.baseUrl).origin;
    expect(mounted.baseUrl).toBe(`${origin}/ssl`);
    const outside = await fetch(`${origin}/gwprocess/v4/api.php`, { method: 'POST' });
    expect(outside.status).toBe(404);
    await outside.body?.cancel();
  });

  it.each(['', '/', '//'])('sends session init, validation, query and refund under the path (base ending %j)', async (ending) => {
    const sslcommerz = createSslcommerzClient({
      baseUrl: `${mounted.baseUrl}${ending}`,
      storeId: mounted.storeId,
      storePassword: mounted.storePassword,
    });
    const calls = () => (['initSession', 'validate', 'query', 'refund'] as const).map((call) => mounted.calls(call).length);
    const before = calls();

    const tranId = randomUUID().replaceAll('-', '').slice(0, 30);
    const { sessionkey, gatewayPageURL } = await sslcommerz.initSession({
      tranId,
      amount: 60_000,
      productName: 'ThinkPad X1 Carbon',
      customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711111111' },
      urls,
    });
    expect(gatewayPageURL).toBe(`${mounted.baseUrl}/EasyCheckOut/${sessionkey}`);
    const fields = mounted.pay(sessionkey);
    expect(await sslcommerz.validate(fields.val_id!)).toMatchObject({ status: 'VALID', tranId });
    expect(await sslcommerz.query(tranId)).toMatchObject([{ status: 'VALIDATED', tranId }]);
    const refund = { bankTranId: fields.bank_tran_id!, amount: 60_000, remarks: 'Buyer never received the laptop', refeId: randomUUID() };
    expect(await sslcommerz.refund(refund)).toMatchObject({ status: 'success' });

    expect(calls()).toEqual(before.map((count) => count + 1));
  });
});
