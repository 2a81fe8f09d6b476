import type { z } from 'zod';
import { emailParams, emailQuery, errorBody } from '#shared/schemas/common.ts';
import {
  accessToken,
  isAdmin as isAdminBody,
  isBuyer as isBuyerBody,
  isSeller as isSellerBody,
  ownRecordUpdate,
  ownRecordUpdated,
} from '#shared/schemas/users.ts';
import { assertCallersEmail, assertSelfOrAdmin } from '../access.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { isAdmin, isBuyer, isSeller, type UserRow } from '../auth/roles.ts';
import { usersRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** What a signed-in user asks about themselves: their roles, their record, an access token. The admin's calls are in admin-routes.ts. */
export function userRoutes(app: Api): void {
  const { db, guards, tokens, limits } = app.ctx;
  const repo = usersRepository(db);

  /* ---- role lookups (product §6): own email only, admins anyone's ---- */
  const lookup = <K extends string>(url: string, key: K, test: (u: UserRow) => boolean, response: z.ZodType) =>
    app.get(
      url,
      {
        preHandler: guards.signedIn,
        schema: {
          tags: ['users'],
          summary: `Whether a user is ${key.slice(2).toLowerCase()}`,
          params: emailParams,
          response: { 200: response, ...errors },
        },
      },
      async (request) => {
        const { email } = request.params;
        assertSelfOrAdmin(request, email);
        const found = await repo.findByEmail(email);
        return { [key]: found ? test(found) : false };
      },
    );
  lookup('/users/admin/:email', 'isAdmin', isAdmin, isAdminBody);
  lookup('/user/buyers/:email', 'isBuyer', isBuyer, isBuyerBody);
  lookup('/user/sellers/:email', 'isSeller', isSeller, isSellerBody);

  app.put(
    '/users',
    {
      preHandler: [guards.signedIn, limits.account],
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's own name and account option (the account exists from sign-up)",
        body: ownRecordUpdate,
        response: { 200: ownRecordUpdated, ...errors },
      },
    },
    async (request) => {
      const { name, email, option } = request.body;
      assertCallersEmail(request, email);
      const changed = await repo.updateOwn(callerOf(request).user.id, { name, option });
      return { acknowledged: true, matchedCount: changed, modifiedCount: changed, upsertedCount: 0 };
    },
  );

  app.get(
    '/jwt',
    {
      // From the session cookie only: a token that could mint its successor would never die.
      preHandler: guards.sessionCookie,
      schema: {
        tags: ['users'],
        summary: 'An access token for the signed-in session',
        querystring: emailQuery,
        response: { 200: accessToken, ...errors },
      },
    },
    async (request) => {
      assertCallersEmail(request, request.query.email);
      const { user, sessionId } = callerOf(request);
      return { accessToken: await tokens.sign(user, sessionId) };
    },
  );
}
