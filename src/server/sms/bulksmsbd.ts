import type { FastifyBaseLogger } from 'fastify';
import { SmsError, type SmsSender } from './sms.ts';

/*
 * BulkSMSBD's single SMS API (bulksmsbd.net, "Single SMS API"): a GET or POST of `api_key`, `type` (`text`,
 * or `unicode` for Bangla), `number` (8801XXXXXXXXX), `senderid` and `message` to /api/smsapi, answered
 * with JSON whose `response_code` 202 means "SMS Submitted Successfully"; every other code is a refusal
 * (1002 sender id, 1003 missing fields, 1005 internal error, 1007 balance insufficient, 1011 user id …).
 *
 * SMS_URL is the API's address with the account's `api_key` and `senderid` in its query (they are the
 * account's, set once); each message adds `type`, `number` and `message`, sent as a form body so that the
 * text and the key stay out of any proxy's access log of URLs.
 */

/** The gateway's code for a message it took. */
export const BULKSMSBD_ACCEPTED = 202;
/** Its code for a fault on its side: worth asking again. */
const INTERNAL_ERROR = 1005;

export interface BulkSmsBdOptions {
  /** SMS_URL: `https://bulksmsbd.net/api/smsapi?api_key=…&senderid=…`. */
  url: string;
  /** How long one try waits for the gateway's answer. */
  timeoutMs: number;
  /** How long to wait before each further try, when a try failed in a way that may pass: by default 1 s, then 3 s. */
  retryDelaysMs?: readonly number[];
  log: FastifyBaseLogger;
}

/** The number as the gateway takes it: the country code and the 10 digits after the leading 0. */
export const gatewayNumber = (phone: string) => `88${phone}`;

/** Whether the text needs the gateway's `unicode` type (Bangla), or fits its `text` type (GSM 7-bit, ASCII here). */
const typeOf = (text: string) => (/^[\x20-\x7e\n]*$/.test(text) ? 'text' : 'unicode');

export function bulkSmsBdGateway(options: BulkSmsBdOptions): SmsSender {
  const address = new URL(options.url);
  const account = new URLSearchParams(address.search);
  address.search = '';
  const delays = options.retryDelaysMs ?? [1000, 3000];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One try: resolves when the gateway took the message, else throws an SmsError saying whether another may pass. */
  async function attempt(to: string, text: string): Promise<void> {
    const body = new URLSearchParams(account);
    body.set('type', typeOf(text));
    body.set('number', gatewayNumber(to));
    body.set('message', text);
    let response: Response;
    try {
      response = await fetch(address, { method: 'POST', body, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      throw new SmsError('unreachable', true, `SMS gateway not reached: ${(err as Error).message}`);
    }
    const raw = await response.text().catch(() => '');
    if (response.status >= 500) throw new SmsError(`http-${response.status}`, true, `SMS gateway answered HTTP ${response.status}`);
    let answer: { response_code?: unknown; error_message?: unknown } | undefined;
    try {
      answer = JSON.parse(raw) as typeof answer;
    } catch {
      answer = undefined;
    }
    const code = Number(answer?.response_code);
    if (!response.ok || !Number.isFinite(code)) {
      throw new SmsError(`http-${response.status}`, false, `SMS gateway answered HTTP ${response.status} without a response code`);
    }
    if (code === BULKSMSBD_ACCEPTED) return;
    const why = typeof answer?.error_message === 'string' && answer.error_message ? answer.error_message : 'no reason given';
    throw new SmsError(String(code), code === INTERNAL_ERROR, `SMS gateway refused the message: ${code} ${why}`);
  }

  return {
    async send({ to, text }) {
      for (let tried = 0; ; tried += 1) {
        try {
          await attempt(to, text);
          options.log.info({ to }, 'text message sent');
          return;
        } catch (err) {
          const failure = err as SmsError;
          const more = failure.retryable && tried < delays.length;
          // The number is logged, never the text: it holds the code.
          options.log.warn({ to, code: failure.code, tries: tried + 1, again: more }, failure.message);
          if (!more) throw failure;
          await wait(delays[tried]!);
        }
      }
    },
    close: async () => undefined,
  };
}
