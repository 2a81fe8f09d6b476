import { deletedCount, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { reportInput, reportList } from '#shared/schemas/reports.ts';
import { assertCallersEmail } from '../access.ts';
import { notFound } from '../http-error.ts';
import { productsRepository } from '../products/repository.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { reportsRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

export function reportRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = reportsRepository(db);
  const productRepo = productsRepository(db);

  app.post(
    '/report',
    {
      preHandler: [guards.signedIn, limits.reports],
      schema: {
        tags: ['reports'],
        summary: 'Report a listed item to the admins',
        body: reportInput,
        response: { 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      const { email, productId, message } = request.body;
      assertCallersEmail(request, email);
      const product = await productRepo.findById(productId);
      if (!product) throw notFound('product-not-found');
      const id = await repo.create(product, callerOf(request).user, message);
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.get(
    '/report',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['reports'], summary: 'All reports (admin)', response: { 200: reportList, ...errors } },
    },
    async () => repo.listAll(),
  );

  app.delete(
    '/report/:id',
    {
      preHandler: [guards.role('admin'), limits.admin],
      schema: { tags: ['reports'], summary: 'Delete a report (admin)', params: idParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const deleted = await repo.delete(request.params.id);
      if (deleted === 0) throw notFound('report-not-found');
      return { deletedCount: deleted };
    },
  );
}
