import { errorBody } from '#shared/schemas/common.ts';
import { listingDecision, moderationQueue, productIdParams, rejectInput } from '#shared/schemas/moderation.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { approveListing, rejectListing } from './decide.ts';
import { moderationRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** The admins' moderation queue (product §4, "Moderation"; product §7): what waits, and their decisions. */
export function moderationRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = moderationRepository(db);

  app.get(
    '/moderation',
    {
      preHandler: guards.role('admin'),
      schema: {
        tags: ['moderation'],
        summary: 'The listings waiting for an admin, the longest waiting first, each with its seller and why it waits (admin)',
        response: { 200: moderationQueue, ...errors },
      },
    },
    async () => repo.queue(),
  );

  app.post(
    '/moderation/:productId/approve',
    {
      preHandler: [guards.role('admin'), limits.admin],
      schema: {
        tags: ['moderation'],
        summary: 'Approve a listing that waits: it is public at once, for 30 days, and its seller is told (admin)',
        params: productIdParams,
        response: { 200: listingDecision, ...errors },
      },
    },
    async (request) => approveListing(app.ctx, request.params.productId, callerOf(request).user.id),
  );

  app.post(
    '/moderation/:productId/reject',
    {
      preHandler: [guards.role('admin'), limits.admin],
      schema: {
        tags: ['moderation'],
        summary: 'Reject a listing that waits, with the reason its seller reads; the seller may change it and send it again (admin)',
        params: productIdParams,
        body: rejectInput,
        response: { 200: listingDecision, ...errors },
      },
    },
    async (request) => rejectListing(app.ctx, request.params.productId, callerOf(request).user.id, request.body.reason),
  );
}
