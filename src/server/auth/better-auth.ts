import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { generateIdTokenNonce, generateState, getOAuthCallbackPath } from 'better-auth/oauth2';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_OPTIONS, BUYER_OPTION, LIMITS, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { DEFAULT_LANG, LANGUAGES } from '#shared/language.ts';
import { withoutBidiControls } from '#shared/plain-text.ts';
import { accountOption } from '#shared/schemas/users.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authSchema, session, user } from '../db/schema.ts';
import { requestLang } from '../language.ts';
import { trustedOrigins } from '../plugins/origins.ts';

export const GOOGLE_PROVIDER_ID = 'google';

/**
 * POST /api/auth/sign-in/oauth2 { providerId, callbackURL, errorCallbackURL }: the sign-in path the
 * client calls. better-auth 1.7 serves generic OAuth providers only through /sign-in/social, so this
 * starts the same authorization-code flow (state, PKCE, nonce) and answers { url, redirect }. Without
 * Google configured it answers 404 `google-not-configured`.
 */
const oauth2SignIn = () => ({
  id: 'market-oauth2-sign-in',
  endpoints: {
    signInOAuth2: createAuthEndpoint(
      '/sign-in/oauth2',
      {
        method: 'POST',
        body: z.object({
          providerId: z.string().min(1),
          callbackURL: z.string().optional(),
          errorCallbackURL: z.string().optional(),
          newUserCallbackURL: z.string().optional(),
          disableRedirect: z.boolean().optional(),
          requestSignUp: z.boolean().optional(),
        }),
      },
      async (c) => {
        const provider = c.context.socialProviders.find((p) => p.id === c.body.providerId);
        if (!provider) throw new APIError('NOT_FOUND', { code: 'GOOGLE_NOT_CONFIGURED', message: API_ERRORS['google-not-configured'] });
        const idTokenNonce = generateIdTokenNonce(provider);
        const { codeVerifier, state } = await generateState(c, { idTokenNonce });
        const url = await provider.createAuthorizationURL({
          state,
          codeVerifier,
          idTokenNonce,
          redirectURI: `${c.context.baseURL}${getOAuthCallbackPath(provider)}`,
        });
        if (!c.body.disableRedirect) c.setHeader('Location', url.toString());
        return c.json({ url: url.toString(), redirect: !c.body.disableRedirect });
      },
    ),
  },
});

/** A photo the library would store: kept when Market's store issued it, else dropped (a Google profile picture, say). */
const ownImage = (image: unknown, issued: (url: string) => boolean) => (typeof image === 'string' && issued(image) ? image : null);

/** A user's name as Market keeps it however it came, a Google profile's too: without bidi controls (shared/plain-text.ts). */
const plainName = <U extends { name?: unknown }>(u: U): U => (typeof u.name === 'string' ? { ...u, name: withoutBidiControls(u.name) } : u);

function assertNameFits(u: { name?: unknown }): void {
  if (typeof u.name === 'string' && u.name.length > LIMITS.shortText) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: API_ERRORS['validation-failed'] });
  }
}

/** Keeps each user to LIMITS.sessionsPerUser sessions: signing in on one more device ends the oldest. Answers whether one ended. */
async function endOldestSessions(db: Db, userId: string): Promise<boolean> {
  const newest = db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt), desc(session.id))
    .limit(LIMITS.sessionsPerUser);
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), notInArray(session.id, newest)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Whether an admin suspended the user (users/suspend-user.ts). */
async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: user.suspendedAt }).from(user).where(eq(user.id, userId));
  return Boolean(row?.suspendedAt);
}

export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  issuedImage: (url: string) => boolean;
  /** Sessions of the user ended (signed out, revoked, the oldest past the limit): their live streams end too (events/routes.ts). */
  sessionsEnded: (userId: string) => Promise<void>;
}) {
  const { db, config, secret, issuedImage } = options;
  const google = config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET;
  return betterAuth({
    appName: 'Market',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // The page's own address unless PUBLIC_URL is set (plugins/origins.ts); the mount builds the request's URL from it.
    trustedOrigins: (request) => trustedOrigins(config, request ? new URL(request.url).origin : undefined),
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, autoSignIn: true },
    user: {
      additionalFields: {
        // Chosen at sign-up; Google sign-in leaves the default, a Buyers Account (product §6).
        option: {
          type: [...ACCOUNT_OPTIONS],
          required: false,
          defaultValue: BUYER_OPTION,
          input: true,
          validator: { input: accountOption },
        },
        // Never accepted from a request body: only admins grant these, through Market's own calls.
        role: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
        // The sign-up page's language (the call's Accept-Language), then the user's setting (mail/routes.ts).
        language: { type: [...LANGUAGES], required: false, defaultValue: DEFAULT_LANG, input: false },
        // Set by an admin (users/suspend-user.ts); read with the session, so a guard refuses a suspended caller.
        suspendedAt: { type: 'date', required: false, input: false },
      },
    },
    // The HTTP layer checks the bodies (plugins/auth-proxy.ts); these hold for every other way in, such as Google's profile.
    databaseHooks: {
      user: {
        create: {
          before: async (u, context) => {
            assertNameFits(u);
            const language = requestLang(context?.headers?.get('accept-language') ?? undefined);
            return { data: { ...plainName(u), image: ownImage(u.image, issuedImage), language } };
          },
        },
        update: {
          before: async (u) => {
            assertNameFits(u);
            const data = plainName(u);
            return { data: 'image' in u ? { ...data, image: ownImage(u.image, issuedImage) } : data };
          },
        },
      },
      session: {
        create: {
          // Every way in (a password, Google) makes a session: a suspended account gets none (product §6).
          before: async (s) => {
            if (await isSuspended(db, s.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: API_ERRORS['account-suspended'] });
            }
          },
          after: async (s) => {
            if (await endOldestSessions(db, s.userId)) await options.sessionsEnded(s.userId);
          },
        },
        // Signing out, revoking one session or every other (a password change with revokeOtherSessions).
        delete: { after: async (s) => options.sessionsEnded(s.userId) },
      },
    },
    // Sign-in and sign-up are limited by the HTTP layer, which sees the real client address.
    rateLimit: { enabled: false },
    plugins: google
      ? [
          oauth2SignIn(),
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: 'Google',
                clientId: config.GOOGLE_CLIENT_ID!,
                clientSecret: config.GOOGLE_CLIENT_SECRET!,
                discoveryUrl: config.GOOGLE_DISCOVERY_URL,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [oauth2SignIn()],
  });
}
export type Auth = ReturnType<typeof createAuth>;
