import { desc, eq } from 'drizzle-orm';
import { deletedCount, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { reportInput, reportList } from '#shared/schemas/reports.ts';
import { reports } from '../db/schema.ts';
import { forbidden, notFound } from '../http-error.ts';
import { productsRepository } from '../products/repository.ts';
import type { Api } from '../api.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

const columns = {
  _id: reports.id,
  productId: reports.productId,
  image: reports.image,
  itemName: reports.itemName,
  email: reports.email,
  message: reports.message,
  createdAt: reports.createdAt,
};

export function reportRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
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
      const body = request.body;
      const me = request.user;
      if (body.email && body.email !== me.email.toLowerCase()) throw forbidden('email-mismatch');
      const product = await productRepo.findById(body.productId);
      if (!product) throw notFound('product-not-found');
      const [row] = await db
        .insert(reports)
        .values({
          productId: product.id,
          image: product.image,
          itemName: product.name,
          email: me.email,
          message: body.message,
          reporterId: me.id,
        })
        .returning({ id: reports.id });
      return reply.status(201).send({ acknowledged: true, insertedId: row!.id });
    },
  );

  app.get(
    '/report',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['reports'], summary: 'All reports (admin)', response: { 200: reportList, ...errors } },
    },
    async () => {
      const rows = await db.select(columns).from(reports).orderBy(desc(reports.createdAt));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );

  app.delete(
    '/report/:id',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['reports'], summary: 'Delete a report (admin)', params: idParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const rows = await db.delete(reports).where(eq(reports.id, request.params.id)).returning({ id: reports.id });
      if (rows.length === 0) throw notFound('report-not-found');
      return { deletedCount: rows.length };
    },
  );
}
