import { z } from '../zod.ts';
import { LIMITS, LISTING_TEXT_FIELDS, MODERATION_REASONS, PRODUCT_STATUSES } from '../constants.ts';
import { insertedId } from './common.ts';
import { product } from './products.ts';
import { sellerSummary } from './users.ts';

/*
 * Moderation and expiry (product §4, "Moderation" and "Expiry"; docs/decisions/024): why a listing waits for an
 * admin, the admins' queue and decisions, and where a seller's own listing stands.
 */

/**
 * One reason a listing waits for an admin. A price flag carries what it was judged by: the median resell
 * price of the same model and how many listings made it. A contact flag carries the text fields it was
 * found in (none on a flag made before other fields than `detail` were read).
 */
export const moderationFlag = z.object({
  code: z.enum(MODERATION_REASONS),
  median: z.number().int().nonnegative().optional(),
  similar: z.number().int().nonnegative().optional(),
  fields: z.array(z.enum(LISTING_TEXT_FIELDS)).optional(),
});
export type ModerationFlag = z.infer<typeof moderationFlag>;

/** Where a listing stands, for its seller and the admins only: never in a public answer. */
export const listingState = z.object({
  /** When it leaves the lists unless renewed (ISO 8601); null until it first goes public. */
  expiresAt: z.string().nullable(),
  /** Why it waits for an admin (empty when nothing holds it). */
  reasons: z.array(moderationFlag),
  /** An admin's reason for turning it down; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** When it last went through the checks (ISO 8601). */
  submittedAt: z.string().nullable(),
});
export type ListingState = z.infer<typeof listingState>;

/** A product as its seller (or an admin) reads it: its public fields as stored, and where it stands. */
export const ownProduct = product.extend({ listing: listingState });
export const ownProductList = z.array(ownProduct);
export type OwnProduct = z.infer<typeof ownProduct>;

/** GET /products/:id/listing: one own listing, whatever its status, with its seller (the product page, the edit page). */
export const ownProductDetail = ownProduct.extend({ sellerProfile: sellerSummary });
export type OwnProductDetail = z.infer<typeof ownProductDetail>;

/**
 * POST /itemName and POST /products/:id/resubmit: the listing's id, and whether it is public at once
 * (`available`) or waits for an admin (`review`), with why.
 */
export const listingSubmitted = insertedId.extend({
  status: z.enum(PRODUCT_STATUSES),
  reasons: z.array(moderationFlag),
});
export type ListingSubmitted = z.infer<typeof listingSubmitted>;

/** GET /moderation: the listings waiting for an admin, the longest waiting first, each with its seller and reasons. */
export const moderationItem = ownProductDetail;
export const moderationQueue = z.object({
  items: z.array(moderationItem),
  /** How many wait in all (the page shows the first LIMITS.pageSize). */
  total: z.number().int().nonnegative(),
});
export type ModerationQueue = z.infer<typeof moderationQueue>;

export const productIdParams = z.object({ productId: z.uuid() });

/** POST /moderation/:productId/reject: the reason its seller reads. */
export const rejectInput = z.object({ reason: z.string().trim().min(1).max(LIMITS.reason) });
export type RejectInput = z.infer<typeof rejectInput>;

/** What an admin's decision, a renewal or a resubmission leaves: the listing's status and state. */
export const listingDecision = z.object({
  productId: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  listing: listingState,
});
export type ListingDecision = z.infer<typeof listingDecision>;
