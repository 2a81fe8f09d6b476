import { z } from '../zod.ts';
import { amount, email, imageUrl, shortText, longText, id } from './common.ts';

/**
 * POST /advertise (product §7). Every advert is of one of the seller's own products on sale, shown as
 * the product is stored; the specification's other fields may still be sent and are otherwise ignored.
 */
export const advertisementInput = z.object({
  productId: id,
  image: imageUrl.optional(),
  name: shortText.optional(),
  price: amount.optional(),
  detail: longText.optional(),
  use: shortText.optional(),
  location: shortText.optional(),
  phone: shortText.optional(),
  email: email.optional(),
});
export type AdvertisementInput = z.infer<typeof advertisementInput>;

export const advertisement = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image: z.string(),
  name: z.string(),
  price: z.number().int(),
  detail: z.string(),
  use: z.string(),
  location: z.string(),
  /** Null in the public list when the product is chat only (`chatOnly`); its seller and admins see it. */
  phone: z.string().nullable(),
  /** The seller's e-mail address: only in the seller's own list (and an admin's); null in the public list. */
  email: z.string().nullable(),
  /** Additive: the product takes messages, not calls. */
  chatOnly: z.boolean(),
  createdAt: z.string(),
});
export const advertisementList = z.array(advertisement);
export type Advertisement = z.infer<typeof advertisement>;
