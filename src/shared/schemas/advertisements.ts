import { z } from 'zod';
import { amount, email, imageUrl, shortText, longText, id } from './common.ts';

/** POST /advertise (SPEC §7) plus the optional productId that links the advert to the product. */
export const advertisementInput = z.object({
  productId: id.optional(),
  image: imageUrl,
  name: shortText,
  price: amount,
  detail: longText,
  use: shortText,
  location: shortText,
  phone: shortText,
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
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export const advertisementList = z.array(advertisement);
export type Advertisement = z.infer<typeof advertisement>;
