import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '#shared/constants.ts';

/**
 * The codes that prove a mobile number. A code is 6 random digits; only its HMAC is stored, keyed by the
 * server's secret and bound to the number and the seller, so a copy of the database gives no code away
 * (a plain hash of one of a million codes would be undone in a moment) and a code is good for one number
 * and one seller alone.
 */
export function phoneCodeHasher(secret: string) {
  const key = `${secret}:phone-codes`;
  const hash = (phone: string, sellerId: string, code: string) =>
    createHmac('sha256', key).update(`${phone}|${sellerId}|${code}`).digest('base64url');
  return {
    hash,
    /** Whether `code` is the one whose hash is `stored`, compared in constant time. */
    matches(stored: string, phone: string, sellerId: string, code: string): boolean {
      const given = Buffer.from(hash(phone, sellerId, code));
      const expected = Buffer.from(stored);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A new code: LIMITS.phoneCodeDigits random digits, leading zeros kept. */
export const newPhoneCode = () => String(randomInt(0, 10 ** LIMITS.phoneCodeDigits)).padStart(LIMITS.phoneCodeDigits, '0');
