/**
 * A local stand-in for bKash Tokenized Checkout (v1.2.0-beta), for tests and local runs: token grant and
 * refresh, create, execute, payment/status and payment/refund with bKash's paths, headers and bodies,
 * refusals as HTTP 200 with `statusCode`/`statusMessage`, and an expired or unknown token as the HTTP 401
 * of bKash's gateway. Each payment's `bkashURL` is a hosted wallet page (bkash-wallet-page.ts) that sends
 * the browser back to the merchant's callbackURL as bKash does. State lives in memory.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SANDBOX_OTP,
  SANDBOX_PIN,
  WALLET_PAGE_PATH,
  takeStep,
  walletPageAnswer,
  type WalletJourney,
  type WalletOutcome,
} from './bkash-wallet-page.ts';

export type BkashPath = '/token/grant' | '/token/refresh' | '/create' | '/execute' | '/payment/status' | '/payment/refund';

export interface BkashStandInOptions {
  appKey?: string;
  appSecret?: string;
  username?: string;
  password?: string;
  /** Seconds an id_token lives, bKash's `expires_in`: 3600. */
  tokenLifetime?: number;
  /** Milliseconds since the epoch; decides when tokens expire. */
  clock?: () => number;
}

export interface StandInPayment {
  paymentID: string;
  /** As created: "60000.00". */
  amount: string;
  currency: string;
  intent: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  /** `Initiated` until executed (`Completed`), or `Failed` / `Cancelled` on the wallet page. */
  transactionStatus: 'Initiated' | 'Completed' | 'Failed' | 'Cancelled';
  /** The buyer got through the wallet page: execute may complete the payment. */
  approved: boolean;
  customerMsisdn?: string;
  /** Why the wallet page failed it; execute answers with this. */
  failure?: { code: string; message: string };
  trxID?: string;
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string }[];
}

export type FailureAnswer = { statusCode: string; statusMessage: string } | { httpStatus: number; body?: string };

export interface BkashStandIn {
  /** The checkout API base, for BKASH_BASE_URL. */
  baseUrl: string;
  /** What a client needs: the base and the credentials this stand-in takes. */
  clientOptions: { baseUrl: string; appKey: string; appSecret: string; username: string; password: string };
  /**
   * Goes through the wallet page as a buyer would, with the right OTP and PIN, and answers the URL the
   * browser is sent to: `status=success`, or `status=failure` for the failing sandbox wallets.
   */
  approve: (paymentID: string, wallet?: string) => string;
  /** Fails the payment on the wallet page as the given mistake does; answers the failure callback URL. */
  fail: (paymentID: string, reason?: 'insufficient-balance' | 'wrong-otp' | 'wrong-pin') => string;
  /** The buyer presses Cancel; answers the cancel callback URL. */
  cancel: (paymentID: string) => string;
  /** The next call to `path` is carried out, but answered `ms` later (past a client's timeout). */
  delayNext: (path: BkashPath, ms: number) => void;
  /** The next call to `path` is not carried out and answers this instead. */
  failNext: (path: BkashPath, answer: FailureAnswer) => void;
  /** How many calls reached `path`, refused ones included. */
  calls: (path: BkashPath) => number;
  /** Copies of the payments, oldest first. */
  payments: () => StandInPayment[];
  /** Every id_token issued so far is expired from now on (refresh tokens still work). */
  expireTokens: () => void;
  close: () => Promise<void>;
}

const API_BASE = '/v1.2.0-beta/tokenized/checkout';
const REFRESH_LIFETIME_MS = 28 * 24 * 3600 * 1000;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const PATHS: BkashPath[] = ['/token/grant', '/token/refresh', '/create', '/execute', '/payment/status', '/payment/refund'];

