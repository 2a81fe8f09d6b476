import { z } from 'zod';
import { categoryList, categoryParams } from '#shared/schemas/categories.ts';
import { errorBody } from '#shared/schemas/common.ts';
import { productList } from '#shared/schemas/products.ts';
import { CATEGORY_IDS, LIMITS } from '#shared/constants.ts';
import { notFound } from '../http-error.ts';
import { readCache, sendSerialized } from '../plugins/read-cache.ts';
import { productsRepository } from '../products/repository.ts';
import type { Api } from '../api.ts';
import { categoriesRepository } from './repository.ts';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSize).default(LIMITS.pageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The nine categories always exist (categoriesRepository's ensureAll at start), so an id is checked without a query. */
const knownCategories = new Set(CATEGORY_IDS);

/** Public reads only, so all of them go to the read replica when there is one (ctx.readDb). */
export function categoryRoutes(app: Api): void {
  const { readDb } = app.ctx;
  const repo = productsRepository(readDb);
  const categoryRepo = categoriesRepository(readDb);
  const cache = readCache(app);

  app.get(
    '/itemCategory',
    { schema: { tags: ['categories'], summary: 'The nine brand categories', response: { 200: categoryList } } },
    async (_request, reply) => {
      const body = await cache.get('itemCategory', async () => JSON.stringify(categoryList.parse(await categoryRepo.list())));
      return sendSerialized(reply, body);
    },
  );

  app.get(
    '/itemName/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Unsold items of a category, newest first (limit/offset to page)',
        params: categoryParams,
        querystring: pageQuery,
        response: { 200: productList, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!knownCategories.has(id)) throw notFound('category-not-found');
      const { limit, offset } = request.query;
      const body = await cache.get(`itemName/${id}?${limit},${offset}`, () => repo.listAvailableInCategoryJson(id, { limit, offset }));
      return sendSerialized(reply, body);
    },
  );
}
