import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { BUYER_OPTION, SELLER_OPTION, VERIFIED_STATUS } from '#shared/constants.ts';
import { deletedCount, emailParams, emailQuery, errorBody, modifiedCount } from '#shared/schemas/common.ts';
import {
  accessToken,
  isAdmin as isAdminBody,
  isBuyer as isBuyerBody,
  isSeller as isSellerBody,
  sellerStatusInput,
  userList,
  userUpsertInput,
  userUpsertResult,
} from '#shared/schemas/users.ts';
import { isAdmin, isBuyer, isSeller, type UserRow } from '../auth/roles.ts';
import { user as users } from '../db/schema.ts';
import { deleteUser } from './delete-user.ts';
import { conflict, forbidden, notFound } from '../http-error.ts';
import { assertSelfOrAdmin } from '../plugins/auth.ts';
import type { Api } from '../api.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const userIdParams = z.object({ id: z.string().min(1).max(100) });

const toUser = (u: UserRow) => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  option: u.option as typeof BUYER_OPTION | typeof SELLER_OPTION,
  role: u.role,
  status: u.status,
  image: u.image,
  createdAt: u.createdAt.toISOString(),
});

export function userRoutes(app: Api): void {
  const { db, guards, tokens } = app.ctx;

  const byEmail = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  };
  const byId = async (id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound('user-not-found');
    return row;
  };
  const remove = async (id: string) => ({ deletedCount: await deleteUser(db, id) });

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
        const found = await byEmail(email);
        return { [key]: found ? test(found) : false };
      },
    );
  lookup('/users/admin/:email', 'isAdmin', isAdmin, isAdminBody);
  lookup('/user/buyers/:email', 'isBuyer', isBuyer, isBuyerBody);
  lookup('/user/sellers/:email', 'isSeller', isSeller, isSellerBody);

  app.put(
    '/users',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['users'],
        summary: "Upsert the signed-in user's own record",
        body: userUpsertInput,
        response: { 200: userUpsertResult, ...errors },
      },
    },
    async (request) => {
      const { name, email, option } = request.body;
      if (email !== request.user.email.toLowerCase()) throw forbidden('email-mismatch');
      const rows = await db
        .update(users)
        .set({ name, ...(option ? { option } : {}), updatedAt: new Date() })
        .where(eq(users.id, request.user.id))
        .returning({ id: users.id });
      return { acknowledged: true, matchedCount: rows.length, modifiedCount: rows.length, upsertedCount: 0 };
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
      if (request.query.email !== request.user.email.toLowerCase()) throw forbidden('email-mismatch');
      return { accessToken: await tokens.sign(request.user, request.sessionId) };
    },
  );

  /* ---- admin ---- */
  const admin = guards.role('admin');

  app.get(
    '/users',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All users', response: { 200: userList, ...errors } } },
    async () => (await db.select().from(users).orderBy(asc(users.createdAt))).map(toUser),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user (never an admin)',
        params: userIdParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const target = await byId(request.params.id);
      if (isAdmin(target)) throw forbidden('admin-protected');
      return remove(target.id);
    },
  );

  app.put(
    '/users/admin/:id',
    {
      preHandler: admin,
      schema: { tags: ['admin'], summary: 'Make a user admin', params: userIdParams, response: { 200: modifiedCount, ...errors } },
    },
    async (request) => {
      const target = await byId(request.params.id);
      if (isAdmin(target)) throw conflict('already-admin');
      const rows = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(and(eq(users.id, target.id), isNull(users.role)))
        .returning({ id: users.id });
      return { modifiedCount: rows.length };
    },
  );

  const listByOption = (option: string) => async () =>
    (await db.select().from(users).where(eq(users.option, option)).orderBy(asc(users.createdAt))).map(toUser);

  app.get(
    '/user/buyers',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All buyers', response: { 200: userList, ...errors } } },
    listByOption(BUYER_OPTION),
  );
  app.get(
    '/user/sellers',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All sellers', response: { 200: userList, ...errors } } },
    listByOption(SELLER_OPTION),
  );

  app.delete(
    '/user/buyers/:id',
    {
      preHandler: admin,
      schema: { tags: ['admin'], summary: 'Delete a buyer', params: userIdParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const target = await byId(request.params.id);
      if (!isBuyer(target)) throw conflict('not-a-buyer');
      if (isAdmin(target)) throw forbidden('admin-protected');
      return remove(target.id);
    },
  );

  app.delete(
    '/user/sellers/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a seller with their products and adverts',
        params: userIdParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const target = await byId(request.params.id);
      if (!isSeller(target)) throw conflict('not-a-seller');
      if (isAdmin(target)) throw forbidden('admin-protected');
      return remove(target.id);
    },
  );

  app.patch(
    '/user/sellers/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Verify a seller',
        params: userIdParams,
        body: sellerStatusInput,
        response: { 200: modifiedCount, ...errors },
      },
    },
    async (request) => {
      const target = await byId(request.params.id);
      if (!isSeller(target)) throw conflict('not-a-seller');
      const rows = await db
        .update(users)
        .set({ status: VERIFIED_STATUS, updatedAt: new Date() })
        .where(and(eq(users.id, target.id), isNull(users.status)))
        .returning({ id: users.id });
      return { modifiedCount: rows.length };
    },
  );
}
