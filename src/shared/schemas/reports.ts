import { z } from '../zod.ts';
import { email, imageUrl, shortText, longText, id } from './common.ts';

/**
 * POST /report (product §7). A report is of a listed product, whose image and name it keeps; the
 * reporter's email comes from the session.
 */
export const reportInput = z.object({
  productId: id,
  image: imageUrl.optional(),
  itemName: shortText.optional(),
  email: email.optional(),
  message: longText,
});
export type ReportInput = z.infer<typeof reportInput>;

export const report = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image: z.string(),
  itemName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
/** What a report is of: a listing, a conversation (whose messages the admins may then read), or a review. */
export const REPORT_KINDS = ['product', 'conversation', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * The user a report is about, whom an admin may suspend (product §6): a listing's seller, the other party
 * of a reported conversation, or a review's author. Null when their account is gone.
 */
export const reportedUser = z.object({ id: z.string(), name: z.string(), admin: z.boolean(), suspended: z.boolean() });

/** The review a report names, as the admins read it beside the report, and whether it is hidden. */
export const reportedReview = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  hidden: z.boolean(),
});

/**
 * A report in the admins' list: one of a conversation or of a review also names it (reports of products
 * answer as ever). Additive: `kind`, what it is of, and `reported`, whom it is about.
 */
export const reportListed = report.extend({
  conversationId: z.string().optional(),
  reviewId: z.string().optional(),
  review: reportedReview.optional(),
  kind: z.enum(REPORT_KINDS),
  reported: reportedUser.nullable(),
});
export type ReportListed = z.infer<typeof reportListed>;
export const reportList = z.array(reportListed);
export type Report = z.infer<typeof report>;
