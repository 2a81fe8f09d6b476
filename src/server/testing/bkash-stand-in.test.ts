import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBkashClient } from '../payments/bkash/client.ts';
import { startBkashStandIn, type BkashStandIn } from './bkash-stand-in.ts';

let bkash: BkashStandIn;
beforeAll(async () => {
  bkash = await startBkashStandIn();
});
afterAll(async () => bkash?.close());

const CALLBACK = 'https://market.example/pay/bkash?booking=b1';

async function newPayment() {
  return createBkashClient(bkash.clientOptions).create({
    amount: 45_000,
    merchantInvoiceNumber: 'MKT-1',
    callbackURL: CALLBACK,
    payerReference: 'b1',
  });
}

/** The page as a browser gets it, and the fields its form sends back. */
async function open(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));
  return { status: res.status, html, action: form ? new URL(form[1]!, url).href : undefined, hidden };
}

/** Submits the page's form as its Confirm (or Cancel) button does; answers the status and where it redirects. */
async function submit(url: string, value: string, action: 'confirm' | 'cancel' = 'confirm') {
  const page = await open(url);
  const res = await fetch(page.action!, {
    method: 'POST',
    body: new URLSearchParams({ ...page.hidden, value, action }),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  return { status: res.status, location: location && new URL(location, url).href, html: await res.text() };
}

/** Goes through the steps with these answers; answers the last response. */
async function journey(url: string, values: string[]) {
  let result = { status: 0, location: url as string | null, html: '' };
  for (const value of values) {
    result = await submit(result.location!, value);
    expect(result.status).toBe(303);
  }
  return result;
}

const payment = (paymentID: string) => bkash.payments().find((p) => p.paymentID === paymentID)!;

describe('bKash stand-in: the hosted wallet page', () => {
  it('asks the wallet number, the OTP and the PIN, with labels, then sends the browser to the callback with success', async () => {
    const { paymentID, bkashURL } = await newPayment();
    const first = await open(bkashURL);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<html lang="en">');
    expect(first.html).toContain('<label for="value">Wallet number</label>');
    expect(first.html).toContain('45000.00 BDT');
    expect(first.html).toMatch(/<button type="submit" name="action" value="confirm">Confirm<\/button>/);
    expect(first.html).toMatch(/<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/);

    const afterWallet = await submit(bkashURL, '01770618575');
    expect(afterWallet.status).toBe(303);
    expect((await open(afterWallet.location!)).html).toContain('<label for="value">Verification code (OTP)</label>');
    const afterOtp = await submit(afterWallet.location!, '123456');
    expect((await open(afterOtp.location!)).html).toContain('<label for="value">PIN</label>');
    const done = await submit(afterOtp.location!, '12121');
    expect(done).toMatchObject({ status: 303, location: `${CALLBACK}&paymentID=${paymentID}&status=success` });
    expect(payment(paymentID)).toMatchObject({ approved: true, transactionStatus: 'Initiated', customerMsisdn: '01770618575' });

    // The page is spent.
    expect((await open(bkashURL)).status).toBe(410);
  });

  it.each([
    ['insufficient balance', ['01823074817', '123456', '12121'], { code: '2023', message: 'Insufficient Balance' }],
    ['a wrong OTP', ['01770618575', '000000'], { code: '2016', message: 'Wrong verification code' }],
    ['a wrong PIN', ['01770618575', '123456', '11111'], { code: '2014', message: 'Wrong PIN' }],
  ])('sends the browser to the callback with failure for %s', async (_, values, failure) => {
    const { paymentID, bkashURL } = await newPayment();
    const done = await journey(bkashURL, values);
    expect(done.location).toBe(`${CALLBACK}&paymentID=${paymentID}&status=failure`);
    expect(payment(paymentID)).toMatchObject({ approved: false, transactionStatus: 'Failed', failure });
  });

  it('cancels from any step', async () => {
    const first = await newPayment();
    expect(await submit(first.bkashURL, '', 'cancel')).toMatchObject({
      status: 303,
      location: `${CALLBACK}&paymentID=${first.paymentID}&status=cancel`,
    });
    expect(payment(first.paymentID).transactionStatus).toBe('Cancelled');

    const second = await newPayment();
    const atOtp = await journey(second.bkashURL, ['01929918378']);
    expect((await submit(atOtp.location!, '', 'cancel')).location).toBe(`${CALLBACK}&paymentID=${second.paymentID}&status=cancel`);
  });

  it('asks again for a number that is not a sandbox wallet, saying why', async () => {
    const { paymentID, bkashURL } = await newPayment();
    const again = await submit(bkashURL, '01700000000');
    expect(again.status).toBe(422);
    expect(again.html).toMatch(/<p role="alert" id="error">Enter a bKash sandbox wallet number/);
    expect(again.html).toContain('aria-invalid="true"');
    expect(again.html).toContain('Wallet number');
    expect(payment(paymentID).transactionStatus).toBe('Initiated');
  });

  it('shows the current step to a form of an earlier one, and nothing without the right hash', async () => {
    const { bkashURL } = await newPayment();
    const walletForm = await open(bkashURL);
    await submit(bkashURL, '01770618575');
    const stale = await fetch(walletForm.action!, {
      method: 'POST',
      body: new URLSearchParams({ ...walletForm.hidden, value: '01770618575', action: 'confirm' }),
      redirect: 'manual',
    });
    expect(stale.status).toBe(303);
    expect((await open(new URL(stale.headers.get('location')!, bkashURL).href)).html).toContain('Verification code (OTP)');

    const forged = new URL(bkashURL);
    forged.searchParams.set('hash', 'guess');
    expect((await open(forged.href)).status).toBe(404);
  });

  it('answers the callback URL from its controls, with ? when the callback has no query', async () => {
    const client = createBkashClient(bkash.clientOptions);
    const plain = await client.create({
      amount: 10,
      merchantInvoiceNumber: 'MKT-2',
      callbackURL: 'https://market.example/cb',
      payerReference: 'b2',
    });
    expect(bkash.approve(plain.paymentID)).toBe(`https://market.example/cb?paymentID=${plain.paymentID}&status=success`);
    expect(() => bkash.approve(plain.paymentID)).toThrow(/no longer on the wallet page/);
    const wrongOtp = await client.create({
      amount: 10,
      merchantInvoiceNumber: 'MKT-3',
      callbackURL: 'https://market.example/cb',
      payerReference: 'b3',
    });
    expect(bkash.fail(wrongOtp.paymentID, 'wrong-otp')).toBe(`https://market.example/cb?paymentID=${wrongOtp.paymentID}&status=failure`);
    expect(payment(wrongOtp.paymentID).failure?.code).toBe('2016');
  });
});

describe('bKash stand-in: the API', () => {
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(bkash.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function grant() {
    const { username, password, appKey, appSecret } = bkash.clientOptions;
    const res = await post('/token/grant', { username, password }, { app_key: appKey, app_secret: appSecret });
    return (await res.json()) as { statusCode: string; id_token: string; expires_in: number; refresh_token: string; token_type: string };
  }

  it('grants tokens with their lifetime, and answers an unknown or expired one as bKash’s gateway does', async () => {
    const token = await grant();
    expect(token).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: 3600 });
    const { appKey } = bkash.clientOptions;

    const unknown = await post('/payment/status', { authorization: 'nope', 'x-app-key': appKey }, { paymentID: 'TR0011X' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Unauthorized' });

    const wrongKey = await post('/payment/status', { authorization: token.id_token, 'x-app-key': 'other' }, { paymentID: 'TR0011X' });
    expect(await wrongKey.json()).toEqual({ statusCode: '2001', statusMessage: 'Invalid App Key' });

    bkash.expireTokens();
    const expired = await post('/payment/status', { authorization: token.id_token, 'x-app-key': appKey }, { paymentID: 'TR0011X' });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'The incoming token has expired' });
  });

  it('refuses a create that is not mode 0011, BDT, a sale of a valid amount, to an http(s) callback', async () => {
    const { id_token } = await grant();
    const headers = { authorization: id_token, 'x-app-key': bkash.clientOptions.appKey };
    const good = {
      mode: '0011',
      payerReference: 'b1',
      callbackURL: CALLBACK,
      amount: '100.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'MKT-9',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: '0001' }, '2063'],
      [{ amount: '0' }, '2006'],
      [{ amount: '12.345' }, '2006'],
      [{ currency: 'USD' }, '2007'],
      [{ intent: 'authorization' }, '2008'],
      [{ callbackURL: 'javascript:alert(1)' }, '2049'],
      [{ merchantInvoiceNumber: undefined }, '2065'],
    ];
    for (const [change, code] of cases) {
      const res = await post('/create', headers, { ...good, ...change });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { statusCode: string }).statusCode).toBe(code);
    }
    const res = await fetch(bkash.baseUrl + '/create', { method: 'POST', headers, body: '{not json' });
    expect(await res.json()).toEqual({ statusCode: '2025', statusMessage: 'Invalid request body' });
  });
});
