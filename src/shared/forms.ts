import { z } from 'zod';
import { ACCOUNT_OPTIONS, BUYER_OPTION, PASSWORD_MIN_LENGTH } from './constants.ts';
import { VALIDATION } from './messages.ts';

// These schemas run in the browser, whose content security policy forbids eval: without this, zod
// probes for it with `new Function` on its first parse, and the browser reports a violation.
z.config({ jitless: true });

/** Form schemas: each rule carries the exact message of product §5. */
const required = (message: string) => z.string().trim().min(1, message);

export const loginForm = z.object({
  email: required(VALIDATION.login.emailRequired),
  password: z.string().min(1, VALIDATION.login.passwordRequired).min(PASSWORD_MIN_LENGTH, VALIDATION.login.passwordMin),
});
export type LoginForm = z.infer<typeof loginForm>;

export const signupForm = z.object({
  name: required(VALIDATION.signup.nameRequired),
  email: required(VALIDATION.signup.emailRequired),
  password: z.string().min(1, VALIDATION.signup.passwordRequired).min(PASSWORD_MIN_LENGTH, VALIDATION.signup.passwordMin),
  option: z.enum(ACCOUNT_OPTIONS).default(BUYER_OPTION),
});
export type SignupForm = z.input<typeof signupForm>;

const m = VALIDATION.product;
export const productForm = z.object({
  seller: required(m.sellerRequired),
  name: required(m.nameRequired),
  category: required(m.categoryRequired),
  price: required(m.priceRequired),
  resell_price: required(m.resellPriceRequired),
  phone: required(m.phoneRequired),
  location: required(m.locationRequired),
  use: required(m.useRequired),
  detail: required(m.detailRequired),
  date: required(m.dateRequired),
  // The file input's FileList, told apart by shape: the contract names no browser type (its tsconfig has no DOM).
  photo: z.custom<ArrayLike<unknown>>(
    (v) => typeof v === 'object' && v !== null && 'length' in v && typeof v.length === 'number' && v.length > 0,
    {
      message: m.photoRequired,
    },
  ),
});
export type ProductForm = z.infer<typeof productForm>;

/** product §5: prices become integers on submit; the category id is the part before the dash. */
export const toInteger = (value: string): number => Number.parseInt(value, 10);
export const categoryIdOf = (choice: string): string => choice.split('-')[0] ?? '';

/** The booking popup (product §2): the buyer's phone, and where to meet if they say. */
export const bookingForm = z.object({ phone: required(VALIDATION.booking.phoneRequired), location: z.string().trim() });
export type BookingForm = z.infer<typeof bookingForm>;

/** The report popup (product §2). */
export const reportForm = z.object({ message: required(VALIDATION.report.messageRequired) });
export type ReportForm = z.infer<typeof reportForm>;

// The home page's contact form has no schema here: zod would put the home route over its size target
// (scripts/bundle-size.ts), so it checks its three fields by hand with the messages of VALIDATION.contact.
