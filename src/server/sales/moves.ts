import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LIMITS, type BookingMove, type BookingState } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { LIVE_BOOKING_INDEX, uniqueViolation } from '../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import { bookingsRepository, type Deal } from '../bookings/repository.ts';
import { productsRepository } from '../products/repository.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { refundPayment } from './refund.ts';
import { saleCompleted } from '../reviews/sale-completed.ts';
import { tellMove } from './tell-move.ts';
import { assertTransition, BOOKING_TRANSITIONS, transitionOf, type Mover, type Rule, type Transition } from './states.ts';

/*
 * Making the moves of states.ts: each in one transaction with what it records and whom it tells, the
 * jobs of the clock's moves queued with the moves that start their time (a cash hold lapses 72 hours on;
 * money held is released 7 days after the handover).
 */

const HOUR = 3_600_000;
export const LAPSE_JOB = 'booking.lapse';
export const RELEASE_JOB = 'booking.release';
const jobData = z.object({ bookingId: z.uuid() });

export type MoveCtx = Pick<AppContext, 'db' | 'events' | 'clock' | 'jobs' | 'payments'> & { log: FastifyBaseLogger };

/** Who is acting: their id, name and whether they are an admin. */
export interface Actor {
  id: string;
  name: string;
  admin: boolean;
}

/** The parts the actor plays in a booking: its buyer, its seller, an admin (one person may be several, in tests and demos). */
export function moversOf(deal: Pick<Deal, 'buyerId' | 'sellerId'>, actor: Actor): Mover[] {
  const movers: Mover[] = [];
  if (deal.buyerId === actor.id) movers.push('buyer');
  if (deal.sellerId === actor.id) movers.push('seller');
  if (actor.admin) movers.push('admin');
  return movers;
}

/** What a move records besides the state, by transition. */
function fieldsOf(transition: Transition, now: Date, ender: 'buyer' | 'seller' | 'admin' | 'clock', reason?: string) {
  switch (transition) {
    case 'choose-cash':
      return { method: 'cod' as const, holdUntil: new Date(now.getTime() + LIMITS.cashHoldHours * HOUR) };
    case 'paid-in-cash':
      return { paid: true, handedOverAt: now, closedAt: now };
    case 'handed-over':
      return { handedOverAt: now };
    case 'received':
    case 'release':
    case 'release-due':
      return { closedAt: now };
    case 'dispute':
      // Kept once the dispute is resolved: an upheld one (refunded) counts against the seller's trusted badge.
      return { reason, disputedAt: now };
    case 'cancel':
    case 'lapse':
      return { closedAt: now, endedBy: ender, ...(reason ? { reason } : {}) };
    default:
      return {};
  }
}

/**
 * Makes a person's move on a booking (POST /api/bookings/:id/:move): checked against states.ts for the
 * parts they play; a cancel and a dispute need a reason. Refunds go through refund.ts. `seen`: the state
 * the mover's page showed; when the booking has moved since (a payment landed, the other side moved), the
 * move meant for that state is not made (409 `booking-state-changed`).
 */
export async function moveBooking(
  ctx: MoveCtx,
  bookingId: string,
  move: BookingMove,
  actor: Actor,
  { reason, seen }: { reason?: string; seen?: BookingState } = {},
): Promise<void> {
  const deal = await bookingsRepository(ctx.db).dealOf(bookingId);
  if (!deal) throw notFound('booking-not-found');
  const movers = moversOf(deal, actor);
  // Someone with no part in it learns nothing of it.
  if (movers.length === 0) throw notFound('booking-not-found');
  if (seen && seen !== deal.state) throw conflict('booking-state-changed');
  const transition = transitionOf(move, deal.state);
  assertTransition(transition, deal.state, movers);
  const rule: Rule = BOOKING_TRANSITIONS[transition];
  if (rule.reason && !reason?.trim()) throw badRequest('reason-required');
  const ender = movers.includes('buyer') ? 'buyer' : movers.includes('seller') ? 'seller' : 'admin';
  if (transition === 'refund' || transition === 'cancel-paid') {
    await refundPayment(ctx, deal, transition, { ender, reason: reason?.trim(), actor });
    return;
  }
  if (transition === 'pay' || transition === 'pay-review') throw conflict('booking-move-not-allowed');
  await applyMove(ctx, deal, transition, { ender, reason: reason?.trim(), actor: { id: actor.id, name: actor.name } });
}

