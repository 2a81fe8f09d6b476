import { z } from 'zod';
import { amount, email, imageUrl, shortText, id, optionalText } from './common.ts';

/**
 * POST /bookings (SPEC §7). With productId the server takes image, item name and price from the
 * product; the buyer's name and email always come from the session.
 */
export const bookingInput = z
  .object({
    productId: id.optional(),
    image: imageUrl.optional(),
    price: amount.optional(),
    itemName: shortText.optional(),
    userName: shortText.optional(),
    email: email.optional(),
    phone: shortText,
    location: optionalText,
  })
  .refine((b) => b.productId || (b.image && b.itemName && b.price !== undefined), {
    message: 'productId, or image, itemName and price, are required',
    path: ['productId'],
  });
export type BookingInput = z.input<typeof bookingInput>;

export const booking = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image: z.string(),
  price: z.number().int(),
  itemName: z.string(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  /** Additive: the booked product has been sold (to this buyer when paid, else to someone else). */
  sold: z.boolean(),
  createdAt: z.string(),
});
export const bookingList = z.array(booking);
export type Booking = z.infer<typeof booking>;
