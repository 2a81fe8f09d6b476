import { z } from '../zod.ts';
import { PARTIES } from '../constants.ts';
import { REVIEW_LIMITS } from '../reviews.ts';
import { id } from './common.ts';

/*
 * Reviews after a sale (product §4, "Reviews", and product §7, "Reviews"): what each side writes about the other, what
 * anyone reads of a seller, and what each side of a deal sees of its reviews.
 */

/** Stars, whole, 1 to 5. */
export const stars = z.number().int().min(REVIEW_LIMITS.stars.min).max(REVIEW_LIMITS.stars.max);

/** POST /api/bookings/:id/review: the stars, and a comment if any (blank is none). */
export const reviewInput = z.object({
  stars,
  comment: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.comment)
    .nullish()
    .transform((text) => text || null),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** POST /api/reviews/:id/reply: the reviewed person's one public answer. */
export const replyInput = z.object({ text: z.string().trim().min(1).max(REVIEW_LIMITS.reply) });
export type ReplyInput = z.infer<typeof replyInput>;

/** POST /api/reviews/:id/report: why, if the reporter says (the admins read the review itself). */
export const reviewReportInput = z
  .object({
    reason: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.reportReason)
      .optional()
      .transform((text) => text ?? ''),
  })
  .nullish();

/** GET /api/sellers/:id/reviews: where the last page ended (opaque). */
export const reviewsQuery = z.object({ cursor: z.string().max(200).optional() });

/** A person's rating on one side of their deals: the average of their published reviews (one decimal) and how many. */
export const rating = z.object({
  /** Null with no review yet. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof rating>;

/** A review as anyone who may see it reads it: what it says, who wrote it, which laptop it was about, the reply. */
export const review = z.object({
  id,
  /** The side its author was on: `buyer` wrote about the seller, `seller` about the buyer. */
  by: z.enum(PARTIES),
  stars,
  comment: z.string().nullable(),
  /** The author's name as Market shows people; null once their account is deleted. */
  authorName: z.string().nullable(),
  /** The laptop of the sale, as it was booked, and its page while it has one. */
  itemName: z.string(),
  productId: z.string().nullable(),
  /** When it showed (or will show, for its author). */
  publishedAt: z.string(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof review>;

/** GET /api/sellers/:id/reviews: a page of a seller's reviews by their buyers, newest first, with their rating and badge. */
export const sellerReviews = rating.extend({
  /** The trusted seller's badge, as it stands now (product §4, "Reviews"). */
  trusted: z.boolean(),
  items: z.array(review),
  nextCursor: z.string().nullable(),
});
export type SellerReviews = z.infer<typeof sellerReviews>;

/** A review as its author reads it: shown to others from `publishedAt`, `published` once that has come. */
export const ownReview = review.extend({ published: z.boolean() });
export type OwnReview = z.infer<typeof ownReview>;

/** GET /api/reviews/deals: each of the caller's bookings as one side of it sees its reviews. */
export const dealReviews = z.object({
  bookingId: id,
  /** The caller's side. */
  as: z.enum(PARTIES),
  /** The other side's name and rating on their side of deals (a buyer's rating is seen by the sellers they book from). */
  other: z.object({ name: z.string().nullable(), rating }),
  /** Once the sale completed: until when it may be reviewed, whether the caller may still write, and the two reviews. */
  review: z
    .object({
      windowEndsAt: z.string(),
      canWrite: z.boolean(),
      mine: ownReview.nullable(),
      /** The other side's review of the caller, once published. */
      theirs: review.nullable(),
    })
    .nullable(),
});
export type DealReviews = z.infer<typeof dealReviews>;
export const dealReviewsList = z.array(dealReviews);

/** POST /api/reviews/:id/hide (admin): the review shows nowhere and counts for nothing. */
export const reviewHidden = z.object({ hidden: z.literal(true) });
