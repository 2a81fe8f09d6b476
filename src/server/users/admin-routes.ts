import { BUYER_OPTION, SELLER_OPTION } from '#shared/constants.ts';
import { deletedCount, errorBody, modifiedCount } from '#shared/schemas/common.ts';
import { phoneReleaseInput, sellerStatusInput, userIdParams, userList } from '#shared/schemas/users.ts';
import type { Api } from '../api.ts';
import { sellersRepository } from '../sellers/repository.ts';
import { assertDeletable, deleteUser } from './delete-user.ts';
import { makeAdmin } from './make-admin.ts';
import { liftSuspension, suspendUser } from './suspend-user.ts';
import { usersRepository } from './repository.ts';
import { verifySeller } from './verify-seller.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** The admin's calls on users: the lists, deleting, making admin, suspending, verifying a seller, freeing a seller's phone number. */
export function userAdminRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = usersRepository(db);
  const admin = guards.role('admin');
  // An admin's writes: their guard, then their limit.
  const adminWrite = [admin, limits.admin];

  app.get(
    '/users',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All users', response: { 200: userList, ...errors } } },
    async () => repo.listAll(),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user (never an admin)',
        params: userIdParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const target = await repo.getById(request.params.id);
      assertDeletable(target);
      return { deletedCount: await deleteUser(db, target.id) };
    },
  );

  app.put(
    '/users/admin/:id',
    {
      preHandler: adminWrite,
      schema: { tags: ['admin'], summary: 'Make a user admin', params: userIdParams, response: { 200: modifiedCount, ...errors } },
    },
    async (request) => ({ modifiedCount: await makeAdmin(db, await repo.getById(request.params.id)) }),
  );

  // Suspended accounts (product §6): signed out, refused sign-in and calls, listings off the site until lifted.
  app.put(
    '/users/:id/suspension',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: 'Suspend a user (never an admin): signed out everywhere, sign-in refused, listings hidden',
        params: userIdParams,
        response: { 200: modifiedCount, ...errors },
      },
    },
    async (request) => {
      const modifiedCount = await suspendUser(db, await repo.getById(request.params.id), new Date(app.ctx.clock.now()));
      // Their open tabs' live streams end with the sessions, on every instance.
      if (modifiedCount) await app.ctx.events.sessionsEnded(request.params.id);
      return { modifiedCount };
    },
  );
  app.delete(
    '/users/:id/suspension',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: "Lift a user's suspension: sign-in allowed, their suspended listings on sale again",
        params: userIdParams,
        response: { 200: modifiedCount, ...errors },
      },
    },
    async (request) => ({ modifiedCount: await liftSuspension(db, await repo.getById(request.params.id), new Date(app.ctx.clock.now())) }),
  );

  app.get(
    '/user/buyers',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All buyers', response: { 200: userList, ...errors } } },
    async () => repo.listByOption(BUYER_OPTION),
  );
  app.get(
    '/user/sellers',
    { preHandler: admin, schema: { tags: ['admin'], summary: 'All sellers', response: { 200: userList, ...errors } } },
    async () => repo.listByOption(SELLER_OPTION),
  );

  app.delete(
    '/user/buyers/:id',
    {
      preHandler: adminWrite,
      schema: { tags: ['admin'], summary: 'Delete a buyer', params: userIdParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const target = await repo.getById(request.params.id);
      assertDeletable(target, 'buyer');
      return { deletedCount: await deleteUser(db, target.id) };
    },
  );

  app.delete(
    '/user/sellers/:id',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: 'Delete a seller with their products and adverts',
        params: userIdParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const target = await repo.getById(request.params.id);
      assertDeletable(target, 'seller');
      return { deletedCount: await deleteUser(db, target.id) };
    },
  );

  app.patch(
    '/user/sellers/:id',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: 'Verify a seller',
        params: userIdParams,
        body: sellerStatusInput,
        response: { 200: modifiedCount, ...errors },
      },
    },
    async (request) => ({ modifiedCount: await verifySeller(db, await repo.getById(request.params.id)) }),
  );

  // A number's real owner, when another seller listed under it first, gets it back (product §6).
  app.post(
    '/user/sellers/phones/release',
    {
      preHandler: adminWrite,
      schema: {
        tags: ['admin'],
        summary: 'Free a mobile number a seller holds, so that the next seller to list under it holds it',
        body: phoneReleaseInput,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => ({ deletedCount: await sellersRepository(db).releasePhone(request.body.phone) }),
  );
}
