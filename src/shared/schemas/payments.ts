import { z } from '../zod.ts';
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
