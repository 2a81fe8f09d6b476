import type { BookingMove } from '#shared/constants.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';

/** The moves whose maker says why (states.ts: `cancel`, `cancel-paid`, `dispute`); the other side reads it. */
export const needsReason = (move: BookingMove): boolean => move === 'cancel' || move === 'dispute';

/** A cash booking's handover is its payment too (states.ts, `paid-in-cash`): its button and question say so. */
const isCashHandover = (move: BookingMove, deal: Pick<Booking, 'state'>) => move === 'handed-over' && deal.state === 'cash';

export const moveLabel = (move: BookingMove, deal: Pick<Booking, 'state'>, { DEAL_TEXTS }: Catalogue): string =>
  isCashHandover(move, deal) ? DEAL_TEXTS.paidInCash : DEAL_TEXTS.moves[move];

export const moveQuestion = (move: BookingMove, deal: Pick<Booking, 'state'>, { DEAL_TEXTS }: Catalogue): string =>
  isCashHandover(move, deal) ? DEAL_TEXTS.confirm.paidInCash : DEAL_TEXTS.confirm[move];

/** Moves that end a deal without a sale or take it to an admin get the red button; the rest move it on. */
export const isDanger = (move: BookingMove): boolean => move === 'cancel' || move === 'dispute' || move === 'refund';

/**
 * Whether Delete may tidy a booking away: never paid, and holding nothing (the server's rule,
 * bookings/repository.ts `deleteUnpaid`); a cash booking holds the laptop, and is cancelled with a reason instead.
 */
export const isRemovable = (deal: Pick<Booking, 'paid' | 'state'>): boolean =>
  !deal.paid && (deal.state === 'booked' || deal.state === 'cancelled' || deal.state === 'lapsed');
