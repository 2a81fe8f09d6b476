import { BOOKING_MOVES } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { isAdmin } from '../auth/roles.ts';
import type { BookingWithParties } from '../bookings/repository.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import { moversOf, type Actor } from './moves.ts';
import { movesOpenTo } from './states.ts';

/** Who is calling, as the moves see them. */
export function actorOf(request: GuardedRequest): Actor {
  const { user } = callerOf(request);
  return { id: user.id, name: user.name, admin: isAdmin(user) };
}

/**
 * A booking as the caller sees it: with the moves they may make on it now (their buttons), and the buyer's
 * e-mail only for the buyer and admins (no answer carries another user's address).
 */
export function dealViewOf({ buyerId, sellerId, booking }: BookingWithParties, actor: Actor): DealView {
  const { email, ...rest } = booking;
  const moves = movesOpenTo(booking.state, moversOf({ buyerId, sellerId }, actor), BOOKING_MOVES);
  return actor.id === buyerId || actor.admin ? { ...rest, email, moves } : { ...rest, moves };
}
