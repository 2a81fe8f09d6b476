import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';

/** Payment records: written once by a sale (sales/record-sale.ts), never changed or deleted. */
export function paymentsRepository(db: Db) {
  return {
    /** The payment recorded for a booking, if any. */
    async findByBookingId(bookingId: string): Promise<{ id: string; transactionId: string } | null> {
      const [row] = await db
        .select({ id: payments.id, transactionId: payments.transactionId })
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      return row ?? null;
    },
  };
}
