import type { Party } from '#shared/constants.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import type { OfferRow } from './repository.ts';
import { movesOpenTo } from './states.ts';

/** An offer as `viewer` sees it (null: an admin reading a reported conversation), with the moves open to them at `now`. */
export function toOffer(row: OfferRow, viewer: Party | null, now: number): Offer {
  return {
    id: row.id,
    conversationId: row.conversationId,
    by: row.by,
    amount: row.amount,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    actions: movesOpenTo(row, viewer, now),
  };
}
