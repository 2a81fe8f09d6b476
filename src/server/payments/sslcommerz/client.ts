/**
 * SSLCommerz v4 over HTTP: session init (gwprocess/v4/api.php), the validation API
 * (validationserverAPI.php), and the transaction query and refund API that share
 * merchantTransIDvalidationAPI.php. `baseUrl` is https://sandbox.sslcommerz.com,
 * https://securepay.sslcommerz.com, or a local stand-in that speaks the same protocol; the paths are
 * appended to it, so a base with a path keeps it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { apiUrl } from '../api-url.ts';
import { type SslcommerzApi, SslcommerzError, type SslcommerzRefund, type SslcommerzTransaction } from './api.ts';

export interface SslcommerzClientOptions {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** For each call, connection and answer together [30 s]. */
  timeoutMs?: number;
}

const INIT_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** The transaction query (by `tran_id`) and the refund API (by `bank_tran_id`) share this path. */
const MERCHANT_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

/**
 * The fields Market reads from an IPN or a browser's return. When one is there it must be among the
 * signed ones (`verify_key`): otherwise anyone could change it on a genuinely signed set.
 */
const MUST_BE_SIGNED = [
  'status',
  'tran_id',
  'val_id',
  'amount',
  'currency',
  'currency_type',
  'currency_amount',
  'bank_tran_id',
  'risk_level',
];

/** APIConnect values other than DONE: SSLCommerz's documented refusals. */
const REFUSALS: Record<string, string> = {
  INVALID_REQUEST: 'invalid-request',
  FAILED: 'authentication-failed',
  INACTIVE: 'store-inactive',
};

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** SSLCommerz sends strings, and now and then a number; anything else reads as empty. */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * "60000.00" → 60000. A fraction stays a fraction ("59999.60" → 59999.6), so it never equals a whole
 * price; anything that is not a plain decimal is NaN.
 */
function takaOf(value: unknown): number {
  const amount = text(value).trim();
  return /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : NaN;
}

function formatTaka(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`SSLCommerz amounts are whole Taka above 0, not ${amount}`);
  return `${amount}.00`;
}

