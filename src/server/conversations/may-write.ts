import type { Party } from '#shared/constants.ts';
import { blocksRepository } from '../blocks/repository.ts';
import type { Db } from '../db/client.ts';
import { conflict, forbidden } from '../http-error.ts';
import type { ConversationRow } from './repository.ts';

/**
 * Whether one side may write into the conversation (a message, an offer, accepting or countering one):
 * the other side still has an account (409 `conversation-closed`), and neither has blocked the other
 * (403 `blocked-by-user` when the other side blocked the writer, `user-blocked` when the writer blocked
 * them). Declining and withdrawing an offer stay open: they ask nothing of the other side.
 */
export async function assertMayWrite(db: Db, conversation: Pick<ConversationRow, 'buyerId' | 'sellerId'>, side: Party): Promise<void> {
  const me = side === 'buyer' ? conversation.buyerId : conversation.sellerId;
  const other = side === 'buyer' ? conversation.sellerId : conversation.buyerId;
  if (!me || !other) throw conflict('conversation-closed');
  const { iBlocked, theyBlocked } = await blocksRepository(db).between(me, other);
  if (theyBlocked) throw forbidden('blocked-by-user');
  if (iBlocked) throw forbidden('user-blocked');
}
