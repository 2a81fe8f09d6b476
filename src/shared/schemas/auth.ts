import { z } from '../zod.ts';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { imageUrl, shortText } from './common.ts';
import { accountOption } from './users.ts';

/*
 * The sign-in library's own calls under /api/auth (architecture §1). The library answers them, not
 * Market's routes, so they are described here: the client types its calls with these, the server checks
 * the fields Market cares about with them, and the API description (src/server/plugins/auth-docs.ts) is
 * made from them.
 */

/** The most characters of a password the library takes (its default). */
const PASSWORD_MAX_LENGTH = 128;
const time = z.iso.datetime();

/** The library's user: Market's additional fields (`option`, `role`, `status`) come with it. */
export const authUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: time,
  updatedAt: time,
  option: accountOption.optional(),
  role: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof authUser>;

/** A session as the library lists it. */
export const authSessionRecord = z.object({
  id: z.string(),
  userId: z.string(),
  token: z.string(),
  expiresAt: time,
  createdAt: time.optional(),
  updatedAt: time.optional(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});

/* ---- what the calls take: Market checks the fields it stores (name, photo); the library the rest ---- */

/** POST /api/auth/sign-up/email: the fields Market checks before the library sees them. */
export const signUpFields = z.looseObject({ name: shortText, image: imageUrl.optional() });
/** POST /api/auth/update-user: a name, or a photo uploaded to Market (null removes it). */
export const profileUpdate = z.looseObject({ name: shortText.optional(), image: imageUrl.nullable().optional() });

/** POST /api/auth/sign-up/email, whole. */
export const signUpBody = signUpFields.extend({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  option: accountOption.optional(),
});
/** POST /api/auth/sign-in/email. */
export const signInBody = z.looseObject({ email: z.email(), password: z.string(), rememberMe: z.boolean().optional() });
/** POST /api/auth/sign-in/oauth2. */
export const oauthStartBody = z.looseObject({
  providerId: z.enum(['google']),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});
/** POST /api/auth/update-user, whole. */
export const profileUpdateBody = profileUpdate.extend({ option: accountOption.optional() });
/** POST /api/auth/change-password. */
export const changePasswordBody = z.looseObject({
  currentPassword: z.string(),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
/** POST /api/auth/revoke-session. */
export const revokeSessionBody = z.looseObject({ token: z.string() });

/* ---- what they answer ---- */

/** GET /api/auth/get-session: the session and its user, or null when not signed in. */
export const authSession = z.object({ session: authSessionRecord, user: authUser }).nullable();
/** POST /api/auth/sign-in/email. */
export const signedIn = z.object({ redirect: z.boolean(), token: z.string(), url: z.string().nullable().optional(), user: authUser });
/** POST /api/auth/sign-up/email and /api/auth/change-password. */
export const signedUp = z.object({ token: z.string().nullable(), user: authUser });
/** POST /api/auth/update-user and /api/auth/revoke-session. */
export const authStatus = z.object({ status: z.boolean() });
/** POST /api/auth/sign-out. */
export const signedOut = z.object({ success: z.boolean() });
/** POST /api/auth/sign-in/oauth2: where to send the browser. */
export const oauthStart = z.object({ url: z.string(), redirect: z.boolean() });
/** GET /api/auth/list-sessions. */
export const authSessionList = z.array(authSessionRecord);
