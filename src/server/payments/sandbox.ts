import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardErrorCode } from '#shared/texts/errors.ts';
import type { PaymentCheck, PaymentProvider } from './provider.ts';

export type CardCheck = { ok: true } | { ok: false; code: CardErrorCode; declined?: true };

/** Numbers the card provider publishes for tests that the bank declines, with the provider's reason. */
const DECLINED = new Map<string, CardErrorCode>([
  ['4000000000000002', 'card-declined'],
  ['4000000000009995', 'card-insufficient-funds'],
  ['4000000000009987', 'card-declined'],
  ['4000000000009979', 'card-declined'],
  ['4000000000000069', 'card-expired'],
  ['4000000000000127', 'card-cvc-incorrect'],
]);

/** American Express numbers (34…, 37…) have 15 digits and a 4-digit code; the others 16 to 19 digits. */
const isAmex = (number: string) => /^3[47]/.test(number);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card the way the provider's card form does (architecture §7). */
export function checkCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return { ok: false, code: 'card-number-invalid' };
  const amex = isAmex(number);
  if (number.length < (amex ? 15 : 16)) return { ok: false, code: 'card-number-incomplete' };
  if (number.length > (amex ? 15 : 19) || !luhn(number)) return { ok: false, code: 'card-number-invalid' };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return { ok: false, code: 'card-expiry-incomplete' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return { ok: false, code: 'card-expiry-incomplete' };
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, code: 'card-expiry-past' };
  }
  if (!(amex ? /^\d{4}$/ : /^\d{3,4}$/).test(card.cvc.trim())) return { ok: false, code: 'card-cvc-incomplete' };
  const declined = DECLINED.get(number);
  if (declined) return { ok: false, code: declined, declined: true };
  return { ok: true };
}

/**
 * The built-in provider. It keeps no state: a client secret and a transaction id are signed
 * with the server secret and carry what they were issued for, so any process can check them.
 */
export function createSandboxProvider(secret: string) {
  const sign = (...parts: (string | number)[]) =>
    createHmac('sha256', `${secret}:sandbox-payments`).update(parts.join('|')).digest('base64url').slice(0, 24);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const provider = {
    name: 'sandbox' as const,
    publishableKey: null,
    currency: 'bdt',
    async createIntent({ bookingId, amount }: { bookingId: string; amount: number; email?: string }) {
      const nonce = randomBytes(9).toString('base64url');
      return { clientSecret: `sb_${bookingId}_${amount}_${nonce}_secret_${sign('secret', bookingId, amount, nonce)}` };
    },
    async verify({
      transactionId,
      bookingId,
      amount,
    }: {
      transactionId: string;
      bookingId: string;
      amount: number;
    }): Promise<PaymentCheck> {
      const match = /^pi_sb_([\w-]{12})([\w-]{24})$/.exec(transactionId);
      if (!match) return { ok: false, reason: 'payment-not-confirmed' };
      const [, nonce, mac] = match as unknown as [string, string, string];
      return same(mac, sign('paid', bookingId, amount, nonce)) ? { ok: true } : { ok: false, reason: 'payment-not-confirmed' };
    },
    /** Nothing was charged, so there is nothing to give back. */
    async refund() {},
    /** What a client secret this provider issued was issued for; null for any other string. */
    intentOf(clientSecret: string): { bookingId: string; amount: number; nonce: string } | null {
      const match = /^sb_([0-9a-f-]{36})_(\d+)_([\w-]{12})_secret_([\w-]{24})$/.exec(clientSecret);
      if (!match) return null;
      const [, bookingId, amountText, nonce, mac] = match as unknown as [string, string, string, string, string];
      const amount = Number(amountText);
      return same(mac, sign('secret', bookingId, amount, nonce)) ? { bookingId, amount, nonce } : null;
    },
    /** The card form's confirmation: a transaction id on success, the provider's reason otherwise. */
    confirm(
      clientSecret: string,
      card: { number: string; expiry: string; cvc: string },
    ): { transactionId: string } | { error: CardErrorCode | 'payment-not-valid'; declined?: true; invalidSecret?: true } {
      const intent = provider.intentOf(clientSecret);
      if (!intent) return { error: 'payment-not-valid', invalidSecret: true };
      const { bookingId, amount, nonce } = intent;
      const check = checkCard(card);
      if (!check.ok) return { error: check.code, ...(check.declined ? { declined: true as const } : {}) };
      return { transactionId: `pi_sb_${nonce}${sign('paid', bookingId, amount, nonce)}` };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
