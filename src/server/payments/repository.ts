import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, payments } from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a refund claims the payment with until the provider answers: no refund reference looks like it. */
const REFUNDING = 'refunding';

/** Whether a refund of the payment has been claimed and not yet recorded (sales/refund.ts). */
export const isRefunding = (payment: Pick<PaymentRow, 'refundReference' | 'refundedAt'>) =>
  payment.refundReference === REFUNDING && payment.refundedAt === null;

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
    async findById(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
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
    /** The money held goes to the seller: never money claimed for a refund (the booking's move has already ruled that out). */
    async markReleased(bookingId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ releasedAt: at })
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.releasedAt), isNull(payments.refundReference)));
    },
    /** Takes the right to refund a payment, once: null when it is released, refunded already or a refund is under way. */
    async claimRefund(bookingId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ refundReference: REFUNDING })
        .where(
          and(
            eq(payments.bookingId, bookingId),
            isNull(payments.releasedAt),
            isNull(payments.refundedAt),
            isNull(payments.refundReference),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** The provider refused the refund: the claim goes, for a later try. Answers whether there was a claim to drop. */
    async dropRefundClaim(id: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ refundReference: null })
        .where(and(eq(payments.id, id), eq(payments.refundReference, REFUNDING), isNull(payments.refundedAt)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
    /** The claimed refund was made, in full: recorded once; null when it was recorded already or its claim was dropped. */
    async markRefunded(id: string, refund: { reference: string; at: Date }): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ refundedAt: refund.at, refundedAmount: sql`${payments.price}`, refundReference: refund.reference })
        .where(and(eq(payments.id, id), eq(payments.refundReference, REFUNDING), isNull(payments.refundedAt)))
        .returning();
      return row ?? null;
    },
  };
}
