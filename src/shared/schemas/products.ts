import { z } from 'zod';
import { BRANDS } from '../constants.ts';
import { amount, email, imageUrl, shortText, longText, id } from './common.ts';
import { categoryId } from './categories.ts';

/**
 * POST /itemName (product §7). The seller's email and name come from the account: a different email is
 * refused, and `seller` is only checked for shape, so nobody lists under another seller's name.
 */
export const productInput = z.object({
  name: z.enum(BRANDS),
  category_id: categoryId,
  price: amount,
  resell_price: amount,
  phone: shortText,
  location: shortText,
  detail: longText,
  date: shortText,
  image: imageUrl,
  use: shortText,
  seller: shortText.optional(),
  email: email.optional(),
});
export type ProductInput = z.infer<typeof productInput>;

export const product = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  price: z.number().int(),
  resell_price: z.number().int(),
  phone: z.string(),
  location: z.string(),
  detail: z.string(),
  date: z.string(),
  use: z.string(),
  image: z.string(),
  seller: z.string(),
  email: z.string(),
  /** Additive: whether the seller is verified (badge beside the seller name). */
  sellerVerified: z.boolean(),
  /** Additive: 'available' or 'sold'. */
  status: z.enum(['available', 'sold']),
  createdAt: z.string(),
});
export const productList = z.array(product);
export type Product = z.infer<typeof product>;

export const productIdParams = z.object({ id });
