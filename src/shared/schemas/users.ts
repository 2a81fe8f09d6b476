import { z } from '../zod.ts';
import { ACCOUNT_OPTIONS, VERIFIED_STATUS } from '../constants.ts';
import { email, imageUrl, shortText } from './common.ts';

export const accountOption = z.enum(ACCOUNT_OPTIONS);

/** PUT /users: upsert of the signed-in user's own record. Never carries role or status. */
export const userUpsertInput = z.object({ name: shortText, email, option: accountOption.optional() });
export type UserUpsertInput = z.infer<typeof userUpsertInput>;
export const userUpsertResult = z.object({
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
});
export const userList = z.array(user);
export type User = z.infer<typeof user>;

export const sellerStatusInput = z.object({ status: z.literal(VERIFIED_STATUS) });

export const isAdmin = z.object({ isAdmin: z.boolean() });
export const isBuyer = z.object({ isBuyer: z.boolean() });
export const isSeller = z.object({ isSeller: z.boolean() });

export const accessToken = z.object({ accessToken: z.string() });

/*
 * The fields of the auth library's own calls that Market checks before the library sees them: other
 * fields pass through to the library, which checks them itself.
 */
/** POST /api/auth/sign-up/email. */
export const signUpFields = z.looseObject({ name: shortText, image: imageUrl.optional() });
/** POST /api/auth/update-user: a name, or a photo uploaded to Market (null removes it). */
export const profileUpdate = z.looseObject({ name: shortText.optional(), image: imageUrl.nullable().optional() });

/** What anyone may see of a seller: the product page's seller and the head of their profile. */
export const sellerSummary = z.object({
  id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  /** When the account was made (ISO 8601). */
  memberSince: z.string(),
});
export type SellerSummary = z.infer<typeof sellerSummary>;
