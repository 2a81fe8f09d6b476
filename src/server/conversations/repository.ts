import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Party } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { conversations, messages, products, user } from '../db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A conversation as its list shows it to one of its parties: the product as listed now, the other side by name. */
export type ConversationListRow = Awaited<ReturnType<ReturnType<typeof conversationsRepository>['listFor']>>[number];

const other = alias(user, 'other_party');

export function conversationsRepository(db: Db) {
  const findById = async (id: string): Promise<ConversationRow | null> => {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return row ?? null;
  };
  const findByProductAndBuyer = async (productId: string, buyerId: string): Promise<ConversationRow | null> => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.productId, productId), eq(conversations.buyerId, buyerId)))
      .limit(1);
    return row ?? null;
  };

  /** Something happened in the conversation (a message, an offer answered): it moves to the top of both lists. */
  const touch = async (id: string): Promise<void> => {
    await db
      .update(conversations)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(conversations.id, id));
  };

  return {
    findById,
    findByProductAndBuyer,

    /** The conversation, its row locked until the transaction ends: its offers move one at a time. */
    async lockById(id: string): Promise<ConversationRow | null> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The conversation of a product and a buyer: started here, with the product's name, version text, photo
     * and price as they are now, or the one that exists (two first messages at once meet on the unique index).
     */
    async start(
      product: { id: string; name: string; detail: string; image: string; resellPrice: number; sellerId: string },
      buyerId: string,
    ): Promise<{ conversation: ConversationRow; created: boolean }> {
      const [row] = await db
        .insert(conversations)
        .values({
          productId: product.id,
          buyerId,
          sellerId: product.sellerId,
          itemName: product.name,
          itemDetail: product.detail,
          image: product.image,
          price: product.resellPrice,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return { conversation: row, created: true };
      const found = await findByProductAndBuyer(product.id, buyerId);
      if (!found) throw new Error('a conversation was neither started nor found');
      return { conversation: found, created: false };
    },

    /** A message from one side (words and photos, or an offer's card), and the conversation's latest activity with it. */
    async addMessage(input: {
      conversationId: string;
      sender: Party;
      text?: string;
      images?: string[];
      offerId?: string;
    }): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({
          conversationId: input.conversationId,
          sender: input.sender,
          text: input.text ?? '',
          images: input.images ?? [],
          offerId: input.offerId,
        })
        .returning();
      await touch(input.conversationId);
      return row!;
    },

    touch,

    /**
     * One page of a conversation's messages, oldest first: the `limit` newest ones written before the
     * message `before` (a `seq`), or the newest ones. `older` says whether there are more before them.
     */
    async pageOfMessages(
      conversationId: string,
      before: number | undefined,
      limit: number,
    ): Promise<{ rows: MessageRow[]; older: boolean }> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), before === undefined ? undefined : lt(messages.seq, before)))
        .orderBy(desc(messages.seq))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), older: rows.length > limit };
    },

    /** The last message of each conversation, by conversation. */
    async lastMessages(conversationIds: string[]): Promise<Map<string, MessageRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.seq));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** Marks the other side's unread messages read by `reader`; answers how many. */
    async markRead(conversationId: string, reader: Party): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(eq(messages.conversationId, conversationId), ne(messages.sender, reader), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /**
     * The other side's written messages (offers' cards aside) that `reader` has not read: how many, and
     * the newest of them (null when there is none).
     */
    async unreadWritten(conversationId: string, reader: Party): Promise<{ count: number; last: MessageRow | null }> {
      const unread = and(
        eq(messages.conversationId, conversationId),
        ne(messages.sender, reader),
        isNull(messages.readAt),
        isNull(messages.offerId),
      );
      const [last] = await db.select().from(messages).where(unread).orderBy(desc(messages.seq)).limit(1);
      if (!last) return { count: 0, last: null };
      const [counted] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(messages)
        .where(unread);
      return { count: counted?.n ?? 0, last };
    },

    /**
     * The user's conversations, as buyer or as seller, newest activity first (or the one of `id`): each with
     * its product as listed now (null once deleted), the other side's name and status (null once their
     * account is deleted; never their e-mail address), and how many of the other side's messages are unread.
     */
    async listFor(userId: string, options: { id?: string; limit: number }) {
      const mySide = sql`case when ${conversations.buyerId} = ${userId} then 'buyer' else 'seller' end`;
      const otherId = sql`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
      return db
        .select({
          conversation: conversations,
          productName: products.name,
          productDetail: products.detail,
          productImage: products.image,
          productPrice: products.resellPrice,
          productStatus: products.status,
          productRemovedAt: products.removedAt,
          otherId: other.id,
          otherName: other.name,
          otherStatus: other.status,
          unread: sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id}
            and ${messages.sender} <> ${mySide} and ${messages.readAt} is null)`.mapWith(Number),
        })
        .from(conversations)
        .leftJoin(products, eq(products.id, conversations.productId))
        .leftJoin(other, eq(other.id, otherId))
        .where(
          and(
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
            options.id === undefined ? undefined : eq(conversations.id, options.id),
          ),
        )
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(options.limit);
    },
  };
}
