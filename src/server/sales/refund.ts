import { z } from 'zod';
import type { BookingState } from '#shared/constants.ts';
import { HttpError, conflict } from '../http-error.ts';
import type { Deal } from '../bookings/repository.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { checkoutsRepository } from '../checkouts/repository.ts';
import { isRefunding, paymentsRepository, type PaymentRow } from '../payments/repository.ts';
import { listingWentPublic } from '../products/went-public.ts';
import type { Actor, MoveCtx } from './moves.ts';
import { tellMove } from './tell-move.ts';
import { BOOKING_TRANSITIONS } from './states.ts';

/*
 * Money back to the buyer, through the provider that took it, in full and once (states.ts's `refund` and
 * `cancel-paid`), in three steps:
 *
 * 1. The claim, one transaction before any provider is called: the booking moves from the state the
 *    mover saw to `refunded` (a conditional update, so a release, a handover or another refund racing it
 *    finds the booking moved and gets 409), the payment is marked as being refunded, and a job is queued
 *    to finish the refund should this process stop before it has.
 * 2. The provider's refund, outside any transaction.
 * 3. The record: the refund's reference on the payment, the laptop on sale again, both sides told.
 *
 * A provider that refuses (its answer says nothing was given back) puts the claim back: the booking is where
 * it was and the mover may try again (503). A provider whose answer is unknown (unreachable, timed out) may
 * have given the money back: the claim stays, the booking refunded, and the job asks the provider again until
 * it answers; a provider
 * refuses a second refund of money already given back (Stripe's by its idempotency key), so the money
 * moves once.
 */

export const REFUND_JOB = 'booking.refund';
/** How long a claimed refund is left to its mover before the job takes it over (the provider's timeout is 30 s). */
const REFUND_TAKEOVER_MS = 5 * 60_000;

const refundJob = z.object({
  bookingId: z.uuid(),
  paymentId: z.uuid(),
  transition: z.enum(['refund', 'cancel-paid']),
  ender: z.enum(['buyer', 'seller', 'admin']),
  reason: z.string().optional(),
  actor: z.object({ id: z.string(), name: z.string() }),
});
type RefundJob = z.infer<typeof refundJob>;

/** Whether a provider's error says for certain that it gave nothing back (a refusal), rather than an unknown outcome. */
const refused = (err: unknown) => (err as { kind?: string } | null)?.kind === 'rejected';

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

/** A person's refund (an admin's `refund`, a party's `cancel-paid`): claimed, given back, recorded. */
export async function refundPayment(
  ctx: MoveCtx,
  deal: Deal,
  transition: 'refund' | 'cancel-paid',
  who: { ender: 'buyer' | 'seller' | 'admin'; reason?: string; actor: Actor },
): Promise<void> {
  const rule = BOOKING_TRANSITIONS[transition];
  const now = new Date(ctx.clock.now());
  const job: Omit<RefundJob, 'paymentId'> = {
    bookingId: deal.id,
    transition,
    ender: who.ender,
    reason: who.reason,
    actor: { id: who.actor.id, name: who.actor.name },
  };
  const payment = await ctx.db.transaction(async (tx) => {
    const moved = await bookingsRepository(tx).move(deal.id, [deal.state], rule.to, { closedAt: now, endedBy: who.ender });
    // Released, handed over, refunded or disputed meanwhile: this refund is not made, nothing is written.
    if (!moved) throw conflict('booking-state-changed');
    const claimed = await paymentsRepository(tx).claimRefund(deal.id);
    if (!claimed) throw conflict('refund-in-progress');
    await ctx.jobs.send(REFUND_JOB, { ...job, paymentId: claimed.id }, { startAfter: new Date(now.getTime() + REFUND_TAKEOVER_MS), tx });
    return claimed;
  });
  let reference: string;
  try {
    reference = await refundThroughProvider(ctx, payment, who.reason ?? transition);
  } catch (err) {
    if (refused(err)) {
      ctx.log.error({ err, bookingId: deal.id, provider: payment.provider }, 'refund refused');
      await putBack(ctx, deal.state, payment);
      throw new HttpError(503, 'payments-unavailable');
    }
    // Unknown: the money may well have gone back, so the booking stays refunded and the job asks again.
    ctx.log.warn({ err, bookingId: deal.id, provider: payment.provider }, 'refund not confirmed: the refund job will ask again');
    return;
  }
  await recordRefund(ctx, { ...job, paymentId: payment.id }, reference);
}

/** The provider refused: the booking goes back to where the mover found it, the payment unclaimed. */
async function putBack(ctx: MoveCtx, from: BookingState, payment: PaymentRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await paymentsRepository(tx).dropRefundClaim(payment.id)) {
      await bookingsRepository(tx).move(payment.bookingId, ['refunded'], from, { closedAt: null, endedBy: null });
    }
  });
}

/** The refund made: recorded once (the mover and the job may both get here), the laptop on sale again, both sides told. */
async function recordRefund(ctx: MoveCtx, job: RefundJob, reference: string): Promise<void> {
  const now = new Date(ctx.clock.now());
  await ctx.events.transaction(async (tx, tell) => {
    const payment = await paymentsRepository(tx).markRefunded(job.paymentId, { reference, at: now });
    if (!payment) return;
    const moved = await bookingsRepository(tx).move(job.bookingId, ['refunded'], 'refunded', job.reason ? { reason: job.reason } : {});
    if (!moved) return;
    // Money went back before the laptop changed hands: it is on sale again, for a listing's 30 days.
    if (moved.productId && !moved.handedOverAt) await listingWentPublic(ctx, moved.productId, { tx, tell, because: 'relisted' });
    await tellMove(tell, moved, 'refunded', job.actor, job.reason);
  });
}

/** The job that finishes a refund whose mover stopped before recording it, or whose provider did not answer. */
export function declareRefunds(ctx: MoveCtx): void {
  ctx.jobs.work(
    REFUND_JOB,
    async (data) => {
      const parsed = refundJob.safeParse(data);
      if (!parsed.success) return;
      const payment = await paymentsRepository(ctx.db).findById(parsed.data.paymentId);
      // Recorded by its mover, or put back after the provider's refusal.
      if (!payment || !isRefunding(payment)) return;
      const reference = await refundThroughProvider(ctx, payment, parsed.data.reason ?? parsed.data.transition);
      await recordRefund(ctx, parsed.data, reference);
    },
    // A day of tries; a refusal each time (the money may have gone back on a try whose answer was lost) is
    // logged as failed for good, for a person to compare with the provider's books.
    { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 },
  );
}
