import type { Party } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';

/*
 * What a person must be told about their conversations and offers leaves through this module alone.
 * Every write the other side must hear of runs in `withTelling`'s transaction and calls the `tell` it is
 * given, so that what is told belongs to the write: nothing is told of a write that rolls back.
 *
 * For now `tell` does nothing. Wiring it to the live events and notifications (events/events.ts) is this
 * file's change alone: `withTelling` runs `ctx.events.transaction((tx, teller) => …)` instead of
 * `ctx.db.transaction`, and `tell` turns each piece of news into `teller.emit(to, type, data)` and, for
 * what the notification centre shows, `teller.notify(to, kind, data)`.
 */

/** Common to every piece of news: the conversation, its product's name as the conversation keeps it. */
interface About {
  conversationId: string;
  productName: string;
}

export type News =
  /** A message came from the other side (`fromName`, their name). */
  | (About & { type: 'message'; messageId: string; from: Party; fromName: string })
  /**
   * An offer was made or countered (`offerId` is the new open offer), or accepted, declined or withdrawn by
   * `byName`; or it expired (nobody's move).
   */
  | (About & {
      type: 'offer';
      event: 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
      offerId: string;
      amount: number;
      /** Who made the offer. */
      by: Party;
      /** Who made this move; absent for an expiry. */
      byName?: string;
    })
  /** An accepted offer booked the product for the buyer at its amount: the buyer pays it, the seller has a booking. */
  | (About & { type: 'booking'; offerId: string; bookingId: string; price: number });

/** Tells one user (null: their account is gone, nobody to tell) a piece of news, within the transaction of the write it is about. */
export type Tell = (to: string | null, news: News) => Promise<void>;

/** Tells `to` the news, in transaction `tx`. Does nothing yet (see above). */
async function tell(_tx: Db, _to: string | null, _news: News): Promise<void> {}

/** Runs `work` in one transaction of the database, with the `tell` of that transaction. */
export function withTelling<T>(ctx: Pick<AppContext, 'db'>, work: (tx: Db, tell: Tell) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work(tx, (to, news) => tell(tx, to, news)));
}
