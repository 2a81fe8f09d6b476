import { z } from '../zod.ts';
import { product } from './products.ts';

/*
 * Saved laptops (product §4, "Saved laptops and alerts"): a user's hearts. A saved laptop stays in the list
 * when it is sold or its seller removes it, saying so, until its saver removes it.
 */

/** Where a saved laptop stands: on sale, sold, or gone (its seller deleted or removed it). */
export const SAVED_STATUSES = ['available', 'sold', 'removed'] as const;
export type SavedStatus = (typeof SAVED_STATUSES)[number];

/** POST /api/saved. */
export const savedInput = z.object({ productId: z.uuid() });

/** DELETE /api/saved/:productId. */
export const savedParams = z.object({ productId: z.uuid() });

/** POST /api/saved's answer: the laptop is saved (201 when it was not before, 200 when it was). */
export const savedResult = z.object({ productId: z.uuid(), saved: z.literal(true) });

export const savedLaptop = z.object({
  productId: z.uuid(),
  status: z.enum(SAVED_STATUSES),
  savedAt: z.string(),
  /** Whole Tk.: its resell price when it was saved, to show how much it dropped since. */
  savedPrice: z.number().int(),
  /** The laptop as anyone sees it, while it is listed (on sale or sold); null once removed. */
  product: product.nullable(),
  /** Its brand, version and photo when it was saved: what the list shows of a removed one. */
  name: z.string(),
  detail: z.string(),
  image: z.string(),
});
export type SavedLaptop = z.infer<typeof savedLaptop>;
/** GET /api/saved: newest saved first. */
export const savedList = z.array(savedLaptop);
