/*
 * bKash Tokenized Checkout (v1.2.0-beta) over HTTP. bKash answers most refusals with HTTP 200 and a code
 * in the body, and an expired or unknown token with HTTP 401 from its gateway; everything else that is
 * not bKash's JSON is an unknown outcome. Secrets go in headers and bodies only, never in an error.
 */
import { apiUrl } from '../api-url.ts';
import { BkashError, type BkashApi, type BkashCreated, type BkashPayment, type BkashRefund } from './api.ts';

export interface BkashClientOptions {
  /** The checkout API base, such as `https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout`. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Per request; bKash asks merchants to wait 30 seconds. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; decides when the cached token has lapsed. */
  clock?: () => number;
}

type Body = Record<string, unknown>;

interface Token {
  idToken: string;
  refreshToken: string | undefined;
  /** By the client's clock, with a margin so that a token is never sent in its last seconds. */
  renewAt: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** bKash limits `reason` (and `sku`) to 255 characters. */
const MAX_TEXT = 255;
/** A decimal amount as bKash writes it: "60000", "60000.00". */
const AMOUNT = /^\d+(\.\d+)?$/;

/** A string or a number as text; nothing for anything else. */
const scalar = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** bKash's amount string as a number of Taka; NaN for anything that is not an amount. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string' || !AMOUNT.test(value.trim())) return NaN;
  return Number(value.trim());
}

/** An amount in bKash's form: two decimals. */
export function formatAmount(taka: number): string {
  return taka.toFixed(2);
}

/** Holds one id_token for all calls, and renews it by one request however many calls need it at once. */
function tokenKeeper(
  clock: () => number,
  fetchToken: (refreshToken: string | undefined) => Promise<{ idToken: string; refreshToken?: string; expiresInMs: number }>,
) {
  let current: Token | undefined;
  let renewing: Promise<string> | undefined;

  async function renew(): Promise<string> {
    const answer = await fetchToken(current?.refreshToken);
    // The margin: a minute, or a tenth of a short lifetime.
    const margin = Math.min(60_000, answer.expiresInMs / 10);
    current = { idToken: answer.idToken, refreshToken: answer.refreshToken, renewAt: clock() + answer.expiresInMs - margin };
    return current.idToken;
  }

  return {
    get(): Promise<string> {
      if (current && clock() < current.renewAt) return Promise.resolve(current.idToken);
      renewing ??= renew().finally(() => (renewing = undefined));
      return renewing;
    },
    /** bKash refused this token: forget it (and its refresh token), unless another call already replaced it. */
    drop(idToken: string) {
      if (current?.idToken === idToken) current = undefined;
    },
  };
}

