import { isPublic, LIMITS } from '#shared/constants.ts';
import { deletedCount, errorBody } from '#shared/schemas/common.ts';
import { savedInput, savedList, savedParams, savedResult } from '#shared/schemas/saved.ts';
import type { Api } from '../api.ts';
import { conflict, notFound } from '../http-error.ts';
import { callerOf } from '../plugins/guards.ts';
import { productsRepository } from '../products/repository.ts';
import { savedRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/**
 * Saved laptops: the hearts of each signed-in user, their own only (product §7, "Saved laptops and alerts").
 * Saving is idempotent; removing one that is not saved removes nothing.
 */
export function savedRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = savedRepository(db);
  const products = productsRepository(db);

  app.post(
    '/saved',
    {
      preHandler: [guards.signedIn, limits.saved],
      schema: {
        tags: ['saved'],
        summary: 'Saves a laptop (the heart); 201 when newly saved, 200 when it was saved already',
        body: savedInput,
        response: { 200: savedResult, 201: savedResult, ...errors },
      },
    },
    async (request, reply) => {
      const { productId } = request.body;
      // A laptop anyone may see, on sale or sold; one removed, expired or not public is unknown, as on its page.
      const product = await products.findById(productId);
      if (!product || !isPublic(product)) throw notFound('product-not-found');
      const saved = await repo.save(callerOf(request).user.id, product, LIMITS.savedPerUser);
      if (saved === 'full') throw conflict('saved-limit-reached');
      return reply.status(saved === 'created' ? 201 : 200).send({ productId, saved: true as const });
    },
  );

  app.get(
    '/saved',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['saved'],
        summary: "The caller's saved laptops, newest saved first, each on sale, sold or removed",
        response: { 200: savedList, ...errors },
      },
    },
    async (request) => repo.listOwn(callerOf(request).user.id),
  );

  app.delete(
    '/saved/:productId',
    {
      preHandler: [guards.signedIn, limits.saved],
      schema: {
        tags: ['saved'],
        summary: "Removes a laptop from the caller's saved ones (deletedCount 0 when it was not saved)",
        params: savedParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => ({ deletedCount: await repo.deleteOwn(callerOf(request).user.id, request.params.productId) }),
  );
}