function transactionOf(raw: Record<string, unknown>): SslcommerzTransaction {
  // currency_type and currency_amount are what the merchant asked for at init; `currency` is what is
  // settled to the merchant and `amount` may have been converted into it. Some answers leave
  // currency_type empty: then `currency` and `amount` are the pair.
  const requested = text(raw.currency_type);
  return {
    status: text(raw.status),
    tranId: text(raw.tran_id),
    valId: text(raw.val_id),
    amount: takaOf(requested ? raw.currency_amount : raw.amount),
    currency: requested || text(raw.currency),
    bankTranId: text(raw.bank_tran_id),
    // Anything but a clear 0 is treated as a risk, so a missing level never waves a payment through.
    riskLevel: text(raw.risk_level) === '0' ? 0 : 1,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function createSslcommerzClient(options: SslcommerzClientOptions): SslcommerzApi {
  const { storeId, storePassword } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const hashedPassword = md5(storePassword);
  const credentials = { store_id: storeId, store_passwd: storePassword };

  /** Every error message passes here, so the store password never reaches a log. */
  const fail = (kind: SslcommerzError['kind'], code: string, message: string) =>
    new SslcommerzError(kind, code, storePassword ? message.split(storePassword).join('***') : message);

  async function call(
    what: string,
    path: string,
    params: Record<string, string>,
    method: 'GET' | 'POST',
  ): Promise<Record<string, unknown>> {
    const url = new URL(apiUrl(options.baseUrl, path));
    const form = new URLSearchParams({ ...credentials, ...params });
    if (method === 'GET') url.search = form.toString();
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method,
        headers: { accept: 'application/json' },
        ...(method === 'POST' && { body: form }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (err) {
      if (err instanceof Error && err.name === 'TimeoutError') {
        throw fail('unavailable', 'timeout', `SSLCommerz ${what}: no answer within ${timeoutMs} ms`);
      }
      // The cause's code only: an error's own text may carry the URL, and with it the password.
      const cause = err instanceof Error && isRecord(err.cause) ? text(err.cause.code) : '';
      throw fail('unavailable', 'network', `SSLCommerz ${what}: no connection${cause ? ` (${cause})` : ''}`);
    }
    if (!response.ok) throw fail('unavailable', `http-${response.status}`, `SSLCommerz ${what}: HTTP ${response.status}`);
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      answer = undefined;
    }
    if (!isRecord(answer)) throw fail('unavailable', 'bad-answer', `SSLCommerz ${what}: the answer is not a JSON object`);
    return answer;
  }

  /** APIConnect DONE, or SSLCommerz's refusal; `required` when the answer must carry it. */
  function checkConnect(what: string, answer: Record<string, unknown>, required: boolean) {
    const connect = text(answer.APIConnect);
    if (connect === 'DONE' || (!connect && !required)) return;
    if (!connect) throw fail('unavailable', 'bad-answer', `SSLCommerz ${what}: the answer has no APIConnect`);
    const reason = text(answer.errorReason) || text(answer.failedreason);
    throw fail('rejected', REFUSALS[connect] ?? 'refused', `SSLCommerz ${what}: APIConnect ${connect}${reason ? `: ${reason}` : ''}`);
  }

  return {
    async initSession({ tranId, amount, productName, customer, urls }) {
      const answer = await call(
        'session init',
        INIT_PATH,
        {
          total_amount: formatTaka(amount),
          currency: 'BDT',
          tran_id: tranId,
          success_url: urls.success,
          fail_url: urls.fail,
          cancel_url: urls.cancel,
          ipn_url: urls.ipn,
          cus_name: customer.name,
          cus_email: customer.email,
          cus_phone: customer.phone,
          // SSLCommerz requires an address; Market has none (the buyer collects the laptop in person),
          // so the capital stands in for it.
          cus_add1: 'Dhaka',
          cus_city: 'Dhaka',
          cus_postcode: '1000',
          cus_country: 'Bangladesh',
          shipping_method: 'NO',
          num_of_item: '1',
          product_name: productName,
          product_category: 'electronic',
          product_profile: 'general',
        },
        'POST',
      );
      const gatewayPageURL = text(answer.GatewayPageURL);
      const sessionkey = text(answer.sessionkey);
      if (answer.status === 'SUCCESS' && gatewayPageURL && sessionkey) return { gatewayPageURL, sessionkey };
      if (answer.status === 'FAILED') {
        throw fail('rejected', 'init-failed', `SSLCommerz session init: ${text(answer.failedreason) || 'failed without a reason'}`);
      }
      throw fail('unavailable', 'bad-answer', 'SSLCommerz session init: neither SUCCESS with a gateway page nor FAILED');
    },

    signatureIsValid(fields) {
      const { verify_sign: sign, verify_key: keyList } = fields;
      if (!sign || !keyList || typeof fields.status !== 'string' || typeof fields.tran_id !== 'string') return false;
      const keys = keyList.split(',');
      if (keys.includes('store_passwd') || MUST_BE_SIGNED.some((key) => key in fields && !keys.includes(key))) return false;
      if (keys.some((key) => typeof fields[key] !== 'string')) return false;
      const signed: [string, string][] = keys.map((key) => [key, fields[key]!]);
      signed.push(['store_passwd', hashedPassword]);
      // Sorted by byte order, as PHP's ksort does for these names (never by locale).
      signed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const expected = Buffer.from(md5(signed.map(([key, value]) => `${key}=${value}`).join('&')));
      const given = Buffer.from(sign.toLowerCase());
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async validate(valId) {
      const answer = await call('validation', VALIDATION_PATH, { val_id: valId, v: '1', format: 'json' }, 'GET');
      checkConnect('validation', answer, false);
      if (!text(answer.status)) throw fail('unavailable', 'bad-answer', 'SSLCommerz validation: the answer has no status');
      return transactionOf(answer);
    },

    async query(tranId) {
      const answer = await call('transaction query', MERCHANT_PATH, { tran_id: tranId, v: '1', format: 'json' }, 'GET');
      checkConnect('transaction query', answer, true);
      const { element } = answer;
      if (element === undefined && Number(text(answer.no_of_trans_found) || '0') === 0) return [];
      if (!Array.isArray(element) || !element.every(isRecord)) {
        throw fail('unavailable', 'bad-answer', 'SSLCommerz transaction query: no list of transactions');
      }
      return element.map(transactionOf);
    },

    async refund({ bankTranId, amount, remarks, refeId }): Promise<SslcommerzRefund> {
      const answer = await call(
        'refund',
        MERCHANT_PATH,
        {
          bank_tran_id: bankTranId,
          // Required since February 2025, unique per refund and at most 30 characters: Market's
          // reference itself when it fits, else a digest of it, so that a retry sends the same one.
          refund_trans_id: refeId.length <= 30 ? refeId : createHash('sha256').update(refeId).digest('hex').slice(0, 30),
          refund_amount: formatTaka(amount),
          refund_remarks: remarks,
          refe_id: refeId,
          v: '1',
          format: 'json',
        },
        'GET',
      );
      checkConnect('refund', answer, true);
      const status = text(answer.status);
      if (!status) throw fail('unavailable', 'bad-answer', 'SSLCommerz refund: the answer has no status');
      const errorReason = text(answer.errorReason);
      return { status, refundRefId: text(answer.refund_ref_id), ...(errorReason ? { errorReason } : {}) };
    },
  };
}
