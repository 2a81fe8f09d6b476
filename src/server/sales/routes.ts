import { errorBody } from '#shared/schemas/common.ts';
import { bookingMoveInput, bookingMoveParams, dealView, earnings, saleList } from '#shared/schemas/deals.ts';
import type { Api } from '../api.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { callerOf } from '../plugins/guards.ts';
import { moveBooking } from './moves.ts';
import { isHeld } from './states.ts';
import { actorOf, dealViewOf } from './view.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

/**
 * The deal after a booking: its parties' moves (states.ts), a seller's bookings (My Sales) and money
 * (Earnings). Admins act on any booking from All Orders through the same moves.
 */
export function salesRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const bookingRepo = bookingsRepository(db);
  const paymentRepo = paymentsRepository(db);

  app.post(
    '/bookings/:id/:move',
    {
      preHandler: [guards.signedIn, limits.bookingMoves],
      schema: {
        tags: ['bookings'],
        summary: 'A move on a booking: handed-over, received, cancel or dispute (with a reason), approve, release, refund',
        params: bookingMoveParams,
        body: bookingMoveInput,
        response: { 200: dealView, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { reason, state: seen } = request.body ?? {};
      await moveBooking({ ...app.ctx, log: request.log }, request.params.id, request.params.move, actor, { reason, seen });
      return dealViewOf((await bookingRepo.findById(request.params.id))!, actor);
    },
  );

  app.get(
    '/sales',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['bookings'],
        summary: "My Sales: bookings of the caller's products, with each buyer's name and phone",
        response: { 200: saleList, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return (await bookingRepo.listBySeller(callerOf(request).user.id)).map((row) => ({
        ...dealViewOf(row, actor),
        buyerName: row.booking.userName,
        buyerPhone: row.booking.phone,
      }));
    },
  );

  app.get(
    '/earnings',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['bookings'],
        summary: "Earnings: the caller's money held by Market, released, refunded and paid in cash, per sale",
        response: { 200: earnings, ...errors },
      },
    },
    async (request) => {
      const rows = await paymentRepo.listBySeller(callerOf(request).user.id);
      const total = { held: 0, released: 0, refunded: 0, cash: 0 };
      for (const row of rows) {
        if (row.state === 'sold-cash') total.cash += row.amount;
        else if (row.state === 'refunded') total.refunded += row.amount;
        else if (row.state === 'released') total.released += row.amount;
        else if (isHeld(row.state)) total.held += row.amount;
      }
      return { ...total, sales: rows };
    },
  );
}
