/**
 * A local stand-in for SSLCommerz v4 (tests, and Market without the network): session init, a hosted
 * payment page, the IPN and the buyer's return signed with verify_sign, the validation API (VALID the
 * first time, VALIDATED after), the transaction query by tran_id and the refund API. It checks
 * store_id and store_passwd as SSLCommerz does, answers with its field names, and keeps everything in
 * memory (sslcommerz-stand-in-gateway.ts); this file serves it over HTTP with the hosted page
 * (sslcommerz-stand-in-page.ts) and the controls tests use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createStandInGateway,
  type PayOptions,
  type SslcommerzCall,
  type StandInRefund,
  type StandInSession,
  type StandInTransaction,
} from './sslcommerz-stand-in-gateway.ts';
import { messagePage, type NoticeOrder, paymentPage, returnPage } from './sslcommerz-stand-in-page.ts';

export type { NoticeOrder, SslcommerzCall, StandInRefund, StandInTransaction };

export interface SslcommerzStandInOptions {
  storeId?: string;
  storePassword?: string;
  /** The order the payment page offers first [ipn-first]. */
  noticeOrder?: NoticeOrder;
  /** With `return-first`: how long after the browser is answered the IPN goes [500 ms]. */
  ipnDelayMs?: number;
  /**
   * Serves everything under this path (`/ssl`), as behind a proxy that mounts SSLCommerz there; `baseUrl`
   * ends with it and anything outside it is 404 [none].
   */
  basePath?: string;
}

export interface IpnDelivery {
  url: string;
  fields: Record<string, string>;
  /** The merchant's HTTP status, or null when it could not be reached (`error` says why). */
  status: number | null;
  error?: string;
}

/** An answer in place of the next real one: a status and body (non-JSON, 500, …), or a dropped connection. */
export type CannedAnswer = { status?: number; body?: string } | 'drop';

export interface SslcommerzStandIn {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /**
   * Pays the session (by sessionkey, or the newest open one of a tran_id) as the page's Pay does, but
   * sends nothing: returns the signed fields SSLCommerz would post. `amount`/`currency` change what is
   * reported as paid (`currency_amount`/`currency_type`), for mismatches.
   */
  pay: (sessionkeyOrTranId: string, opts?: PayOptions) => Record<string, string>;
  /** Posts fields (form-encoded) to the ipn_url of their tran_id's session, as SSLCommerz's server does. */
  sendIpn: (fields: Record<string, string>) => Promise<{ status: number; body: string }>;
  /** Sends now the IPNs that `return-first` is holding back. */
  releaseIpns: () => Promise<IpnDelivery[]>;
  /** The IPNs the page sent, in order. */
  ipns: () => IpnDelivery[];
  /** From now on, the validation API and the query report this amount and/or currency for the payment. */
  misreport: (valIdOrTranId: string, report: { amount?: string; currency?: string }) => void;
  /** The next call of that API gets this answer instead [HTTP 500, empty body]. */
  failNext: (call: SslcommerzCall, answer?: CannedAnswer) => void;
  /** The next call of that API is answered `ms` later. */
  delayNext: (call: SslcommerzCall, ms: number) => void;
  /** The calls of that API as they arrived, query and body together. */
  calls: (call: SslcommerzCall) => { method: string; params: Record<string, string> }[];
  transactions: () => StandInTransaction[];
  refunds: () => StandInRefund[];
  close: () => Promise<void>;
}

const INIT_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
const MERCHANT_PATH = '/validator/api/merchantTransIDvalidationAPI.php';
const PAGE = /^\/EasyCheckOut\/([0-9A-F]{32})$/;

