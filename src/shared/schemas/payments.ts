import { z } from '../zod.ts';
import { PAYMENT_METHODS } from '../constants.ts';
import { amount, email, id, shortText } from './common.ts';

/** POST /create-payment-intent: the amount is read from the booking, never from the body. */
export const paymentIntentInput = z.object({ bookingId: id, price: amount.optional() });
export const paymentIntent = z.object({
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});

/** POST /payments (product §7): recorded only once the provider confirms the intent. */
export const paymentInput = z.object({
  bookingId: id,
  transactionId: shortText,
  price: amount.optional(),
  email: email.optional(),
});
export const paymentResult = z.object({ acknowledged: z.boolean(), insertedId: z.string(), transactionId: z.string() });

/** Sandbox provider card confirmation (architecture §7). */
export const sandboxConfirmInput = z.object({
  clientSecret: shortText,
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export const sandboxConfirmResult = z.object({
  status: z.literal('succeeded'),
  id: z.string(),
});

/**
 * POST /api/payments/checkout: starts paying for an own booking, whatever the method. `card` (or the card
 * provider's name, `sandbox` or `stripe`), `bkash`, `sslcommerz` or `cod`; the amount is always the
 * booking's.
 */
export const checkoutInput = z.object({
  bookingId: id,
  method: z.enum([...PAYMENT_METHODS, 'sandbox', 'stripe']),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A hosted method's answer: where to send the buyer, and the checkout to ask about when they come back. */
export const checkoutRedirect = z.object({ redirectUrl: z.string(), checkoutId: z.string() });

/** GET /api/payments/checkout/:id: where a payment at a hosted provider stands. */
export const checkoutStatus = z.object({
  id: z.string(),
  bookingId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(['pending', 'paid', 'failed', 'refunded']),
  /** Why it failed or was given back, as a code. */
  outcome: z.string().nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatus>;

/** The sandbox wallet page (architecture §7): what it shows, and the buyer's answer. */
export const walletPayment = z.object({ paymentId: z.string(), amount: z.number().int(), invoice: z.string(), open: z.boolean() });
export const walletAnswer = z.union([
  z.object({ cancel: z.literal(true) }),
  z.object({
    wallet: z.string().regex(/^01[3-9]\d{8}$/, 'must be an 11-digit mobile number such as 01770618575'),
    otp: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
    pin: z.string().regex(/^\d{5}$/, 'must be 5 digits'),
  }),
]);
export type WalletAnswer = z.input<typeof walletAnswer>;
export const walletResult = z.object({ redirectUrl: z.string(), refusal: z.string().optional() });
