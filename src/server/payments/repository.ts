import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a refund claims the payment with until the provider answers: no refund reference looks like it. */
const REFUNDING = 'refunding';

/**
 * Payment records: written once by a sale (sales/record-sale.ts) or a cash handover, never deleted; a
 * release and a refund are added to them once.
 */
export function paymentsRepository(db: Db) {
  return {
    /** The payment recorded for a booking, if any. */
    async findByBookingId(bookingId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      return row ?? null;
    },
    /** A seller's payments, newest first, with the booking each paid for: Earnings (times as the API writes them). */
    async listBySeller(sellerId: string) {
      const rows = await db
        .select({
          bookingId: bookings.id,
          itemName: bookings.itemName,
          buyerName: bookings.userName,
          method: payments.method,
          amount: payments.price,
          state: bookings.state,
          paidAt: payments.createdAt,
          releasedAt: payments.releasedAt,
          refundedAt: payments.refundedAt,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.sellerId, sellerId))
        .orderBy(desc(payments.createdAt));
      return rows.map((row) => ({
        ...row,
        paidAt: row.paidAt.toISOString(),
        releasedAt: row.releasedAt?.toISOString() ?? null,
        refundedAt: row.refundedAt?.toISOString() ?? null,
      }));
    },
    /** The seller was paid in cash at the meeting: the record of it (once per booking). */
    async recordCash(deal: { id: string; price: number }, email = ''): Promise<void> {
      await db
        .insert(payments)
        .values({ bookingId: deal.id, price: deal.price, transactionId: `cash-${deal.id}`, email, method: 'cod', provider: 'cod' })
        .onConflictDoNothing();
    },
    async markReleased(bookingId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ releasedAt: at })
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.releasedAt)));
    },
    /** Takes the right to refund a payment, once: null when it is refunded already or a refund is under way. */
    async claimRefund(bookingId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ refundReference: REFUNDING })
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.refundedAt), isNull(payments.refundReference)))
        .returning();
      return row ?? null;
    },
    /** The provider could not refund: the claim goes, for a later try. */
    async dropRefundClaim(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ refundReference: null })
        .where(and(eq(payments.id, id), eq(payments.refundReference, REFUNDING)));
    },
    async markRefunded(id: string, refund: { amount: number; reference: string; at: Date }): Promise<void> {
      await db
        .update(payments)
        .set({ refundedAt: refund.at, refundedAmount: refund.amount, refundReference: refund.reference })
        .where(and(eq(payments.id, id), eq(payments.refundReference, REFUNDING)));
    },
  };
}