type Body = Record<string, unknown>;
type Answer = { status: number; body: string };
/** A refusal in bKash's form. */
class Refusal extends Error {
  constructor(
    readonly statusCode: string,
    readonly statusMessage: string,
  ) {
    super(statusMessage);
  }
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const ok = (body: Body): Answer => json(200, { statusCode: '0000', statusMessage: 'Successful', ...body });
const poisha = (amount: string) => Math.round(Number(amount) * 100);
const taka = (poishaAmount: number) => (poishaAmount / 100).toFixed(2);
const alphanumeric = (length: number) => Array.from(randomBytes(length), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

/** bKash's time format, in Dhaka time: 2026-12-01T15:00:00:000 GMT+0600. */
const bkashTime = (ms: number) => new Date(ms + 6 * 3600 * 1000).toISOString().replace('.', ':').replace('Z', ' GMT+0600');

function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

function text(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw new Refusal('2065', 'Mandatory field missing');
  return value;
}

export async function startBkashStandIn(options: BkashStandInOptions = {}): Promise<BkashStandIn> {
  const credentials = {
    appKey: options.appKey ?? 'market-stand-in-app-key',
    appSecret: options.appSecret ?? 'market-stand-in-app-secret',
    username: options.username ?? 'marketStandInUser',
    password: options.password ?? 'marketStandInUser@12345',
  };
  const clock = options.clock ?? Date.now;
  const tokenLifetime = options.tokenLifetime ?? 3600;

  const idTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const entries = new Map<string, { payment: StandInPayment; hash: string; journey: WalletJourney; createdAt: number }>();
  const trxIDs = new Set<string>();
  const counts = new Map<BkashPath, number>(PATHS.map((p) => [p, 0]));
  const delays = new Map<BkashPath, number[]>();
  const failures = new Map<BkashPath, FailureAnswer[]>();
  const timers = new Set<NodeJS.Timeout>();

  function newTrxID(): string {
    let id: string;
    do id = alphanumeric(10);
    while (trxIDs.has(id));
    trxIDs.add(id);
    return id;
  }

  function issueTokens(): Answer {
    const idToken = `stand-in-id-${randomBytes(24).toString('hex')}`;
    const refreshToken = `stand-in-refresh-${randomBytes(24).toString('hex')}`;
    idTokens.set(idToken, clock() + tokenLifetime * 1000);
    refreshTokens.set(refreshToken, clock() + REFRESH_LIFETIME_MS);
    return ok({ token_type: 'Bearer', id_token: idToken, expires_in: tokenLifetime, refresh_token: refreshToken });
  }

  function entry(paymentID: unknown) {
    const found = typeof paymentID === 'string' ? entries.get(paymentID) : undefined;
    if (!found) throw new Refusal('2002', 'Invalid Payment ID');
    return found;
  }

  function paymentAnswer(payment: StandInPayment, extra: Body = {}): Body {
    return {
      paymentID: payment.paymentID,
      payerReference: payment.payerReference,
      ...(payment.customerMsisdn && { customerMsisdn: payment.customerMsisdn }),
      ...(payment.trxID && { trxID: payment.trxID }),
      amount: payment.amount,
      transactionStatus: payment.transactionStatus,
      currency: payment.currency,
      intent: payment.intent,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      ...extra,
    };
  }

  /** The API's own work: credentials, then the call. */
  function carryOut(path: BkashPath, req: IncomingMessage, body: Body): Answer {
    if (path === '/token/grant' || path === '/token/refresh') {
      // bKash's sandbox names the username; the stand-in says the same of a wrong password.
      if (req.headers.username !== credentials.username || req.headers.password !== credentials.password) {
        throw new Refusal('9999', 'Username does not exist');
      }
      if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) throw new Refusal('2001', 'Invalid App Key');
      if (path === '/token/refresh') {
        const until = typeof body.refresh_token === 'string' ? refreshTokens.get(body.refresh_token) : undefined;
        if (until === undefined || clock() >= until) throw new Refusal('9999', 'Invalid refresh token');
      }
      return issueTokens();
    }

    // bKash's gateway checks the token before bKash sees the call, and answers in its own form.
    const authorization = req.headers.authorization;
    const until = authorization === undefined ? undefined : idTokens.get(authorization);
    if (until === undefined) return json(401, { message: 'Unauthorized' });
    if (clock() >= until) return json(401, { message: 'The incoming token has expired' });
    if (req.headers['x-app-key'] !== credentials.appKey) throw new Refusal('2001', 'Invalid App Key');

    if (path === '/create') {
      const [payerReference, callbackURL, amount, merchantInvoiceNumber] = [
        'payerReference',
        'callbackURL',
        'amount',
        'merchantInvoiceNumber',
      ].map((f) => text(body, f)) as [string, string, string, string];
      if (body.mode !== '0011') throw new Refusal('2063', 'Mode is not valid as per request data');
      if (!AMOUNT.test(amount) || poisha(amount) <= 0) throw new Refusal('2006', 'Invalid amount');
      if (body.currency !== 'BDT') throw new Refusal('2007', 'Invalid currency');
      if (body.intent !== 'sale') throw new Refusal('2008', 'Invalid intent');
      if (!URL.canParse(callbackURL) || !/^https?:$/.test(new URL(callbackURL).protocol)) {
        throw new Refusal('2049', 'Invalid Merchant Callback URL');
      }
      const paymentID = `TR0011${alphanumeric(16)}`;
      const hash = randomBytes(16).toString('hex');
      const payment: StandInPayment = {
        paymentID,
        amount,
        currency: 'BDT',
        intent: 'sale',
        payerReference,
        callbackURL,
        merchantInvoiceNumber,
        transactionStatus: 'Initiated',
        approved: false,
        refunds: [],
      };
      entries.set(paymentID, { payment, hash, journey: { step: 'wallet' }, createdAt: clock() });
      return ok({
        paymentID,
        bkashURL: withQuery(`${origin}${WALLET_PAGE_PATH}`, { paymentID, hash, mode: '0011', apiVersion: 'v1.2.0-beta' }),
        callbackURL,
        successCallbackURL: withQuery(callbackURL, { paymentID, status: 'success' }),
        failureCallbackURL: withQuery(callbackURL, { paymentID, status: 'failure' }),
        cancelledCallbackURL: withQuery(callbackURL, { paymentID, status: 'cancel' }),
        amount,
        intent: 'sale',
        currency: 'BDT',
        paymentCreateTime: bkashTime(clock()),
        transactionStatus: 'Initiated',
        merchantInvoiceNumber,
      });
    }

    if (path === '/execute') {
      const { payment } = entry(body.paymentID);
      if (payment.transactionStatus === 'Completed') throw new Refusal('2117', 'Payment execution already been called before');
      if (payment.failure) throw new Refusal(payment.failure.code, payment.failure.message);
      if (!payment.approved || payment.transactionStatus !== 'Initiated') throw new Refusal('2056', 'Invalid Payment State');
      payment.transactionStatus = 'Completed';
      payment.trxID = newTrxID();
      return ok(paymentAnswer(payment, { paymentExecuteTime: bkashTime(clock()) }));
    }

    if (path === '/payment/status') {
      const { payment, createdAt } = entry(body.paymentID);
      return ok(paymentAnswer(payment, { mode: '0011', paymentCreateTime: bkashTime(createdAt) }));
    }

    // payment/refund: partial refunds, together at most what was paid.
    const [trxID, amount, sku, reason] = ['trxID', 'amount', 'sku', 'reason'].map((f) => text(body, f)) as [string, string, string, string];
    const { payment } = entry(body.paymentID);
    if (payment.transactionStatus !== 'Completed') throw new Refusal('2056', 'Invalid Payment State');
    if (trxID !== payment.trxID) throw new Refusal('2077', 'Invalid TrxID');
    const refunded = payment.refunds.reduce((sum, r) => sum + poisha(r.amount), 0);
    if (!AMOUNT.test(amount) || poisha(amount) <= 0 || refunded + poisha(amount) > poisha(payment.amount)) {
      throw new Refusal('2072', 'Refund amount is not valid');
    }
    const refund = { refundTrxID: newTrxID(), amount: taka(poisha(amount)), sku, reason };
    payment.refunds.push(refund);
    return ok({
      completedTime: bkashTime(clock()),
      transactionStatus: 'Completed',
      originalTrxID: trxID,
      refundTrxID: refund.refundTrxID,
      amount: refund.amount,
      currency: 'BDT',
      charge: '0.00',
    });
  }

  async function api(path: BkashPath, req: IncomingMessage, raw: string): Promise<Answer> {
    counts.set(path, counts.get(path)! + 1);
    const delay = delays.get(path)?.shift();
    const failure = failures.get(path)?.shift();
    let answer: Answer;
    if (failure) {
      answer = 'httpStatus' in failure ? { status: failure.httpStatus, body: failure.body ?? '' } : json(200, failure);
    } else {
      try {
        const parsed: unknown = JSON.parse(raw || 'null');
        if (typeof parsed !== 'object' || parsed === null) throw new Refusal('2025', 'Invalid request body');
        answer = carryOut(path, req, parsed as Body);
      } catch (err) {
        if (err instanceof SyntaxError) answer = json(200, { statusCode: '2025', statusMessage: 'Invalid request body' });
        else if (err instanceof Refusal) answer = json(200, { statusCode: err.statusCode, statusMessage: err.statusMessage });
        else throw err;
      }
    }
    if (delay) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (timers.delete(timer), resolve()), delay);
        timers.add(timer);
      });
    }
    return answer;
  }

  /** Records how the wallet page ended for the payment; answers where the browser goes. */
  function end(paymentID: string, outcome: WalletOutcome): string {
    const { payment } = entries.get(paymentID)!;
    if (outcome.status === 'success') Object.assign(payment, { approved: true, customerMsisdn: outcome.wallet });
    else if (outcome.status === 'cancel') payment.transactionStatus = 'Cancelled';
    else Object.assign(payment, { transactionStatus: 'Failed', failure: outcome.failure });
    return withQuery(payment.callbackURL, { paymentID, status: outcome.status });
  }

  const isOpen = (payment: StandInPayment) => !payment.approved && payment.transactionStatus === 'Initiated';

  /** The wallet page's steps without a browser; answers where the browser would be sent. */
  function journey(paymentID: string, values: [wallet: string, otp: string, pin: string]): string {
    const found = entries.get(paymentID);
    if (!found) throw new Error(`No bKash payment ${paymentID}`);
    if (!isOpen(found.payment)) throw new Error(`bKash payment ${paymentID} is no longer on the wallet page`);
    found.journey = { step: 'wallet' };
    for (const value of values) {
      const result = takeStep(found.journey, value);
      if (result && 'error' in result) throw new Error(result.error);
      if (result) return end(paymentID, result.end);
    }
    throw new Error('The wallet page asked for more than a wallet, an OTP and a PIN');
  }

  function walletPageRequest(req: IncomingMessage, url: URL, raw: string) {
    const form = req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams;
    const paymentID = form.get('paymentID') ?? '';
    const found = entries.get(paymentID);
    const payment = found && {
      paymentID,
      hash: found.hash,
      amount: found.payment.amount,
      merchantInvoiceNumber: found.payment.merchantInvoiceNumber,
      open: isOpen(found.payment),
      journey: found.journey,
    };
    return walletPageAnswer({ method: req.method ?? 'GET', form }, payment, (outcome) => end(paymentID, outcome));
  }

  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === WALLET_PAGE_PATH && (req.method === 'GET' || req.method === 'POST')) {
      const page = walletPageRequest(req, url, raw);
      res.writeHead(page.status, page.headers).end(page.body);
      return;
    }
    const path = url.pathname.startsWith(API_BASE) ? (url.pathname.slice(API_BASE.length) as BkashPath) : undefined;
    if (req.method !== 'POST' || !path || !PATHS.includes(path)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    let result: Answer;
    try {
      result = await api(path, req, raw);
    } catch (err) {
      result = json(500, { message: err instanceof Error ? err.message : 'Internal error' });
    }
    if (!res.destroyed) res.writeHead(result.status, { 'content-type': 'application/json' }).end(result.body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseUrl = origin + API_BASE;

  return {
    baseUrl,
    clientOptions: { baseUrl, ...credentials },
    approve: (paymentID, wallet = '01770618575') => journey(paymentID, [wallet, SANDBOX_OTP, SANDBOX_PIN]),
    fail(paymentID, reason = 'wrong-pin') {
      if (reason === 'insufficient-balance') return journey(paymentID, ['01823074817', SANDBOX_OTP, SANDBOX_PIN]);
      if (reason === 'wrong-otp') return journey(paymentID, ['01770618575', '000000', SANDBOX_PIN]);
      return journey(paymentID, ['01770618575', SANDBOX_OTP, '00000']);
    },
    cancel(paymentID) {
      const found = entries.get(paymentID);
      if (!found || !isOpen(found.payment)) throw new Error(`bKash payment ${paymentID} is not on the wallet page`);
      return end(paymentID, { status: 'cancel' });
    },
    delayNext(path, ms) {
      delays.set(path, [...(delays.get(path) ?? []), ms]);
    },
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    calls: (path) => counts.get(path) ?? 0,
    payments: () => [...entries.values()].map(({ payment }) => structuredClone(payment)),
    expireTokens() {
      for (const token of idTokens.keys()) idTokens.set(token, -Infinity);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The configuration that points Market at a stand-in (config.ts's BKASH_* variables). */
export function bkashEnv(standIn: Pick<BkashStandIn, 'clientOptions'>): Record<string, string> {
  const { baseUrl, appKey, appSecret, username, password } = standIn.clientOptions;
  return {
    BKASH_BASE_URL: baseUrl,
    BKASH_APP_KEY: appKey,
    BKASH_APP_SECRET: appSecret,
    BKASH_USERNAME: username,
    BKASH_PASSWORD: password,
  };
}
