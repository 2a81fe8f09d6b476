import { errorBody } from '#shared/schemas/common.ts';
import { blockResult, userIdParams } from '#shared/schemas/users.ts';
import type { Api } from '../api.ts';
import { badRequest } from '../http-error.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import { usersRepository } from '../users/repository.ts';
import { blocksRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/** Blocking a user: their messages and offers no longer reach the one who blocked them (conversations/may-write.ts). */
export function blockRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = blocksRepository(db);
  const users = usersRepository(db);

  /** The caller and the user they name: 404 `user-not-found` for nobody, 400 `cannot-block-self` for themselves. */
  const pair = async (request: GuardedRequest, id: string) => {
    const me = callerOf(request).user.id;
    const target = await users.getById(id);
    if (target.id === me) throw badRequest('cannot-block-self');
    return { me, target: target.id };
  };

  app.post(
    '/users/:id/block',
    {
      preHandler: [guards.signedIn, limits.blocks],
      schema: {
        tags: ['conversations'],
        summary: 'Block a user: no more messages or offers from them',
        params: userIdParams,
        response: { 200: blockResult, ...errors },
      },
    },
    async (request) => {
      const { me, target } = await pair(request, request.params.id);
      await repo.block(me, target);
      return { blocked: true };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      preHandler: [guards.signedIn, limits.blocks],
      schema: { tags: ['conversations'], summary: 'Unblock a user', params: userIdParams, response: { 200: blockResult, ...errors } },
    },
    async (request) => {
      const { me, target } = await pair(request, request.params.id);
      await repo.unblock(me, target);
      return { blocked: false };
    },
  );
}