export function createBkashClient(options: BkashClientOptions): BkashApi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? Date.now;

  /**
   * One POST; bKash's refusals become `rejected`, anything not bKash's JSON `unavailable`. With a token,
   * the gateway's 401 (no bKash body) answers `undefined`: the token has expired or is unknown.
   */
  async function post(path: string, headers: Record<string, string>, body: Body, withToken = false): Promise<Body | undefined> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(apiUrl(options.baseUrl, path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      if ((err as { name?: unknown } | null)?.name === 'TimeoutError') {
        throw new BkashError('unavailable', 'timeout', `bKash ${path} did not answer within ${timeoutMs} ms`);
      }
      throw new BkashError(
        'unavailable',
        'network',
        `bKash ${path} could not be reached (${err instanceof Error ? err.message : 'unknown error'})`,
      );
    }
    if (withToken && response.status === 401) return undefined;
    if (!response.ok) throw new BkashError('unavailable', `http-${response.status}`, `bKash ${path} answered HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BkashError('unavailable', 'bad-answer', `bKash ${path} answered something that is not JSON`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BkashError('unavailable', 'bad-answer', `bKash ${path} answered JSON that is not an object`);
    }
    const answer = parsed as Body;
    // Older answers carry errorCode/errorMessage; v1.2.0-beta's carry statusCode/statusMessage.
    const errorCode = scalar(answer.errorCode);
    const statusCode = scalar(answer.statusCode);
    const refusal =
      errorCode !== undefined
        ? { code: errorCode, message: scalar(answer.errorMessage) }
        : statusCode !== undefined && statusCode !== '0000'
          ? { code: statusCode, message: scalar(answer.statusMessage) }
          : undefined;
    if (refusal) {
      throw new BkashError('rejected', refusal.code, `bKash ${path} refused with ${refusal.code}: ${refusal.message ?? ''}`);
    }
    return answer;
  }

  const tokens = tokenKeeper(clock, async (refreshToken) => {
    const credentials = { username: options.username, password: options.password };
    const keys = { app_key: options.appKey, app_secret: options.appSecret };
    let answer: Body | undefined;
    if (refreshToken) {
      try {
        answer = await post('/token/refresh', credentials, { ...keys, refresh_token: refreshToken });
      } catch (err) {
        // A refresh token bKash no longer takes: start again with a grant.
        if (!(err instanceof BkashError && err.kind === 'rejected')) throw err;
      }
    }
    answer ??= await post('/token/grant', credentials, keys);
    const { id_token: idToken, refresh_token: newRefreshToken, expires_in: expiresIn } = answer ?? {};
    const seconds = Number(expiresIn);
    if (typeof idToken !== 'string' || !idToken || !(seconds > 0)) {
      throw new BkashError('unavailable', 'bad-answer', 'bKash granted no usable token');
    }
    return {
      idToken,
      refreshToken: typeof newRefreshToken === 'string' && newRefreshToken ? newRefreshToken : undefined,
      expiresInMs: seconds * 1000,
    };
  });

  /** A call with the token; a token bKash no longer takes is granted again, and the call sent once more. */
  async function call(path: string, body: Body): Promise<Body> {
    for (let attempt = 1; ; attempt++) {
      const idToken = await tokens.get();
      const answer = await post(path, { authorization: idToken, 'x-app-key': options.appKey }, body, true);
      if (answer) return answer;
      tokens.drop(idToken);
      if (attempt === 2) throw new BkashError('unavailable', 'http-401', `bKash ${path} refused a newly granted token`);
    }
  }

  function text(value: unknown): string {
    return typeof value === 'string' ? value : '';
  }

  function readPayment(path: string, body: Body): BkashPayment {
    if (typeof body.paymentID !== 'string' || !body.paymentID || typeof body.transactionStatus !== 'string') {
      throw new BkashError('unavailable', 'bad-answer', `bKash ${path} answered without a payment`);
    }
    return {
      paymentID: body.paymentID,
      ...(typeof body.trxID === 'string' && body.trxID ? { trxID: body.trxID } : {}),
      transactionStatus: body.transactionStatus,
      amount: parseAmount(body.amount),
      currency: text(body.currency),
      // payment/status has been seen to name it merchantInvoice.
      merchantInvoiceNumber: text(body.merchantInvoiceNumber) || text(body.merchantInvoice),
    };
  }

  return {
    async create(input): Promise<BkashCreated> {
      const body = await call('/create', {
        mode: '0011',
        payerReference: input.payerReference,
        callbackURL: input.callbackURL,
        amount: formatAmount(input.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: input.merchantInvoiceNumber,
      });
      const payment = readPayment('/create', { transactionStatus: 'Initiated', ...body });
      if (typeof body.bkashURL !== 'string' || !body.bkashURL) {
        throw new BkashError('unavailable', 'bad-answer', 'bKash /create answered without a bkashURL');
      }
      return { ...payment, bkashURL: body.bkashURL };
    },

    async execute(paymentID) {
      return readPayment('/execute', await call('/execute', { paymentID }));
    },

    async status(paymentID) {
      return readPayment('/payment/status', await call('/payment/status', { paymentID }));
    },

    async refund(input): Promise<BkashRefund> {
      const body = await call('/payment/refund', {
        paymentID: input.paymentID,
        amount: formatAmount(input.amount),
        trxID: input.trxID,
        // bKash requires an item reference; Market refunds a whole booking, which the payment names.
        sku: input.paymentID.slice(0, MAX_TEXT),
        reason: input.reason.slice(0, MAX_TEXT),
      });
      if (typeof body.refundTrxID !== 'string' || !body.refundTrxID || typeof body.transactionStatus !== 'string') {
        throw new BkashError('unavailable', 'bad-answer', 'bKash /payment/refund answered without a refund');
      }
      return { refundTrxID: body.refundTrxID, transactionStatus: body.transactionStatus, amount: parseAmount(body.amount) };
    },
  };
}
