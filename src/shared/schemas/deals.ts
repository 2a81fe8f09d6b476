import { z } from '../zod.ts';
import { BOOKING_MOVES, BOOKING_STATES, LIMITS, PAYMENT_METHODS } from '../constants.ts';
import { booking } from './bookings.ts';
import { id } from './common.ts';

/** POST /api/bookings/:id/:move (product "Paying and the money held"). */
export const bookingMoveParams = z.object({ id, move: z.enum(BOOKING_MOVES) });
/** A cancel and a dispute say why (shown to the other side); the other moves need nothing. */
export const bookingMoveInput = z
  .object({
    reason: z.string().trim().max(LIMITS.reason).optional(),
    /** The booking's state as the mover's page showed it: a booking that has moved since is not moved (409 `booking-state-changed`). */
    state: z.enum(BOOKING_STATES).optional(),
  })
  .optional();

/** A booking as one party of it sees it: with the moves they may make on it now (the buttons). */
export const dealView = booking.extend({
  moves: z.array(z.enum(BOOKING_MOVES)),
});
export type DealView = z.infer<typeof dealView>;
export const dealList = z.array(dealView);

/** GET /api/sales: a booking of the seller's product, with the buyer's name and phone to arrange the meeting. */
export const sale = dealView.extend({ buyerName: z.string(), buyerPhone: z.string() });
export type Sale = z.infer<typeof sale>;
export const saleList = z.array(sale);

/** GET /api/earnings: a seller's money, by where it stands, and per sale. */
export const earnings = z.object({
  /** Paid online and held by Market until the buyer has the laptop. */
  held: z.number().int(),
  /** Released to the seller's balance. */
  released: z.number().int(),
  /** Given back to buyers. */
  refunded: z.number().int(),
  /** Paid in cash at the meeting (never through Market). */
  cash: z.number().int(),
  sales: z.array(
    z.object({
      bookingId: z.string(),
      itemName: z.string(),
      buyerName: z.string(),
      method: z.enum(PAYMENT_METHODS),
      amount: z.number().int(),
      state: booking.shape.state,
      paidAt: z.string(),
      releasedAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
    }),
  ),
});
export type Earnings = z.infer<typeof earnings>;