/** The clock's moves, run by their jobs: a repeat, or a booking that moved on meanwhile, changes nothing. */
export function declareBookingClock(ctx: MoveCtx): void {
  const clockMove = (transition: 'lapse' | 'release-due') => async (data: object) => {
    const parsed = jobData.safeParse(data);
    if (!parsed.success) return;
    const deal = await bookingsRepository(ctx.db).dealOf(parsed.data.bookingId);
    if (!deal || !(BOOKING_TRANSITIONS[transition].from as readonly BookingState[]).includes(deal.state)) return;
    const due =
      transition === 'lapse' ? deal.holdUntil : deal.handedOverAt && new Date(deal.handedOverAt.getTime() + LIMITS.releaseDays * 24 * HOUR);
    // Queued for its time by the app's clock; a try that runs early (the database's clock ahead) runs again later.
    if (!due || due.getTime() > ctx.clock.now()) throw new Error(`booking ${deal.id} is not due to ${transition} yet`);
    await applyMove(ctx, deal, transition, { ender: 'clock', actor: { id: null, name: '' } });
  };
  ctx.jobs.work(LAPSE_JOB, clockMove('lapse'));
  ctx.jobs.work(RELEASE_JOB, clockMove('release-due'));
}

/** The buyer pays in cash when they meet: the laptop is held for them (the lapse queued), nothing is paid yet. */
export async function chooseCash(ctx: MoveCtx, bookingId: string, actor: Actor): Promise<void> {
  const deal = await bookingsRepository(ctx.db).dealOf(bookingId);
  if (!deal) throw notFound('booking-not-found');
  assertTransition('choose-cash', deal.state, moversOf(deal, actor));
  await applyMove(ctx, deal, 'choose-cash', { ender: 'buyer', actor: { id: actor.id, name: actor.name } });
}

type PersonOrClockMove = Exclude<Transition, 'pay' | 'pay-review' | 'refund' | 'cancel-paid'>;

/** One move, in one transaction: the booking's row from where it stood, what goes with it, the news, the jobs. */
async function applyMove(
  ctx: MoveCtx,
  deal: Deal,
  transition: PersonOrClockMove,
  who: { ender: 'buyer' | 'seller' | 'admin' | 'clock'; reason?: string; actor: { id: string | null; name: string } },
): Promise<void> {
  const rule = BOOKING_TRANSITIONS[transition];
  const now = new Date(ctx.clock.now());
  try {
    await ctx.events.transaction(async (tx, tell) => {
      const moved = await bookingsRepository(tx).move(deal.id, [deal.state], rule.to, fieldsOf(transition, now, who.ender, who.reason));
      // It moved meanwhile (another tab, the other side, the clock, a refund): this move is refused, nothing written.
      if (!moved) throw conflict('booking-state-changed');
      await recordWith(ctx, tx, moved, transition, now);
      await tellMove(tell, moved, rule.to, who.actor, who.reason);
      // A completed sale: counted for the seller, and both sides invited to review each other.
      await saleCompleted(tx, tell, moved, rule.to);
    });
  } catch (err) {
    if (uniqueViolation(err) === LIVE_BOOKING_INDEX) throw conflict('product-reserved');
    throw err;
  }
}

/** What a move writes besides the booking: a cash payment and the sale, a release, the jobs of the clock. */
async function recordWith(ctx: MoveCtx, tx: Db, deal: Deal, transition: Transition, now: Date): Promise<void> {
  switch (transition) {
    case 'choose-cash':
      await ctx.jobs.send(LAPSE_JOB, { bookingId: deal.id }, { startAfter: deal.holdUntil!, tx });
      return;
    case 'handed-over':
      await ctx.jobs.send(
        RELEASE_JOB,
        { bookingId: deal.id },
        { startAfter: new Date(now.getTime() + LIMITS.releaseDays * 24 * HOUR), tx },
      );
      return;
    case 'paid-in-cash': {
      await paymentsRepository(tx).recordCash(deal);
      if (deal.productId && !(await productsRepository(tx).markSold(deal.productId))) throw conflict('product-sold');
      return;
    }
    case 'received':
    case 'release':
    case 'release-due':
      await paymentsRepository(tx).markReleased(deal.id, now);
      return;
    default:
      return;
  }
}
