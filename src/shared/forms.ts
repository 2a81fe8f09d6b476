import { z } from './zod.ts';
import { ACCOUNT_OPTIONS, BUYER_OPTION, PASSWORD_MIN_LENGTH } from './constants.ts';
import { toAsciiDigits } from './digits.ts';
import { mobileNumber } from './phone.ts';
import { VALIDATION } from './texts/validation.ts';
import { productInput } from './schemas/products.ts';

/** Form schemas: each rule carries the exact message of product §5. */
const required = (message: string) => z.string().trim().min(1, message);

export const loginForm = z.object({
  email: required(VALIDATION.login.emailRequired),
  password: z.string().min(1, VALIDATION.required.password).min(PASSWORD_MIN_LENGTH, VALIDATION.login.passwordMin),
});
export type LoginForm = z.infer<typeof loginForm>;

export const signupForm = z.object({
  name: required(VALIDATION.required.name),
  email: required(VALIDATION.required.email),
  password: z.string().min(1, VALIDATION.required.password).min(PASSWORD_MIN_LENGTH, VALIDATION.signup.passwordMin),
  option: z.enum(ACCOUNT_OPTIONS).default(BUYER_OPTION),
});
export type SignupForm = z.input<typeof signupForm>;

const m = VALIDATION.product;
const specs = productInput.shape;
const specMessages = m.specs;

/**
 * An optional spec as its control gives it, a string: empty means not given; anything else must pass
 * the field's own schema in productInput, the one the server checks. The field's message stands for
 * any refusal but the schema's own sentences (a screen size with two decimals says so).
 */
function optionalSpec<T extends z.ZodType>(field: T, read: (text: string) => unknown, message: string) {
  // Nullish too: a radio group with none checked reads as null.
  return z
    .string()
    .nullish()
    .transform((raw, ctx): z.output<T> | undefined => {
      const text = (raw ?? '').trim();
      if (text === '') return undefined;
      const parsed = field.safeParse(read(text));
      if (parsed.success) return parsed.data;
      const own = parsed.error.issues.find((issue) => issue.code === 'custom');
      ctx.addIssue({ code: 'custom', message: own?.message ?? message });
      return z.NEVER;
    });
}
// A number control's text that is not wholly a number reads as NaN, which every number schema refuses.
// Digits may be typed in Bangla ('১৬' is 16).
const asNumber = (text: string): number => {
  const ascii = toAsciiDigits(text);
  return /^\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
};
const asText = (text: string): string => text;

/** A price typed in Latin or Bangla digits, a whole number of Taka ('৪৫০০০' is 45000); empty is the required rule's. */
const isWholeNumber = (text: string): boolean => text.trim() === '' || /^\d+$/.test(toAsciiDigits(text.trim()));

export const productForm = z.object({
  seller: required(VALIDATION.required.name),
  name: required(m.nameRequired),
  category: required(m.categoryRequired),
  price: required(m.priceRequired).refine(isWholeNumber, m.priceWhole),
  resell_price: required(m.resellPriceRequired).refine(isWholeNumber, m.priceWhole),
  phone: required(m.phoneRequired).refine((text) => text === '' || mobileNumber(text) !== null, m.phoneNotMobile),
  location: required(m.locationRequired),
  use: required(m.useRequired),
  detail: required(m.detailRequired),
  date: required(m.dateRequired),
  processor: optionalSpec(specs.processor, asText, specMessages.processor),
  ram: optionalSpec(specs.ram, asNumber, specMessages.ram),
  storage: optionalSpec(specs.storage, asNumber, specMessages.storage),
  storageType: optionalSpec(specs.storageType, asText, specMessages.storageType),
  screen: optionalSpec(specs.screen, asNumber, specMessages.screen),
  condition: optionalSpec(specs.condition, asText, specMessages.condition),
  district: optionalSpec(specs.district, asText, m.districtUnknown),
  // Show the phone number (false, the default) or take messages only.
  chatOnly: z.boolean().default(false),
  // How many photos are chosen; their uploads are the page's to wait for (it keeps Add Product disabled meanwhile).
  photos: z.number().int().min(1, m.photoRequired),
});
export type ProductForm = z.infer<typeof productForm>;

/** product §5: prices become integers on submit; the category id is the part before the dash. */
export const toInteger = (value: string): number => Number.parseInt(toAsciiDigits(value), 10);
export const categoryIdOf = (choice: string): string => choice.split('-')[0] ?? '';

/** The booking popup (product §2): the buyer's phone, and where to meet if they say. */
export const bookingForm = z.object({ phone: required(VALIDATION.booking.phoneRequired), location: z.string().trim() });
export type BookingForm = z.infer<typeof bookingForm>;

/** The report popup (product §2). */
export const reportForm = z.object({ message: required(VALIDATION.required.message) });
export type ReportForm = z.infer<typeof reportForm>;

// The home page's contact form has no schema here: zod would put the home route over its size target
// (scripts/bundle-size.ts), so it checks its three fields by hand with the messages of VALIDATION.required and VALIDATION.contact.
