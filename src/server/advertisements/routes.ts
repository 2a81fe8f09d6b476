import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { deletedCount, emailQuery, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { advertisementInput, advertisementList } from '#shared/schemas/advertisements.ts';
import { isAdmin } from '../auth/roles.ts';
import { advertisements, products } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http-error.ts';
import { assertSelfOrAdmin } from '../plugins/auth.ts';
import { readCache, sendSerialized } from '../plugins/read-cache.ts';
import { productsRepository } from '../products/repository.ts';
import type { Api } from '../api.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

const columns = {
  _id: advertisements.id,
  productId: advertisements.productId,
  image: advertisements.image,
  name: advertisements.name,
  price: advertisements.price,
  detail: advertisements.detail,
  use: advertisements.use,
  location: advertisements.location,
  phone: advertisements.phone,
  email: advertisements.email,
  createdAt: advertisements.createdAt,
};
const toAdvertisement = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

export function advertisementRoutes(app: Api): void {
  const { db, guards } = app.ctx;
  const productRepo = productsRepository(db);
  const cache = readCache(app);
  /** Adverts whose product is sold are no longer shown (architecture §5). */
  const unsold = or(isNull(advertisements.productId), eq(products.status, 'available'));
  const select = () => db.select(columns).from(advertisements).leftJoin(products, eq(products.id, advertisements.productId));

  app.get(
    '/advertise',
    { schema: { tags: ['advertisements'], summary: 'Advertised items on sale', response: { 200: advertisementList } } },
    async (_request, reply) => {
      const body = await cache.get('advertise', async () =>
        JSON.stringify(
          advertisementList.parse((await select().where(unsold).orderBy(desc(advertisements.createdAt)).limit(100)).map(toAdvertisement)),
        ),
      );
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
      const rows = await select().where(eq(advertisements.email, request.query.email)).orderBy(desc(advertisements.createdAt));
      return rows.map(toAdvertisement);
    },
  );

  app.post(
    '/advertise',
    {
      preHandler: guards.role('seller'),
      schema: {
        tags: ['advertisements'],
        summary: 'Advertise an own product',
        body: advertisementInput,
        response: { 200: insertedId, 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const me = request.user;
      if (body.email && body.email !== me.email.toLowerCase()) throw forbidden('email-mismatch');
      const product = await productRepo.findById(body.productId);
      if (!product) throw notFound('product-not-found');
      if (product.sellerId !== me.id) throw forbidden();
      if (product.status === 'sold') throw conflict('product-sold');
      // The advert shows the product as it is stored, not as the browser described it.
      const [row] = await db
        .insert(advertisements)
        .values({
          productId: product.id,
          image: product.image,
          name: product.name,
          price: product.resellPrice,
          detail: product.detail,
          use: product.use,
          location: product.location,
          phone: product.phone,
          email: me.email,
          sellerId: me.id,
        })
        .onConflictDoNothing()
        .returning({ id: advertisements.id });
      if (!row) {
        // The product is advertised already (the unique index on product_id): answer that advert.
        const [existing] = await db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.productId, product.id));
        return reply.status(200).send({ acknowledged: true, insertedId: existing!.id });
      }
      return reply.status(201).send({ acknowledged: true, insertedId: row.id });
    },
  );

  app.delete(
    '/advertise/:id',
    {
      preHandler: guards.role('seller', { orAdmin: true }),
      schema: {
        tags: ['advertisements'],
        summary: 'Remove an own advertisement',
        params: idParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const [found] = await db.select().from(advertisements).where(eq(advertisements.id, request.params.id));
      if (!found) throw notFound('advertisement-not-found');
      if (found.sellerId !== request.user.id && !isAdmin(request.user)) throw forbidden();
      const rows = await db
        .delete(advertisements)
        .where(and(eq(advertisements.id, found.id)))
        .returning({ id: advertisements.id });
      return { deletedCount: rows.length };
    },
  );
}
