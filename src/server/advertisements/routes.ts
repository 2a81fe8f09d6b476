import { isOnSale, isSold } from '#shared/constants.ts';
import { deletedCount, emailQuery, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { advertisementInput, advertisementList } from '#shared/schemas/advertisements.ts';
import { assertCallersEmail, assertOwner, assertOwnerOrAdmin, assertSelfOrAdmin } from '../access.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { conflict, notFound } from '../http-error.ts';
import { readCache, sendSerialized } from '../plugins/read-cache.ts';
import { productsRepository } from '../products/repository.ts';
import { advertisementsRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function advertisementRoutes(app: Api): void {
  const { db, readDb, guards, limits } = app.ctx;
  const repo = advertisementsRepository(db);
  // The public list alone reads the replica (when there is one); a seller's own adverts read the primary.
  const publicRepo = advertisementsRepository(readDb);
  const productRepo = productsRepository(db);
  const cache = readCache(app);

  app.get(
    '/advertise',
    { schema: { tags: ['advertisements'], summary: 'Advertised items on sale', response: { 200: advertisementList } } },
    async (_request, reply) => {
      const body = await cache.get('advertise', async () => JSON.stringify(advertisementList.parse(await publicRepo.listOnSale())));
      return sendSerialized(reply, body);
    },
  );

  app.get(
    '/advertised',
    {
      preHandler: guards.role('seller', { orAdmin: true }),
      schema: {
        tags: ['advertisements'],
        summary: "A seller's own advertisements",
        querystring: emailQuery,
        response: { 200: advertisementList, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.email);
      return repo.listBySellerEmail(request.query.email);
    },
  );

  app.post(
    '/advertise',
    {
      preHandler: [guards.role('seller'), limits.adverts],
      schema: {
        tags: ['advertisements'],
        summary: 'Advertise an own product',
        body: advertisementInput,
        response: { 200: insertedId, 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      assertCallersEmail(request, request.body.email);
      const product = await productRepo.findById(request.body.productId);
      if (!product) throw notFound('product-not-found');
      assertOwner(request, product.sellerId);
      if (isSold(product)) throw conflict('product-sold');
      if (!isOnSale(product)) throw conflict('product-not-on-sale');
      const advert = await repo.create(product, callerOf(request).user);
      return reply.status(advert.created ? 201 : 200).send({ acknowledged: true, insertedId: advert.id });
    },
  );

  app.delete(
    '/advertise/:id',
    {
      preHandler: [guards.role('seller', { orAdmin: true }), limits.adverts],
      schema: {
        tags: ['advertisements'],
        summary: 'Remove an own advertisement',
        params: idParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('advertisement-not-found');
      assertOwnerOrAdmin(request, found.sellerId);
      return { deletedCount: await repo.delete(found.id) };
    },
  );
}
