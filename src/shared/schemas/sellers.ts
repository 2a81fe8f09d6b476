import { z } from '../zod.ts';
import { productList } from './products.ts';
import { sellerSummary } from './users.ts';

/** GET /sellers/:id: a seller's public profile (product §7). */
export const sellerIdParams = z.object({ id: z.string().min(1).max(100) });

export const sellerProfile = sellerSummary.extend({
  /** How many of their products have been sold, including ones removed since. */
  soldCount: z.number().int(),
  /** Their products on sale, newest first (at most LIMITS.pageSize). */
  items: productList,
});
export type SellerProfile = z.infer<typeof sellerProfile>;
