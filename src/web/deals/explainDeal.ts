import { LIMITS } from '#shared/constants.ts';
import { formatDayTime } from '#shared/format.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { DEAL_TEXTS } from '#shared/texts/deals.ts';

/** Who reads a deal: its buyer (My Orders), its seller (My Sales) or an admin (All Orders). */
export type DealReader = 'buyer' | 'seller' | 'admin';

type Facts = Pick<Booking, 'state' | 'holdUntil' | 'handedOverAt' | 'reason'>;

const DAY = 24 * 60 * 60 * 1000;
const e = DEAL_TEXTS.explain;

/** When a handed-over laptop's money goes to the seller unless the buyer disputes (states.ts, `release-due`). */
const releaseDue = (handedOverAt: string) => formatDayTime(new Date(Date.parse(handedOverAt) + LIMITS.releaseDays * DAY).toISOString());

/** What the state means for `reader`; nothing where it says no more than its badge. */
function stateLine(deal: Facts, reader: DealReader): string | null {
  switch (deal.state) {
    case 'cash':
      // The admins only watch a cash deal: its lines tell the two sides what to do.
      if (!deal.holdUntil || reader === 'admin') return null;
      return reader === 'buyer' ? e.cashBuyer(formatDayTime(deal.holdUntil)) : e.cashSeller(formatDayTime(deal.holdUntil));
    case 'held':
      return reader === 'buyer' ? e.heldBuyer : e.heldSeller;
    case 'handed-over':
      if (!deal.handedOverAt || reader === 'admin') return null;
      return reader === 'buyer' ? e.handedOverBuyer(releaseDue(deal.handedOverAt)) : e.handedOverSeller(releaseDue(deal.handedOverAt));
    case 'review':
      return e.review;
    case 'disputed':
      return e.disputed;
    case 'refunded':
      return e.refunded;
    default:
      return null;
  }
}

/** The lines under a deal's badge: what its state means for the reader, then the reason given for a cancel or a dispute. */
export function explainDeal(deal: Facts, reader: DealReader): string[] {
  const line = stateLine(deal, reader);
  return [...(line ? [line] : []), ...(deal.reason ? [e.reason(deal.reason)] : [])];
}
