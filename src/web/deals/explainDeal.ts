import { LIMITS } from '#shared/constants.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { Locale } from '../i18n/locale.tsx';

/** Who reads a deal: its buyer (My Orders), its seller (My Sales) or an admin (All Orders). */
export type DealReader = 'buyer' | 'seller' | 'admin';

type Facts = Pick<Booking, 'state' | 'holdUntil' | 'handedOverAt' | 'reason'>;

const DAY = 24 * 60 * 60 * 1000;
/** When a handed-over laptop's money goes to the seller unless the buyer disputes (states.ts, `release-due`). */
const releaseDue = (handedOverAt: string) => new Date(Date.parse(handedOverAt) + LIMITS.releaseDays * DAY).toISOString();

type Words = Pick<Locale, 'texts' | 'format'>;

/** What the state means for `reader`; nothing where it says no more than its badge. */
function stateLine(deal: Facts, reader: DealReader, { texts, format }: Words): string | null {
  const e = texts.DEAL_TEXTS.explain;
  switch (deal.state) {
    case 'cash':
      // The admins only watch a cash deal: its lines tell the two sides what to do.
      if (!deal.holdUntil || reader === 'admin') return null;
      return reader === 'buyer' ? e.cashBuyer(format.dayTime(deal.holdUntil)) : e.cashSeller(format.dayTime(deal.holdUntil));
    case 'held':
      return reader === 'buyer' ? e.heldBuyer : e.heldSeller;
    case 'handed-over':
      if (!deal.handedOverAt || reader === 'admin') return null;
      return reader === 'buyer'
        ? e.handedOverBuyer(format.dayTime(releaseDue(deal.handedOverAt)))
        : e.handedOverSeller(format.dayTime(releaseDue(deal.handedOverAt)));
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
export function explainDeal(deal: Facts, reader: DealReader, words: Words): string[] {
  const line = stateLine(deal, reader, words);
  return [...(line ? [line] : []), ...(deal.reason ? [words.texts.DEAL_TEXTS.explain.reason(deal.reason)] : [])];
}
