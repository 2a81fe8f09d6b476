import type { Party } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Teller } from '../events/events.ts';
import type { NotificationData, NotificationKind } from '#shared/schemas/events.ts';
import type { ConversationRow } from './repository.ts';
import { titleOf } from './view.ts';

/*
 * What a person must be told about their conversations and offers leaves through this module alone.
 * Every write the other side must hear of runs in `withTelling`'s transaction and calls the `tell` it is
 * given: the news is written with the write (events/events.ts) as an event for the person's open tabs
 * and, for what the notification centre shows, a notification, so nothing is told of a write that
 * rolls back, and it reaches their tabs on whichever instance once the write commits.
 */

/**
 * Common to every piece of news: the conversation, and its laptop's title as the conversation keeps it
 * (brand and model), so that a seller of several laptops of one brand knows which one it is about.
 */
interface About {
  conversationId: string;
  productName: string;
}

/** The `About` of a conversation's news. */
export const aboutOf = (conversation: Pick<ConversationRow, 'id' | 'itemName' | 'itemDetail'>): About => ({
  conversationId: conversation.id,
  productName: titleOf(conversation),
});

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
  /**
   * An accepted offer booked the product for the buyer at its amount: the buyer pays it, the seller has a
   * booking. `party` is the side of the one told, since each acts on it in a different place.
   */
  | (About & { type: 'booking'; offerId: string; bookingId: string; price: number; party: Party });

/** Tells one user (null: their account is gone, nobody to tell) a piece of news, within the transaction of the write it is about. */
export type Tell = (to: string | null, news: News) => Promise<void>;

/** The notification a piece of news makes, if any: a withdrawn offer only changes the conversation's card. */
function notificationOf(news: News): { kind: NotificationKind; data: NotificationData } | null {
  const about = { conversationId: news.conversationId, productName: news.productName };
  switch (news.type) {
    case 'message':
      return { kind: 'message', data: { ...about, from: news.fromName } };
    case 'booking':
      return {
        kind: 'booking',
        data: { ...about, offerId: news.offerId, bookingId: news.bookingId, amount: news.price, party: news.party },
      };
    case 'offer': {
      const kinds = {
        made: 'offer',
        countered: 'offer-countered',
        accepted: 'offer-accepted',
        declined: 'offer-declined',
        expired: 'offer-expired',
      } as const;
      if (news.event === 'withdrawn') return null;
      return { kind: kinds[news.event], data: { ...about, offerId: news.offerId, amount: news.amount, from: news.byName } };
    }
  }
}

/** Tells `to` the news with `teller`, in the transaction of the write it is about. */
async function tell(teller: Teller, to: string | null, news: News): Promise<void> {
  if (!to) return;
  await teller.emit(to, news.type, news);
  const notification = notificationOf(news);
  if (notification) await teller.notify(to, notification.kind, notification.data);
}

/** Runs `work` in one transaction of the database, with the `tell` of that transaction. */
export function withTelling<T>(ctx: Pick<AppContext, 'events'>, work: (tx: Db, tell: Tell) => Promise<T>): Promise<T> {
  return ctx.events.transaction((tx, teller) => work(tx, (to, news) => tell(teller, to, news)));
}
