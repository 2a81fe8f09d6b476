import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSslcommerzClient } from '../payments/sslcommerz/client.ts';
import { type NoticeOrder, startSslcommerzStandIn, type SslcommerzStandIn } from './sslcommerz-stand-in.ts';

/** The merchant's side: what reaches its success, fail, cancel and IPN URLs, in the order it arrives. */
async function startMerchant() {
  const received: { path: string; fields: Record<string, string> }[] = [];
  const waiting: { path: string; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://merchant').pathname;
      received.push({ path, fields: Object.fromEntries(new URLSearchParams(body)) });
      for (const w of waiting.filter((w) => w.path === path)) w.resolve();
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { success: `${url}/success`, fail: `${url}/fail`, cancel: `${url}/cancel`, ipn: `${url}/ipn` },
    received,
    order: () => received.map((r) => r.path),
    arrival: (path: string) =>
      received.some((r) => r.path === path) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ path, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Merchant = Awaited<ReturnType<typeof startMerchant>>;

const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The self-submitting form of the return page, as the browser would post it. */
function formOf(html: string) {
  const action = unescape(/<form method="post" action="([^"]*)">/.exec(html)![1]!);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      unescape(name!),
      unescape(value!),
    ]),
  );
  return { action, fields };
}

let standIn: SslcommerzStandIn;
let merchant: Merchant;
beforeAll(async () => {
  standIn = await startSslcommerzStandIn({ storeId: 'teststore', storePassword: 'test@pass' });
  merchant = await startMerchant();
});
afterAll(async () => {
  await standIn?.close();
  await merchant?.close();
});

const clientOf = (s: SslcommerzStandIn) =>
  createSslcommerzClient({ baseUrl: s.baseUrl, storeId: s.storeId, storePassword: s.storePassword });

async function open(s: SslcommerzStandIn, m: Merchant) {
  const tranId = randomUUID().replaceAll('-', '').slice(0, 30);
  const { gatewayPageURL } = await clientOf(s).initSession({
    tranId,
    amount: 60_000,
    productName: 'MacBook Air M2',
    customer: { name: 'Karim', email: 'karim@example.com', phone: '01811111111' },
    urls: m.urls,
  });
  return { tranId, gatewayPageURL };
}

/** What the buyer's browser does on the hosted page: chooses, and gets the page that returns it. */
async function choose(gatewayPageURL: string, outcome: 'pay' | 'fail' | 'cancel', order: NoticeOrder, risky = false) {
  const res = await fetch(gatewayPageURL, {
    method: 'POST',
    body: new URLSearchParams({ outcome, notice_order: order, ...(risky && { risk_level: '1' }) }),
  });
  expect(res.status).toBe(200);
  return formOf(await res.text());
}

