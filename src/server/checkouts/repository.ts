import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkouts, type CheckoutState } from '../db/schema.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Checkouts at hosted providers: created pending, settled once (checkouts/settle.ts). */
export function checkoutsRepository(db: Db) {
  return {
    async create(row: Pick<CheckoutRow, 'bookingId' | 'method' | 'provider' | 'amount' | 'invoice'>): Promise<CheckoutRow> {
      const [created] = await db.insert(checkouts).values(row).returning();
      return created!;
    },
    async setReference(id: string, reference: string): Promise<void> {
      await db.update(checkouts).set({ reference }).where(eq(checkouts.id, id));
    },
    async findById(id: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return row ?? null;
    },
    async findByReference(provider: CheckoutRow['provider'], reference: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.provider, provider), eq(checkouts.reference, reference)));
      return row ?? null;
    },
    async findByInvoice(invoice: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.invoice, invoice));
      return row ?? null;
    },
    /** Whether a booking has a checkout that is not simply failed: one still pending, or money that came. */
    async hasMoneyFor(bookingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.bookingId, bookingId), ne(checkouts.state, 'failed')))
        .limit(1);
      return Boolean(row);
    },
    /** Removes a booking's failed checkouts (attempts that took nothing), with the booking they were for. */
    async deleteFailed(bookingId: string): Promise<void> {
      await db.delete(checkouts).where(and(eq(checkouts.bookingId, bookingId), eq(checkouts.state, 'failed')));
    },
    /**
     * Takes the right to finish a pending checkout at its provider (bKash's execute must run once): answers
     * the checkout for the one caller that gets it, null for the others. A claim older than `staleBefore`
     * (its holder died mid-call) may be taken again.
     */
    async claim(id: string, now: Date, staleBefore: Date): Promise<CheckoutRow | null> {
      const [row] = await db
        .update(checkouts)
        .set({ claimedAt: now })
        .where(
          and(eq(checkouts.id, id), eq(checkouts.state, 'pending'), or(isNull(checkouts.claimedAt), lt(checkouts.claimedAt, staleBefore))),
        )
        .returning();
      return row ?? null;
    },
    async release(id: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ claimedAt: null })
        .where(and(eq(checkouts.id, id), eq(checkouts.state, 'pending')));
    },
    /** Moves a checkout from `from` to `to`, once: null when it was not in `from` any more. */
    async settle(
      id: string,
      from: CheckoutState,
      to: CheckoutState,
      fields: Partial<Pick<CheckoutRow, 'trxId' | 'valId' | 'outcome'>> & { settledAt: Date },
    ): Promise<CheckoutRow | null> {
      const [row] = await db
        .update(checkouts)
        .set({ state: to, ...fields })
        .where(and(eq(checkouts.id, id), eq(checkouts.state, from)))
        .returning();
      return row ?? null;
    },
  };
}
