import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ENDED_BOOKING_STATES, type OfferState, type Party } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { bookings, offers } from '../db/schema.ts';

export type OfferRow = typeof offers.$inferSelect;

/** Offers' rows. Which state may follow which, and who moves it, is states.ts's; this only writes what it decided. */
export function offersRepository(db: Db) {
  return {
    async findById(id: string): Promise<OfferRow | null> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
      return row ?? null;
    },

    async findByIds(ids: string[]): Promise<OfferRow[]> {
      return ids.length ? db.select().from(offers).where(inArray(offers.id, ids)) : [];
    },

    /** The open offer of each conversation that has one, by conversation. */
    async openIn(conversationIds: string[]): Promise<Map<string, OfferRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(offers)
        .where(and(inArray(offers.conversationId, conversationIds), eq(offers.state, 'open')));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** Whether an offer of the conversation was accepted and its booking stands unpaid: the price is agreed, and being paid. */
    async priceAgreedIn(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(bookings, eq(bookings.id, offers.bookingId))
        .where(
          and(
            eq(offers.conversationId, conversationId),
            eq(offers.state, 'accepted'),
            eq(bookings.paid, false),
            notInArray(bookings.state, [...ENDED_BOOKING_STATES]),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** How many offers the buyer made in the conversation (their counter-offers included), whatever became of them. */
    async countByBuyer(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(offers)
        .where(and(eq(offers.conversationId, conversationId), eq(offers.by, 'buyer' satisfies Party)));
      return row?.n ?? 0;
    },

    /** A new open offer; null when the conversation has one open already (the partial unique index). */
    async create(input: { conversationId: string; by: Party; amount: number; expiresAt: Date }): Promise<OfferRow | null> {
      const [row] = await db
        .insert(offers)
        .values({ ...input, state: 'open' })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /**
     * Moves an offer from state `from` to `to` (states.ts decided the move may be made), recording when it
     * was answered and, for an acceptance, its booking. Null when it was not in `from` any more.
     */
    async move(id: string, from: OfferState, to: OfferState, recorded: { bookingId?: string } = {}): Promise<OfferRow | null> {
      const [row] = await db
        .update(offers)
        .set({ state: to, answeredAt: sql`now()`, ...recorded })
        .where(and(eq(offers.id, id), eq(offers.state, from)))
        .returning();
      return row ?? null;
    },
  };
}
