import { z } from '../zod.ts';
import { BOOKING_STATES, PAYMENT_METHODS } from '../constants.ts';
import { amount, email, imageUrl, shortText, id, optionalText } from './common.ts';

/**
 * POST /bookings (product §7). Every booking is of a product on sale: its image, item name and price
 * come from the product, the buyer's name and email from the session. The specification's other fields may
 * still be sent; they are checked for shape and otherwise ignored.
 */
export const bookingInput = z.object({
  productId: id,
  image: imageUrl.optional(),
  price: amount.optional(),
  itemName: shortText.optional(),
  userName: shortText.optional(),
  email: email.optional(),
  phone: shortText,
  location: optionalText,
});
export type BookingInput = z.input<typeof bookingInput>;

/**
 * POST /bookings/:id/details: how the seller reaches the buyer and where they meet, checked as the booking
 * popup's fields are. A booking made by accepting an offer starts without them (product §4).
 */
export const bookingDetails = bookingInput.pick({ phone: true, location: true });
export type BookingDetails = z.input<typeof bookingDetails>;

export const booking = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image: z.string(),
  price: z.number().int(),
  itemName: z.string(),
  userName: z.string(),
  /** The buyer's sign-in e-mail: for the buyer and admins only; a seller reaches the buyer through `phone` and chat. */
  email: z.string().optional(),
  phone: z.string(),
  location: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  /** Additive: the booked product has been sold (to this buyer when paid, else to someone else). */
  sold: z.boolean(),
  createdAt: z.string(),
  /** Additive: where the deal stands (product "Paying and the money held"). */
  state: z.enum(BOOKING_STATES),
  /** How it is paid, once chosen or paid. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** A cash booking holds the laptop until then. */
  holdUntil: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  /** Why it was cancelled or disputed, as its writer said. */
  reason: z.string().nullable(),
  /** Who ended it without a sale. */
  endedBy: z.enum(['buyer', 'seller', 'admin', 'clock']).nullable(),
});
export const bookingList = z.array(booking);
export type Booking = z.infer<typeof booking>;

/**
 * Whether the buyer has yet to say how to reach them before paying: an unpaid booking without a phone, as one
 * made by accepting an offer starts (product §4, "Conversation and offer").
 */
export const needsDetails = (b: Pick<Booking, 'paid' | 'phone'>): boolean => !b.paid && b.phone === '';
