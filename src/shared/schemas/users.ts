import { z } from '../zod.ts';
import { ACCOUNT_OPTIONS, VERIFIED_STATUS } from '../constants.ts';
import { email, mobilePhone, shortText } from './common.ts';

export const accountOption = z.enum(ACCOUNT_OPTIONS);

/**
 * PUT /users: changes the signed-in user's own name and account option. The account exists from sign-up, so
 * nothing is ever inserted (`upsertedCount` is 0, kept for the specification's clients). Never carries role or status.
 */
export const ownRecordUpdate = z.object({ name: shortText, email, option: accountOption.optional() });
export type OwnRecordUpdate = z.infer<typeof ownRecordUpdate>;
export const ownRecordUpdated = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
  upsertedCount: z.number().int(),
});

export const user = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  option: accountOption,
  role: z.string().nullable(),
  status: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
  /** Additive: an admin suspended the account (product §6); it cannot sign in, its listings are hidden. */
  suspended: z.boolean(),
});
export const userList = z.array(user);
export type User = z.infer<typeof user>;

export const sellerStatusInput = z.object({ status: z.literal(VERIFIED_STATUS) });

/** POST /user/sellers/phones/release: the number to free, written any way a listing may write it. */
export const phoneReleaseInput = z.object({ phone: mobilePhone });

export const isAdmin = z.object({ isAdmin: z.boolean() });
export const isBuyer = z.object({ isBuyer: z.boolean() });
export const isSeller = z.object({ isSeller: z.boolean() });

export const accessToken = z.object({ accessToken: z.string() });

/** A user named by id in the path (the sign-in library's ids are text, not UUIDs). */
export const userIdParams = z.object({ id: z.string().min(1).max(100) });

/** POST and DELETE /users/:id/block: whether the caller now blocks that user's messages and offers. */
export const blockResult = z.object({ blocked: z.boolean() });

/** What anyone may see of a seller: the product page's seller and the head of their profile. */
export const sellerSummary = z.object({
  id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  /** When the account was made (ISO 8601). */
  memberSince: z.string(),
});
export type SellerSummary = z.infer<typeof sellerSummary>;
