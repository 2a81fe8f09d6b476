import { and, eq } from 'drizzle-orm';
import { bookingInput, booking, bookingList } from '#shared/schemas/bookings.ts';
import { deletedCount, emailQuery, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { isAdmin } from '../auth/roles.ts';
import { bookings } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http-error.ts';
import { assertSelfOrAdmin } from '../plugins/auth.ts';
import { bookingsRepository } from './repository.ts';
import { productsRepository } from '../products/repository.ts';
import type { Api } from '../api.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function bookingRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = bookingsRepository(db);
  const productRepo = productsRepository(db);

  const ownBooking = async (request: { params: { id: string }; user: { id: string; role: string | null } }) => {
    const found = await repo.findById(request.params.id);
    if (!found) throw notFound('booking-not-found');
    if (found.buyerId !== request.user.id && !isAdmin(request.user)) throw forbidden();
    return found.booking;
  };

  app.get(
    '/bookings',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['bookings'], summary: "A buyer's own orders", querystring: emailQuery, response: { 200: bookingList, ...errors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.email);
      return repo.listByEmail(request.query.email);
    },
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['bookings'], summary: 'One own booking', params: idParams, response: { 200: booking, ...errors } },
    },
    async (request) => ownBooking(request),
  );

  app.post(
    '/bookings',
    {
      preHandler: [guards.signedIn, limits.bookings],
      schema: { tags: ['bookings'], summary: 'Book an item on sale', body: bookingInput, response: { 201: insertedId, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const me = request.user;
      if (body.email && body.email !== me.email.toLowerCase()) throw forbidden('email-mismatch');
      const product = await productRepo.findById(body.productId);
      if (!product) throw notFound('product-not-found');
      if (product.status === 'sold') throw conflict('product-sold');
      if (product.sellerId === me.id) throw conflict('own-product');
      // What was booked and its price are the product's as stored, whatever the browser sent.
      const item = { image: product.image, itemName: product.name, price: product.resellPrice, productId: product.id };
      const [row] = await db
        .insert(bookings)
        .values({ ...item, userName: me.name, email: me.email, phone: body.phone, location: body.location, buyerId: me.id })
        .onConflictDoNothing()
        .returning({ id: bookings.id });
      if (!row) throw conflict('already-booked');
      return reply.status(201).send({ acknowledged: true, insertedId: row.id });
    },
  );

  app.delete(
    '/bookings/:id',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['bookings'], summary: 'Remove an own unpaid booking', params: idParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const found = await ownBooking(request);
      if (found.paid) throw conflict('booking-paid');
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.id, found._id), eq(bookings.paid, false)))
        .returning({ id: bookings.id });
      if (rows.length === 0) throw conflict('booking-paid');
      return { deletedCount: rows.length };
    },
  );

  app.get(
    '/allBookings',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['bookings'], summary: 'All orders (admin)', response: { 200: bookingList, ...errors } },
    },
    async () => repo.listAll(),
  );
}
