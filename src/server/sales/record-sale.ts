import { and, eq } from 'drizzle-orm';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import { bookings, payments, products } from '../db/schema.ts';
import type { Events } from '../events/events.ts';
import { conflict } from '../http-error.ts';

/*
 * A sale: the rule that spans payments, bookings and products. A payment the provider confirmed is
 * recorded once, its booking becomes paid and its product sold, all or nothing; the seller is notified
 * and the buyer's open tabs told, with it.
 */

export interface RecordedSale {
  /** The payment's id. */
  id: string;
  transactionId: string;
  /** False when the booking had been paid already: this is the first payment, not a new one. */
  created: boolean;
}

/**
 * Records the payment of a booking exactly once. In one transaction: the payment row (unique per
 * booking, so a retry or a concurrent submit inserts nothing), the booking marked paid and its
 * product marked sold. Whoever arrives second waits on the unique index for the first to commit,
 * inserts nothing and gets the first payment back.
 */
export async function recordSale(
  events: Events,
  input: { bookingId: string; productId: string | null; price: number; transactionId: string; email: string },
): Promise<RecordedSale> {
  return events.transaction(async (tx, tell) => {
    const [inserted] = await tx
      .insert(payments)
      .values({ bookingId: input.bookingId, price: input.price, transactionId: input.transactionId, email: input.email })
      // No conflict target: every unique index (booking, transaction id) is an arbiter. With only the
      // booking's, a concurrent submit of the same transaction could hit the transaction id's index
      // first and fail with a unique violation instead of waiting for the first payment.
      .onConflictDoNothing()
      .returning({ id: payments.id, transactionId: payments.transactionId });
    if (!inserted) {
      // Read committed: this statement sees the payment the conflicting transaction committed.
      const [first] = await tx
        .select({ id: payments.id, transactionId: payments.transactionId })
        .from(payments)
        .where(eq(payments.bookingId, input.bookingId));
      if (!first) throw conflict('payment-not-confirmed');
      return { ...first, created: false };
    }
    const [booking] = await tx
      .update(bookings)
      .set({ paid: true })
      .where(eq(bookings.id, input.bookingId))
      .returning({ buyerId: bookings.buyerId, itemName: bookings.itemName });
    if (input.productId) {
      const [sold] = await tx
        .update(products)
        .set({ status: PRODUCT_STATUS.sold })
        .where(and(eq(products.id, input.productId), eq(products.status, PRODUCT_STATUS.available)))
        .returning({ id: products.id, sellerId: products.sellerId });
      // Another buyer's payment sold it first: this one must not be recorded (the caller refunds it).
      if (!sold) throw conflict('product-sold');
      const about = { bookingId: input.bookingId, productId: sold.id, productName: booking?.itemName, amount: input.price };
      if (sold.sellerId) await tell.notify(sold.sellerId, 'payment', about);
    }
    if (booking?.buyerId)
      await tell.emit(booking.buyerId, 'payment', { bookingId: input.bookingId, transactionId: inserted.transactionId });
    return { ...inserted, created: true };
  });
}