export async function startSslcommerzStandIn(options: SslcommerzStandInOptions = {}): Promise<SslcommerzStandIn> {
  const storeId = options.storeId ?? 'market0stand0in';
  const storePassword = options.storePassword ?? 'market0stand0in@ssl';
  const ipnDelayMs = options.ipnDelayMs ?? 500;
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  if (basePath && !basePath.startsWith('/')) throw new Error(`SSLCommerz stand-in: basePath ${basePath} must start with /`);
  const ipnLog: IpnDelivery[] = [];
  const held: { url: string; fields: Record<string, string>; timer: NodeJS.Timeout }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const log: Record<SslcommerzCall, { method: string; params: Record<string, string> }[]> = {
    initSession: [],
    validate: [],
    query: [],
    refund: [],
  };
  const canned: Record<SslcommerzCall, CannedAnswer[]> = { initSession: [], validate: [], query: [], refund: [] };
  const delays: Record<SslcommerzCall, number[]> = { initSession: [], validate: [], query: [], refund: [] };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  const { sessions, refunds, sessionsOf, find, conclude, answers } = createStandInGateway({
    storeId,
    storePassword,
    pageUrl: (sessionkey) => `${baseUrl}/EasyCheckOut/${sessionkey}`,
  });

  async function deliver(url: string, fields: Record<string, string>): Promise<IpnDelivery> {
    const delivery: IpnDelivery = { url, fields, status: null };
    ipnLog.push(delivery);
    const sending = fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(10_000) }).then(
      async (res) => {
        delivery.status = res.status;
        await res.body?.cancel();
      },
      (err: unknown) => {
        delivery.error = err instanceof Error ? err.message : String(err);
      },
    );
    inFlight.add(sending);
    await sending;
    inFlight.delete(sending);
    return delivery;
  }

  function hostedPage(method: string, session: StandInSession | undefined, params: Record<string, string>, res: ServerResponse) {
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (!session) return html(404, messagePage('Unknown session', 'This payment session does not exist.'));
    if (session.status !== 'PENDING') return html(410, messagePage('Session closed', `This payment is already ${session.status}.`));
    if (method === 'GET') {
      const { sessionkey, tranId, totalAmount, currency, productName } = session;
      const order = options.noticeOrder ?? 'ipn-first';
      return html(
        200,
        paymentPage({ action: `${basePath}/EasyCheckOut/${sessionkey}`, tranId, amount: totalAmount, currency, productName, order }),
      );
    }
    return (async () => {
      const outcome = params.outcome;
      const status = outcome === 'pay' ? 'VALID' : outcome === 'fail' ? 'FAILED' : outcome === 'cancel' ? 'CANCELLED' : null;
      if (!status) return html(400, messagePage('Unknown choice', 'Choose Pay, Fail or Cancel.'));
      const fields = conclude(session, status, { riskLevel: params.risk_level === '1' ? 1 : 0 });
      const order = params.notice_order as NoticeOrder | undefined;
      if (session.urls.ipn && order === 'return-first') {
        const url = session.urls.ipn;
        const timer: NodeJS.Timeout = setTimeout(() => {
          held.splice(
            held.findIndex((entry) => entry.timer === timer),
            1,
          );
          void deliver(url, fields);
        }, ipnDelayMs);
        held.push({ url, fields, timer });
      } else if (session.urls.ipn && order !== 'no-ipn') {
        await deliver(session.urls.ipn, fields);
      }
      const target = status === 'VALID' ? session.urls.success : status === 'FAILED' ? session.urls.fail : session.urls.cancel;
      html(200, returnPage(target, fields));
    })();
  }

  function callOf(method: string, path: string, params: Record<string, string>): SslcommerzCall | null {
    if (method === 'POST' && path === INIT_PATH) return 'initSession';
    if (method === 'GET' && path === VALIDATION_PATH) return 'validate';
    if (path === MERCHANT_PATH) return params.bank_tran_id !== undefined ? 'refund' : 'query';
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', baseUrl);
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const params = { ...Object.fromEntries(url.searchParams), ...(method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : {}) };

    const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : null;
    const page = path === null ? null : PAGE.exec(path);
    if (page) return hostedPage(method, sessions.get(page[1]!), params, res);
    const call = path === null ? null : callOf(method, path, params);
    if (!call) return void res.writeHead(404, { 'content-type': 'text/plain' }).end(`No ${method} ${url.pathname} here`);
    log[call].push({ method, params });
    const delay = delays[call].shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    const instead = canned[call].shift();
    if (instead === 'drop') return void req.socket.destroy();
    if (instead) return void res.writeHead(instead.status ?? 500, { 'content-type': 'text/plain' }).end(instead.body ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[call](params)));
  }

  return {
    baseUrl,
    storeId,
    storePassword,
    pay(key, opts = {}) {
      const session = find(key, false);
      if (!session) throw new Error(`SSLCommerz stand-in: no open session ${key}`);
      return conclude(session, 'VALID', opts);
    },
    async sendIpn(fields) {
      const url = sessionsOf(fields.tran_id ?? '').findLast((s) => s.urls.ipn)?.urls.ipn;
      if (!url) throw new Error(`SSLCommerz stand-in: no ipn_url for tran_id ${fields.tran_id}`);
      const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(10_000) });
      return { status: res.status, body: await res.text() };
    },
    async releaseIpns() {
      const due = held.splice(0);
      for (const entry of due) clearTimeout(entry.timer);
      const sent: IpnDelivery[] = [];
      for (const entry of due) sent.push(await deliver(entry.url, entry.fields));
      return sent;
    },
    ipns: () => [...ipnLog],
    misreport(key, report) {
      const session = find(key, true);
      if (!session?.fields) throw new Error(`SSLCommerz stand-in: no concluded payment ${key}`);
      Object.assign(session.report, report);
    },
    failNext: (call, answer = {}) => void canned[call].push(answer),
    delayNext: (call, ms) => void delays[call].push(ms),
    calls: (call) => log[call].map((c) => ({ method: c.method, params: { ...c.params } })),
    transactions: () =>
      [...sessions.values()].map(({ sessionkey, tranId, status, totalAmount, currency, valId, bankTranId, urls, fields, validatedOn }) => ({
        sessionkey,
        tranId,
        status: validatedOn ? 'VALIDATED' : status,
        totalAmount,
        currency,
        valId,
        bankTranId,
        urls: { ...urls },
        fields: fields && { ...fields },
      })),
    refunds: () => refunds.map((r) => ({ ...r })),
    async close() {
      for (const entry of held.splice(0)) clearTimeout(entry.timer);
      await Promise.allSettled(inFlight);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The configuration that points Market at a stand-in (config.ts's SSLCOMMERZ_* variables). */
export function sslcommerzEnv(standIn: Pick<SslcommerzStandIn, 'baseUrl' | 'storeId' | 'storePassword'>): Record<string, string> {
  return { SSLCOMMERZ_BASE_URL: standIn.baseUrl, SSLCOMMERZ_STORE_ID: standIn.storeId, SSLCOMMERZ_STORE_PASSWORD: standIn.storePassword };
}
