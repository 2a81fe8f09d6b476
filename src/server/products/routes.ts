import { isPublic, PRODUCT_STATUS } from '#shared/constants.ts';
import { deletedCount, emailQuery, errorBody, idParams, modifiedCount } from '#shared/schemas/common.ts';
import { listingDecision, listingSubmitted, ownProductDetail, ownProductList } from '#shared/schemas/moderation.ts';
import { productDetail, productEdit, productInput, productList } from '#shared/schemas/products.ts';
import { searchPage, searchQuery } from '#shared/schemas/search.ts';
import { assertCallersEmail, assertOwner, assertOwnerOrAdmin, assertSeesListing, assertSelfOrAdmin } from '../access.ts';
import { conflict, notFound } from '../http-error.ts';
import { readCache, sendSerialized } from '../plugins/read-cache.ts';
import { changePrice } from './change-price.ts';
import { deleteProduct } from './delete-product.ts';
import { renewListing } from '../moderation/decide.ts';
import { submitListing } from '../moderation/submit.ts';
import { productsRepository } from './repository.ts';
import { trustedSellers } from '../reviews/standing.ts';
import { productSearch } from './search.ts';
import { searchCursors } from './search-cursor.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';

/** What a product page has room for below the product: two rows of four on a desktop. */
const SIMILAR_LIMIT = 8;
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function productRoutes(app: Api): void {
  const { db, readDb, guards, limits, secret } = app.ctx;
  const repo = productsRepository(db);
  // Search, a product's page and its similar laptops are public reads: the read replica when there is
  // one. A seller's own products, listing and deleting read the primary, which has their latest writes.
  const publicRepo = productsRepository(readDb);
  const search = productSearch(readDb, searchCursors(secret), app.ctx.config.DATABASE_URL ? 'postgres' : 'pglite', {
    now: () => app.ctx.clock.now(),
    // The same for every search within a second of the app's clock (a moved clock reads them again); a write empties it.
    trustedSellers: (now) => readCache(app).get(`trusted-sellers:${Math.floor(now.getTime() / 1000)}`, () => trustedSellers(readDb, now)),
  });

  app.get(
    '/products',
    {
      preHandler: limits.search,
      // A limit, not a guard: anyone may search.
      config: { auth: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Search the products on sale: words (typos forgiven), filters, a sort, and pages that follow a cursor',
        querystring: searchQuery,
        // Sent as the database wrote it (products/search.ts); search.test.ts checks it against this schema.
        response: { 200: searchPage, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => sendSerialized(reply, await search(request.query)),
  );

  app.get(
    '/itemName',
    {
      preHandler: guards.role('seller', { orAdmin: true }),
      schema: {
        tags: ['products'],
        summary: "A seller's own products, with where each stands (waiting for review, rejected, expired, when it expires)",
        querystring: emailQuery,
        response: { 200: ownProductList, ...errors },
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
      schema: {
        tags: ['products'],
        summary: 'List a product for sale: public at once, or waiting for an admin when the checks hold it (with why)',
        body: productInput,
        response: { 201: listingSubmitted, ...errors },
      },
    },
    async (request, reply) => {
      assertCallersEmail(request, request.body.email);
      return reply.status(201).send(await submitListing(app.ctx, request.body, callerOf(request).user));
    },
  );

  app.get(
    '/products/:id/listing',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['products'],
        summary: 'One own listing, whatever its status, with where it stands (its seller; admins: any)',
        params: idParams,
        response: { 200: ownProductDetail, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findOwnDetailById(request.params.id);
      if (!found) throw notFound('product-not-found');
      assertSeesListing(request, found.sellerProfile.id);
      return found;
    },
  );

  app.post(
    '/products/:id/resubmit',
    {
      preHandler: [guards.role('seller'), limits.products],
      schema: {
        tags: ['products'],
        summary: 'Change an own listing that waits for review or was rejected and send it through the checks again',
        params: idParams,
        body: productInput,
        response: { 200: listingSubmitted, ...errors },
      },
    },
    async (request) => {
      assertCallersEmail(request, request.body.email);
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('product-not-found');
      assertOwner(request, found.sellerId);
      if (found.status !== PRODUCT_STATUS.review && found.status !== PRODUCT_STATUS.rejected) throw conflict('listing-not-resubmittable');
      return submitListing(app.ctx, request.body, callerOf(request).user, found);
    },
  );

  app.post(
    '/products/:id/renew',
    {
      preHandler: [guards.role('seller'), limits.products],
      schema: {
        tags: ['products'],
        summary: 'Renew an own listing on sale or expired: on sale for 30 days from now, back in the lists',
        params: idParams,
        response: { 200: listingDecision, ...errors },
      },
    },
    async (request) => renewListing(app.ctx, request.params.id, (sellerId) => assertOwner(request, sellerId)),
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
      const found = await publicRepo.findPublicById(request.params.id);
      if (!found) throw notFound('product-not-found');
      return found;
    },
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to 8 laptops on sale like this one: the same brand first, then within a quarter of its price, nearest first',
        params: idParams,
        response: { 200: productList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await publicRepo.findById(request.params.id);
      if (!found || !isPublic(found)) throw notFound('product-not-found');
      return publicRepo.listSimilar(found, SIMILAR_LIMIT);
    },
  );

  app.patch(
    '/itemName/:id',
    {
      preHandler: [guards.role('seller'), limits.products],
      schema: {
        tags: ['products'],
        summary:
          'Change an own listing: whether it shows the phone number or is chat only, and its resell price (a lower one tells whoever saved it)',
        params: idParams,
        body: productEdit,
        response: { 200: modifiedCount, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('product-not-found');
      // The seller's choice about their own phone and price: theirs alone, as listing it was.
      assertOwner(request, found.sellerId);
      const { chatOnly, resell_price: price } = request.body;
      if (price !== undefined && found.status === PRODUCT_STATUS.sold) throw conflict('product-sold');
      const contact = chatOnly === undefined ? 0 : await repo.setChatOnly(found.id, chatOnly);
      const priced = price !== undefined && (await changePrice(app.ctx, found, price)) !== 'unchanged';
      return { modifiedCount: contact > 0 || priced ? 1 : 0 };
    },
  );

  app.delete(
    '/itemName/:id',
    {
      preHandler: [guards.role('seller', { orAdmin: true }), limits.products],
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
      return { deletedCount: await deleteProduct(db, found.id) };
    },
  );
}
