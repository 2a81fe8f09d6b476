import { isOnSale, isSold, isSuspended } from '#shared/constants.ts';
import { bookingDetails, bookingInput, booking } from '#shared/schemas/bookings.ts';
import { dealList } from '#shared/schemas/deals.ts';
import { actorOf, dealViewOf } from '../sales/view.ts';
import { deletedCount, emailQuery, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { assertCallersEmail, assertOwner, assertOwnerOrAdmin, assertSelfOrAdmin } from '../access.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { conflict, notFound } from '../http-error.ts';
import { productsRepository } from '../products/repository.ts';
import { bookingsRepository } from './repository.ts';
import { checkoutsRepository } from '../checkouts/repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function bookingRoutes(app: Api): void {
  const { db, events, guards, limits } = app.ctx;
  const repo = bookingsRepository(db);
  const productRepo = productsRepository(db);

  /** A booking as its buyer or an admin sees it (to read or remove it); 404 when there is none. */
  const bookingOfBuyerOrAdmin = async (request: GuardedRequest, id: string) => {
    const found = await repo.findById(id);
    if (!found) throw notFound('booking-not-found');
    assertOwnerOrAdmin(request, found.buyerId);
    return found.booking;
  };

  app.get(
    '/bookings',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['bookings'], summary: "A buyer's own orders", querystring: emailQuery, response: { 200: dealList, ...errors } },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.query.email);
      const actor = actorOf(request);
      return (await repo.listByEmail(request.query.email)).map((row) => dealViewOf(row, actor));
    },
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['bookings'], summary: 'One own booking', params: idParams, response: { 200: booking, ...errors } },
    },
    async (request) => bookingOfBuyerOrAdmin(request, request.params.id),
  );

  app.post(
    '/bookings',
    {
      preHandler: [guards.signedIn, limits.bookings],
      schema: { tags: ['bookings'], summary: 'Book an item on sale', body: bookingInput, response: { 201: insertedId, ...errors } },
    },
    async (request, reply) => {
      const { email, productId, phone, location } = request.body;
      assertCallersEmail(request, email);
      const product = await productRepo.findById(productId);
      // A suspended seller's listing is off the site (users/suspend-user.ts): as if it were not there.
      if (!product || isSuspended(product)) throw notFound('product-not-found');
      if (isSold(product)) throw conflict('product-sold');
      // Waiting for review, rejected or expired: only a listing on sale is booked.
      if (!isOnSale(product)) throw conflict('product-not-on-sale');
      const me = callerOf(request).user;
      if (product.sellerId === me.id) throw conflict('own-product');
      const id = await events.transaction(async (tx, tell) => {
        const made = await bookingsRepository(tx).create(product, me, { phone, location });
        // The seller hears of it in their notification centre.
        const about = {
          bookingId: made ?? undefined,
          productId: product.id,
          productName: product.name,
          from: me.name,
          party: 'seller' as const,
        };
        if (made && product.sellerId) await tell.notify(product.sellerId, 'booking', about);
        return made;
      });
      if (!id) throw conflict('already-booked');
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.post(
    '/bookings/:id/details',
    {
      preHandler: [guards.signedIn, limits.bookings],
      schema: {
        tags: ['bookings'],
        summary: "The buyer's phone and meeting place for an own unpaid booking (one made by accepting an offer has none)",
        params: idParams,
        body: bookingDetails,
        response: { 200: booking, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('booking-not-found');
      // How to reach the buyer is the buyer's to say: not an admin's, not the seller's.
      assertOwner(request, found.buyerId);
      if (found.booking.paid) throw conflict('booking-already-paid');
      const { phone, location } = request.body;
      // Paid meanwhile: the booking is a record of the sale now, as it was when paid.
      if ((await repo.setContact(found.booking._id, { phone, location })) === 0) throw conflict('booking-already-paid');
      return (await repo.findById(found.booking._id))!.booking;
    },
  );

  app.delete(
    '/bookings/:id',
    {
      preHandler: [guards.signedIn, limits.bookings],
      schema: { tags: ['bookings'], summary: 'Remove an own unpaid booking', params: idParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const found = await bookingOfBuyerOrAdmin(request, request.params.id);
      if (found.paid) throw conflict('booking-paid');
      // A payment under way, or money that came and went back, keeps the booking on record.
      const checkouts = checkoutsRepository(db);
      if (await checkouts.hasMoneyFor(found._id)) throw conflict('payment-not-final');
      await checkouts.deleteFailed(found._id);
      // Paid meanwhile (the payment's transaction committed after the read above): kept.
      const deleted = await repo.deleteUnpaid(found._id);
      if (deleted === 0) throw conflict('booking-paid');
      return { deletedCount: deleted };
    },
  );

  app.get(
    '/allBookings',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['bookings'], summary: 'All orders (admin)', response: { 200: dealList, ...errors } },
    },
    async (request) => {
      const actor = actorOf(request);
      return (await repo.listAll()).map((row) => dealViewOf(row, actor));
    },
  );
}
