import { deletedCount, emailQuery, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { productDetail, productInput, productList } from '#shared/schemas/products.ts';
import { assertCallersEmail, assertOwnerOrAdmin, assertSelfOrAdmin } from '../access.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import { listingPhotos } from './listing-photos.ts';
import { productsRepository } from './repository.ts';
import type { Api } from '../api.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function productRoutes(app: Api): void {
  const { db, guards, images, limits } = app.ctx;
  const repo = productsRepository(db);

  app.get(
    '/itemName',
    {
      preHandler: guards.role('seller', { orAdmin: true }),
      schema: {
        tags: ['products'],
        summary: "A seller's own products",
        querystring: emailQuery,
        response: { 200: productList, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.email);
      return repo.listBySeller(request.query.email);
    },
  );

  app.post(
    '/itemName',
    {
      preHandler: [guards.role('seller'), limits.products],
      schema: { tags: ['products'], summary: 'List a product for sale', body: productInput, response: { 201: insertedId, ...errors } },
    },
    async (request, reply) => {
      const { email, phone } = request.body;
      assertCallersEmail(request, email);
      const photos = listingPhotos(request.body);
      if (!photos.images.every((url) => images.issued(url))) throw badRequest('image-not-ours');
      // A number is its first seller's: nobody else lists under it and takes the buyers' calls.
      if (await repo.phoneUsedByOtherSeller(phone, request.user.id)) throw conflict('phone-taken');
      const id = await repo.create(request.body, photos, request.user);
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with every spec and photo, and its seller (sold ones too; removed ones are gone)',
        params: idParams,
        response: { 200: productDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await repo.findPublicById(request.params.id);
      if (!found) throw notFound('product-not-found');
      return found;
    },
  );

  app.delete(
    '/itemName/:id',
    {
      preHandler: guards.role('seller', { orAdmin: true }),
      schema: {
        tags: ['products'],
        summary: 'Delete an own product (admins: any)',
        params: idParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('product-not-found');
      assertOwnerOrAdmin(request, found.sellerId);
      return { deletedCount: await repo.delete(found.id) };
    },
  );
}
