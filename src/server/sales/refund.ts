import { HttpError, conflict } from '../http-error.ts';
import type { Deal } from '../bookings/repository.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { checkoutsRepository } from '../checkouts/repository.ts';
import { paymentsRepository, type PaymentRow } from '../payments/repository.ts';
import { listingWentPublic } from '../products/went-public.ts';
import type { Actor, MoveCtx } from './moves.ts';
import { tellMove } from './tell-move.ts';
import { BOOKING_TRANSITIONS } from './states.ts';

/*
 * Money back to the buyer, through the provider that took it, in full and once (states.ts's `refund` and
 * `cancel-paid`). The payment is claimed first, so two refunds of one payment cannot both reach the
 * provider; the provider is called outside any transaction; then the payment, the booking and the
 * product are written together. A provider that cannot be reached leaves everything as it was (503).
 */

/** Gives a payment back through its provider: the provider's id of the refund. */
async function refundThroughProvider(ctx: MoveCtx, payment: PaymentRow, reason: string): Promise<string> {
  if (payment.method === 'card') {
    const card = ctx.payments.card;
    if (!card || card.name !== payment.provider)
      throw new Error(`the card provider ${payment.provider} that took payment ${payment.id} is not configured`);
    await card.refund({ transactionId: payment.transactionId, bookingId: payment.bookingId, reason: 'booking-gone' });
    return `refund-${payment.transactionId}`;
  }
  const gateway = payment.method === 'bkash' || payment.method === 'sslcommerz' ? ctx.payments.gateways[payment.method] : undefined;
  const checkout = payment.checkoutId ? await checkoutsRepository(ctx.db).findById(payment.checkoutId) : null;
  if (!gateway || gateway.provider !== payment.provider || !checkout) {
    throw new Error(`the provider ${payment.provider} that took payment ${payment.id} is not configured`);
  }
  return gateway.refund(checkout, payment.price, reason);
}

export async function refundPayment(
  ctx: MoveCtx,
  deal: Deal,
  transition: 'refund' | 'cancel-paid',
  who: { ender: 'buyer' | 'seller' | 'admin'; reason?: string; actor: Actor },
): Promise<void> {
  const rule = BOOKING_TRANSITIONS[transition];
  const payments = paymentsRepository(ctx.db);
  const payment = await payments.claimRefund(deal.id);
  if (!payment) throw conflict('refund-in-progress');
  let reference: string;
  try {
    reference = await refundThroughProvider(ctx, payment, who.reason ?? transition);
  } catch (err) {
    await payments.dropRefundClaim(payment.id);
    ctx.log.error({ err, bookingId: deal.id, provider: payment.provider }, 'refund failed');
    throw new HttpError(503, 'payments-unavailable');
  }
  const now = new Date(ctx.clock.now());
  await ctx.events.transaction(async (tx, tell) => {
    await paymentsRepository(tx).markRefunded(payment.id, { amount: payment.price, reference, at: now });
    const moved = await bookingsRepository(tx).move(deal.id, rule.from, rule.to, {
      closedAt: now,
      endedBy: who.ender,
      ...(who.reason ? { reason: who.reason } : {}),
    });
    // Money went back before the laptop changed hands: it is on sale again, for a listing's 30 days.
    if (moved?.productId && !moved.handedOverAt) await listingWentPublic(ctx, moved.productId, { tx, tell, because: 'relisted' });
    if (moved) await tellMove(tell, moved, rule.to, who.actor, who.reason);
    else ctx.log.error({ bookingId: deal.id }, 'refunded a payment whose booking moved meanwhile');
  });
}
