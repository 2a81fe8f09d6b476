import { and, eq, inArray } from 'drizzle-orm';
import { PRODUCT_STATUS, SELLABLE_STATUSES, type PaymentMethod, type PaymentProviderName } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { LIVE_BOOKING_INDEX, uniqueViolation } from '../db/unique-violation.ts';
import { bookings, payments, products } from '../db/schema.ts';
import type { Events, Teller } from '../events/events.ts';
import { conflict } from '../http-error.ts';
import { BOOKING_TRANSITIONS } from './states.ts';

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

export interface SaleInput {
  bookingId: string;
  productId: string | null;
  price: number;
  transactionId: string;
  email: string;
  method: PaymentMethod;
  provider: PaymentProviderName;
  /** The hosted checkout that took the money. */
  checkoutId?: string;
  /** The provider asks for a check before the laptop is handed over: the booking waits for an admin. */
  review?: boolean;
}

/**
 * Records the payment of a booking exactly once. In one transaction: the payment row (unique per
 * booking, so a retry or a concurrent submit inserts nothing), the booking paid and held by Market
 * (states.ts's `pay`) and its product marked sold. Whoever arrives second waits on the unique index for
 * the first to commit, inserts nothing and gets the first payment back. `alsoIn` runs after it in the same
 * transaction, with what was recorded (a checkout settled with it; a throw undoes the whole). 409 `product-sold` when another buyer's deal has the laptop,
 * 409 `booking-closed` when the booking ended meanwhile, 409 `payment-amount-mismatch` when the booking's price
 * is no longer what was paid: the caller gives the money back.
 */
export async function recordSale(
  events: Events,
  input: SaleInput,
  alsoIn?: (tx: Db, recorded: RecordedSale) => Promise<void>,
): Promise<RecordedSale> {
  try {
    return await events.transaction(async (tx, tell) => {
      const recorded = await recordIn(tx, tell, input);
      if (alsoIn) await alsoIn(tx, recorded);
      return recorded;
    });
  } catch (err) {
    // Another buyer's deal holds the laptop (a cash hold, or a payment that committed first).
    if (uniqueViolation(err) === LIVE_BOOKING_INDEX) throw conflict('product-sold');
    throw err;
  }
}

async function recordIn(tx: Db, tell: Teller, input: SaleInput): Promise<RecordedSale> {
  // The booking's row first, as every move takes it (sales/moves.ts): a cash handover recording its payment
  // at the same moment waits here, or finds this one done, rather than each holding what the other needs.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
  const [inserted] = await tx
    .insert(payments)
    .values({
      bookingId: input.bookingId,
      price: input.price,
      transactionId: input.transactionId,
      email: input.email,
      method: input.method,
      provider: input.provider,
      checkoutId: input.checkoutId,
    })
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
  const rule = BOOKING_TRANSITIONS[input.review ? 'pay-review' : 'pay'];
  const [booking] = await tx
    .update(bookings)
    .set({ paid: true, state: rule.to, method: input.method, holdUntil: null })
    .where(and(eq(bookings.id, input.bookingId), inArray(bookings.state, [...rule.from]), eq(bookings.price, input.price)))
    .returning({ buyerId: bookings.buyerId, itemName: bookings.itemName });
  if (!booking) {
    // Re-priced (an offer accepted) since the checkout started, or cancelled, lapsed or ended otherwise while
    // the payment went through: the money goes back, whatever the provider took.
    const [now] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, input.bookingId));
    throw conflict(now && (rule.from as readonly string[]).includes(now.state) ? 'payment-amount-mismatch' : 'booking-closed');
  }
  if (input.productId) {
    const [sold] = await tx
      .update(products)
      .set({ status: PRODUCT_STATUS.sold })
      .where(and(eq(products.id, input.productId), inArray(products.status, SELLABLE_STATUSES)))
      .returning({ id: products.id, sellerId: products.sellerId });
    // Another buyer's payment sold it first: this one must not be recorded (the caller refunds it).
    if (!sold) throw conflict('product-sold');
    const about = { bookingId: input.bookingId, productId: sold.id, productName: booking.itemName, amount: input.price };
    if (sold.sellerId) await tell.notify(sold.sellerId, 'payment', about);
  }
  if (booking.buyerId) await tell.emit(booking.buyerId, 'payment', { bookingId: input.bookingId, transactionId: inserted.transactionId });
  return { ...inserted, created: true };
}
