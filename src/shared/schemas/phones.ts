import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { VALIDATION } from '../texts/validation.ts';
import { mobilePhone } from './common.ts';

/*
 * Verified numbers (product §6): a seller asks for a code for a mobile number, then types the code the text
 * message brought. The number is read as its 11 digits however it was written (shared/phone.ts).
 */

const CODE = new RegExp(`^\\d{${LIMITS.phoneCodeDigits}}$`);

/** The code as typed: Bangla digits read as ASCII ones, spaces and dashes between them dropped ("১২৩ ৪৫৬" is "123456"). */
export const phoneCode = z
  .string()
  .max(40)
  .transform((text) => toAsciiDigits(text).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(CODE, VALIDATION.phoneCode.sixDigits));

/** POST /api/phones/verify: send a code to this number. */
export const phoneCodeRequest = z.object({ phone: mobilePhone });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequest>;

/** The code is on its way: type it before `expiresAt`. */
export const phoneCodeSent = z.object({ phone: z.string(), expiresAt: z.string() });

/** POST /api/phones/verify/confirm: the code the number received. */
export const phoneCodeConfirm = z.object({ phone: mobilePhone, code: phoneCode });
export type PhoneCodeConfirm = z.input<typeof phoneCodeConfirm>;

/** One number a seller holds, and whether they proved it. */
export const sellerPhone = z.object({ phone: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() });
export type SellerPhone = z.infer<typeof sellerPhone>;

/** GET /api/phones: the caller's numbers, the ones they listed under and the ones they proved, oldest first. */
export const sellerPhoneList = z.object({ phones: z.array(sellerPhone) });
