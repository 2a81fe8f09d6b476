import { z } from '../zod.ts';
import { accountOption } from './users.ts';

/*
 * The answers of the sign-in library's own calls under /api/auth (architecture §1), as far as the
 * client reads them. The library writes these answers, not Market's routes, so they are described
 * here (and in the API description, src/server/plugins/docs.ts) rather than declared as route schemas.
 */

/** The library's user: Market's additional fields (`option`, `role`) come with it. */
export const authUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  option: accountOption.optional(),
  role: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof authUser>;

/** GET /auth/get-session: the session and its user, or null when not signed in. */
export const authSession = z.object({ user: authUser }).nullable();
/** POST /auth/sign-in/email and /auth/sign-up/email. */
export const signedIn = z.object({ user: authUser });
/** POST /auth/update-user. */
export const authStatus = z.object({ status: z.boolean() });
/** POST /auth/sign-out. */
export const signedOut = z.object({ success: z.boolean() });
/** POST /auth/sign-in/oauth2: where to send the browser. */
export const oauthStart = z.object({ url: z.string(), redirect: z.boolean() });
