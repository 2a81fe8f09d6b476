import { LIMITS, type Party } from '#shared/constants.ts';
import type { Conversation, Message } from '#shared/schemas/conversations.ts';
import { blocksRepository } from '../blocks/repository.ts';
import type { Db } from '../db/client.ts';
import { offersRepository } from '../offers/repository.ts';
import { toOffer } from '../offers/view.ts';
import { conversationsRepository, type ConversationRow, type MessageRow } from './repository.ts';
import { toConversation, toMessage } from './view.ts';

/** The user's side in a conversation they are a party of. */
export const sideOf = (conversation: Pick<ConversationRow, 'buyerId'>, userId: string): Party =>
  conversation.buyerId === userId ? 'buyer' : 'seller';

/**
 * Messages as their viewer sees them (`viewerOf` a message's: a side, or null for an admin), each with the
 * offer it carries as that offer stands now, the offers read at once.
 */
export async function messagesAsSeen(
  db: Db,
  rows: MessageRow[],
  viewerOf: (row: MessageRow) => Party | null,
  now: number,
): Promise<Message[]> {
  const offerIds = rows.map((row) => row.offerId).filter((id): id is string => id !== null);
  const offers = new Map((await offersRepository(db).findByIds(offerIds)).map((offer) => [offer.id, offer]));
  return rows.map((row) => {
    const viewer = viewerOf(row);
    const offer = row.offerId ? offers.get(row.offerId) : undefined;
    return toMessage(row, viewer, offer ? toOffer(offer, viewer, now) : null);
  });
}

/**
 * The user's conversations as their list shows them, newest activity first (or only the one of `id`):
 * each with its last message, its open offer and whether the user blocked the other side.
 */
export async function conversationsOf(db: Db, userId: string, now: number, id?: string): Promise<Conversation[]> {
  const rows = await conversationsRepository(db).listFor(userId, { id, limit: LIMITS.conversationsListed });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.conversation.id);
  const others = rows.map((row) => row.otherId).filter((other): other is string => other !== null);
  const last = await conversationsRepository(db).lastMessages(ids);
  const open = await offersRepository(db).openIn(ids);
  const blocked = await blocksRepository(db).blockedAmong(userId, others);
  const sides = new Map(rows.map((row) => [row.conversation.id, sideOf(row.conversation, userId)]));
  const lastRows = [...last.values()];
  const lastSeen = await messagesAsSeen(db, lastRows, (row) => sides.get(row.conversationId)!, now);
  const lastMessages = new Map(lastRows.map((row, i) => [row.conversationId, lastSeen[i]!]));
  return rows.map((row) => {
    const side = sides.get(row.conversation.id)!;
    const openOffer = open.get(row.conversation.id);
    return toConversation(row, side, {
      lastMessage: lastMessages.get(row.conversation.id) ?? null,
      openOffer: openOffer ? toOffer(openOffer, side, now) : null,
      blockedByMe: row.otherId !== null && blocked.has(row.otherId),
    });
  });
}
