import { toAsciiDigits } from './digits.ts';

/**
 * A Bangladeshi mobile number as one string of digits, however it was written, so that two ways of
 * writing one number are one number (product §6: a number is its first seller's).
 *
 * Mobile numbers are 11 digits, `01` and an operator's digit from 3 to 9 (013 … 019), then 8 more. They
 * are written with the country code (`+880 1711-000001`, `8801711000001`, `+88 01711 000001`, even
 * `+880 (0)1711…`) or without it (`01711-000001`), with spaces, dashes, dots or brackets between the
 * digits, and in Bangla digits as often as in Latin ones. What follows the 11 digits (`ext 9`, a second
 * number) is not part of the number and is dropped. Anything else (a landline, too few digits, text
 * before the number) is not a mobile number: null.
 *
 * The migration that made `seller_phones` (db/migrations/0006) reads the stored numbers the same way in SQL.
 */
/** The number's part at the start of the text: digits and the signs written between them. */
const LEADING = /^[\s(]*(\+)?[\d\s.()-]*/;
const MOBILE = /^01[3-9]\d{8}/;

export function mobileNumber(text: string): string | null {
  const latin = toAsciiDigits(text);
  const [run = '', plus] = LEADING.exec(latin) ?? [];
  const digits = run.replace(/\D/g, '');
  // +880 and 880 stand for the leading 0 (and a 0 written after them as well, as in "+88 017…").
  const local = digits.startsWith('880') ? `0${digits.slice(3).replace(/^0(?=1)/, '')}` : plus ? '' : digits;
  return MOBILE.exec(local)?.[0] ?? null;
}

/** A number's 11 digits as the site writes them: `01711-000001`. */
export const displayPhone = (digits: string): string => (/^\d{11}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits);
