import type { Party } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';

/*
 * What a person must be told about their conversations, from the one place that will tell them. Each
 * write that the other side must hear of calls `tell` inside its transaction, with `tx`, so that nothing
 * is told of a write that rolls back.
 *
 * The live events (`ctx.events.emit(userId, { type, data }, { tx })`) and the notifications
 * (`ctx.notify(userId, { kind, … }, { tx })`) are built apart; once they exist, this function sends
 * each piece of news to them. Until then it does nothing.
 */

export type News =
  /** A message came from the other side. */
  | { type: 'message'; conversationId: string; messageId: string; from: Party }
  /**
   * An offer was made or countered (`offerId` is the new open offer), or an offer was accepted, declined,
   * withdrawn or expired (`offerId` is that offer).
   */
  | {
      type: 'offer';
      event: 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
      conversationId: string;
      offerId: string;
      amount: number;
      by: Party;
    }
  /** An accepted offer booked the product for the buyer at its amount: the buyer pays it, the seller has a booking. */
  | { type: 'booking'; conversationId: string; offerId: string; bookingId: string; price: number };

/** Tells user `to` (null: their account is gone, nobody to tell) the news. Does nothing yet (see above). */
export async function tell(_ctx: AppContext, _to: string | null, _news: News, _options: { tx: Db }): Promise<void> {}
