import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './provider.ts';
import type { AppMetrics } from '../plugins/metrics.ts';
import type { Events } from '../events/events.ts';
import { conflict, HttpError } from '../http-error.ts';
import { recordSale, type RecordedSale } from '../sales/record-sale.ts';

/**
 * A payment that cannot be kept (its product sold to another buyer, or its booking paid already), whose
 * refund could not be made yet: it is logged for a person to finish.
 */
export class RefundPendingError extends HttpError {
  constructor(code: 'product-sold-refund-pending' | 'booking-paid-refund-pending') {
    super(409, code);
  }
}

interface Settling {
  events: Events;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  metrics: Pick<AppMetrics, 'paymentRecorded'>;
}

/** A provider call; an outage or an unexpected answer is logged and becomes a 503, never a 500. */
export async function callProvider<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    log.error({ err }, `payment provider: ${what} failed`);
    throw new HttpError(503, 'payments-unavailable');
  }
}

/**
 * Records the payment of a booking once the provider confirms it succeeded for the booking's own
 * price (402 otherwise). A retry of the recorded payment gets that payment back. Money that cannot be
 * kept goes back at once, and the answer is 409: when another buyer's payment sold the product first,
 * or when the booking was paid already with another transaction (two tabs, two intents confirmed).
 * The browser's POST /api/payments and the provider's webhook both come here.
 */
export async function settlePayment(
  { events, payments, log, metrics }: Settling,
  input: { booking: { _id: string; productId: string | null; price: number }; transactionId: string; email: string },
): Promise<RecordedSale> {
  const { booking, transactionId } = input;
  const bookingId = booking._id;
  const check = await callProvider(log, 'verify', () => payments.verify({ transactionId, bookingId, amount: booking.price }));
  if (!check.ok) throw new HttpError(402, check.reason);
  let recorded: RecordedSale;
  try {
    recorded = await recordSale(events, {
      bookingId,
      productId: booking.productId,
      price: booking.price,
      transactionId,
      email: input.email,
      method: 'card',
      provider: payments.name,
    });
  } catch (err) {
    if (err instanceof HttpError && err.code === 'payment-amount-mismatch') {
      // Re-priced between the provider's word and the record: this amount cannot be the booking's payment.
      if (!(await refund({ payments, log }, { transactionId, bookingId, reason: 'booking-gone' })))
        throw new HttpError(503, 'payments-unavailable');
      throw err;
    }
    if (!(err instanceof HttpError && err.code === 'product-sold')) throw err;
    if (!(await refund({ payments, log }, { transactionId, bookingId, reason: 'product-sold' }))) {
      throw new RefundPendingError('product-sold-refund-pending');
    }
    throw conflict('product-sold-refunded');
  }
  if (recorded.created) metrics.paymentRecorded(payments.name);
  else if (recorded.transactionId !== transactionId) {
    if (!(await refund({ payments, log }, { transactionId, bookingId, reason: 'paid-twice' }))) {
      throw new RefundPendingError('booking-paid-refund-pending');
    }
    throw conflict('booking-paid-refunded');
  }
  return recorded;
}

/** Gives a payment back; false (and logged for a person to finish) when the provider cannot be reached. */
export async function refund(
  { payments, log }: Pick<Settling, 'payments' | 'log'>,
  input: Parameters<PaymentProvider['refund']>[0],
): Promise<boolean> {
  try {
    await payments.refund(input);
    return true;
  } catch (err) {
    log.error({ err, ...input }, 'refund failed');
    return false;
  }
}