const browserPosts = async ({ action, fields }: { action: string; fields: Record<string, string> }) =>
  expect((await fetch(action, { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);

describe('SSLCommerz stand-in hosted page', () => {
  it('shows the amount with labelled controls in English', async () => {
    const { tranId, gatewayPageURL } = await open(standIn, merchant);
    const res = await fetch(gatewayPageURL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('BDT 60000.00');
    expect(html).toContain(tranId);
    expect(html).toContain('<legend>Order of the two notices</legend>');
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
    // Every control sits inside its label.
    expect(html.match(/<input /g)).toHaveLength(html.match(/<label><input /g)!.length);
  });

  it('on Pay with "IPN first", posts the signed IPN before answering the browser, which then returns to success_url', async () => {
    const { tranId, gatewayPageURL } = await open(standIn, merchant);
    const before = merchant.received.length;
    const back = await choose(gatewayPageURL, 'pay', 'ipn-first');
    expect(back.action).toBe(merchant.urls.success);
    expect(merchant.order().slice(before)).toEqual(['/ipn']);
    const ipn = merchant.received.at(-1)!.fields;
    expect(ipn).toEqual(back.fields);
    expect(ipn).toMatchObject({
      status: 'VALID',
      tran_id: tranId,
      amount: '60000.00',
      currency: 'BDT',
      store_id: 'teststore',
      risk_level: '0',
    });
    expect(ipn.verify_key!.split(',')).toEqual(
      expect.arrayContaining(['amount', 'bank_tran_id', 'currency', 'risk_level', 'status', 'tran_id', 'val_id', 'value_a']),
    );
    expect(clientOf(standIn).signatureIsValid(ipn)).toBe(true);
    expect(standIn.ipns().at(-1)).toMatchObject({ url: merchant.urls.ipn, status: 200 });

    await browserPosts(back);
    expect(merchant.order().slice(before)).toEqual(['/ipn', '/success']);
    expect(await clientOf(standIn).validate(ipn.val_id!)).toMatchObject({ status: 'VALID', tranId, amount: 60_000 });
    expect((await fetch(gatewayPageURL)).status).toBe(410);
  });

  it('on Pay with "Return first", holds the IPN until after the browser has returned', async () => {
    const { gatewayPageURL } = await open(standIn, merchant);
    const before = merchant.received.length;
    const back = await choose(gatewayPageURL, 'pay', 'return-first', true);
    expect(back.fields).toMatchObject({ status: 'VALID', risk_level: '1' });
    await browserPosts(back);
    expect(merchant.order().slice(before)).toEqual(['/success']);
    const [sent] = await standIn.releaseIpns();
    expect(sent).toMatchObject({ url: merchant.urls.ipn, status: 200, fields: back.fields });
    expect(merchant.order().slice(before)).toEqual(['/success', '/ipn']);
  });

  it('sends a held IPN by itself after its delay', async () => {
    const quick = await startSslcommerzStandIn({ ipnDelayMs: 20, noticeOrder: 'return-first' });
    const own = await startMerchant();
    try {
      const { gatewayPageURL } = await open(quick, own);
      expect(await (await fetch(gatewayPageURL)).text()).toContain('value="return-first" checked');
      const back = await choose(gatewayPageURL, 'pay', 'return-first');
      await browserPosts(back);
      await own.arrival('/ipn');
      expect(own.order()).toEqual(['/success', '/ipn']);
    } finally {
      await quick.close();
      await own.close();
    }
  });

  it('under a base path, serves the page and its form there too', async () => {
    const mounted = await startSslcommerzStandIn({ basePath: '/ssl/' });
    const own = await startMerchant();
    try {
      const { gatewayPageURL } = await open(mounted, own);
      expect(gatewayPageURL.startsWith(`${new URL(mounted.baseUrl).origin}/ssl/EasyCheckOut/`)).toBe(true);
      const page = await (await fetch(gatewayPageURL)).text();
      expect(page).toContain(`action="${new URL(gatewayPageURL).pathname}"`);
      await browserPosts(await choose(gatewayPageURL, 'pay', 'ipn-first'));
      expect(own.order()).toEqual(['/ipn', '/success']);
    } finally {
      await mounted.close();
      await own.close();
    }
  });

  it('on Fail and Cancel, returns signed FAILED and CANCELLED fields to fail_url and cancel_url', async () => {
    const failing = await open(standIn, merchant);
    let before = merchant.received.length;
    const failed = await choose(failing.gatewayPageURL, 'fail', 'ipn-first');
    expect(failed.action).toBe(merchant.urls.fail);
    expect(failed.fields).toMatchObject({ status: 'FAILED', tran_id: failing.tranId, val_id: '' });
    expect(clientOf(standIn).signatureIsValid(failed.fields)).toBe(true);
    await browserPosts(failed);
    expect(merchant.order().slice(before)).toEqual(['/ipn', '/fail']);

    const cancelling = await open(standIn, merchant);
    before = merchant.received.length;
    const cancelled = await choose(cancelling.gatewayPageURL, 'cancel', 'no-ipn');
    expect(cancelled.action).toBe(merchant.urls.cancel);
    expect(cancelled.fields).toMatchObject({ status: 'CANCELLED', tran_id: cancelling.tranId, error: 'Cancelled by User' });
    expect(clientOf(standIn).signatureIsValid(cancelled.fields)).toBe(true);
    await browserPosts(cancelled);
    expect(await standIn.releaseIpns()).toEqual([]);
    expect(merchant.order().slice(before)).toEqual(['/cancel']);
    expect((await clientOf(standIn).query(cancelling.tranId)).map((t) => t.status)).toEqual(['CANCELLED']);
  });

  it('lets a test post the IPN of a payment made with pay()', async () => {
    const { tranId } = await open(standIn, merchant);
    const fields = standIn.pay(tranId);
    expect(standIn.transactions().find((t) => t.tranId === tranId)).toMatchObject({ status: 'VALID', fields });
    expect(await standIn.sendIpn({ ...fields, amount: '1.00' })).toEqual({ status: 200, body: 'OK' });
    expect(merchant.received.at(-1)).toEqual({ path: '/ipn', fields: { ...fields, amount: '1.00' } });
    expect(() => standIn.pay(tranId)).toThrow(/no open session/);
  });
});
