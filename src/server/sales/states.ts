import type { BookingMove, BookingState } from '#shared/constants.ts';
import { conflict, forbidden } from '../http-error.ts';

/*
 * A booking's states and the moves between them: the one table every route, callback and job goes
 * through (architecture §5; product "Paying and the money held").
 *
 *   booked ──(pay: provider)──────────────► held ──(handed-over: seller)──► handed-over ──(received: buyer,
 *     │    └─(pay, risk flagged: provider)► review ─(approve: admin)─► held        or the clock 7 days on)─► released
 *     ├──(choose-cash: buyer)──► cash ──(paid-in-cash: seller)──► sold-cash
 *     │                           ├──(cancel: buyer | seller, a reason)──► cancelled
 *     │                           └──(lapse: the clock, 72 hours on)─────► lapsed
 *     └──(cancel: buyer | seller)──► cancelled
 *   held ──(cancel-paid: buyer | seller, before the handover)──► refunded (in full; the laptop on sale again)
 *   held | handed-over ──(dispute: buyer, a reason)──► disputed
 *   held | handed-over | disputed | review ──(release: admin)──► released   ──(refund: admin)──► refunded
 *
 * `released`, `sold-cash`, `refunded`, `cancelled` and `lapsed` are final. Money moves only in `pay`
 * (the provider took it), `refund` and `cancel-paid` (given back through the provider that took it);
 * `release` and `received` move it on Market's books, from held to the seller's balance.
 */

/** Who makes a move: the booking's buyer or seller, an admin, the clock (a job), or a payment provider's confirmed word. */
export type Mover = 'buyer' | 'seller' | 'admin' | 'clock' | 'provider';

export type Transition =
  | 'pay'
  | 'pay-review'
  | 'choose-cash'
  | 'paid-in-cash'
  | 'handed-over'
  | 'received'
  | 'release-due'
  | 'dispute'
  | 'cancel'
  | 'cancel-paid'
  | 'lapse'
  | 'approve'
  | 'release'
  | 'refund';

export interface Rule {
  from: readonly BookingState[];
  to: BookingState;
  by: readonly Mover[];
  /** What the move records besides the state, for the reader of this table. */
  records: string;
  /** Whether the person must say why (shown to the other side). */
  reason?: true;
  /** Whether money goes back to the buyer through its provider. */
  refunds?: true;
}

export const BOOKING_TRANSITIONS = {
  pay: { from: ['booked', 'cash'], to: 'held', by: ['provider'], records: 'the payment (once); the laptop sold' },
  'pay-review': {
    from: ['booked', 'cash'],
    to: 'review',
    by: ['provider'],
    records: 'the payment (once), held for an admin: the provider flagged its risk; the laptop sold',
  },
  'choose-cash': { from: ['booked'], to: 'cash', by: ['buyer'], records: 'the method; the laptop held for 72 hours' },
  'paid-in-cash': { from: ['cash'], to: 'sold-cash', by: ['seller'], records: 'a cash payment; the handover; the laptop sold' },
  'handed-over': { from: ['held'], to: 'handed-over', by: ['seller'], records: 'the handover; the release due 7 days on' },
  received: { from: ['held', 'handed-over'], to: 'released', by: ['buyer'], records: 'the release' },
  'release-due': { from: ['handed-over'], to: 'released', by: ['clock'], records: 'the release' },
  dispute: { from: ['held', 'handed-over'], to: 'disputed', by: ['buyer'], records: 'the reason', reason: true },
  cancel: { from: ['booked', 'cash'], to: 'cancelled', by: ['buyer', 'seller'], records: 'who and why; the laptop free', reason: true },
  'cancel-paid': {
    from: ['held'],
    to: 'refunded',
    by: ['buyer', 'seller'],
    records: 'who and why; the refund in full; the laptop on sale again',
    reason: true,
    refunds: true,
  },
  lapse: { from: ['cash'], to: 'lapsed', by: ['clock'], records: 'the laptop free' },
  approve: { from: ['review'], to: 'held', by: ['admin'], records: 'nothing more' },
  release: { from: ['held', 'handed-over', 'disputed', 'review'], to: 'released', by: ['admin'], records: 'the release' },
  refund: {
    from: ['held', 'handed-over', 'disputed', 'review'],
    to: 'refunded',
    by: ['admin'],
    records: 'the refund in full; the laptop on sale again unless it was handed over',
    refunds: true,
  },
} as const satisfies Record<Transition, Rule>;

/** Which transition a person's move is, from where the booking stands: the seller's handover of a cash booking is its payment too. */
export function transitionOf(move: BookingMove, state: BookingState): Transition {
  if (move === 'handed-over') return state === 'cash' ? 'paid-in-cash' : 'handed-over';
  if (move === 'cancel') return state === 'held' ? 'cancel-paid' : 'cancel';
  return move;
}

export type BookingRefusal = 'booking-move-not-allowed' | 'booking-move-not-yours';

/** Why `mover` may not make `transition` from `state`, or null when they may. */
export function refusalOf(transition: Transition, state: BookingState, movers: readonly Mover[]): BookingRefusal | null {
  const rule: Rule = BOOKING_TRANSITIONS[transition];
  if (!rule.by.some((by) => movers.includes(by))) return 'booking-move-not-yours';
  if (!rule.from.includes(state)) return 'booking-move-not-allowed';
  return null;
}

/** The state `transition` leads to; 403 when it is not the caller's to make, 409 when the booking's state forbids it. */
export function assertTransition(transition: Transition, state: BookingState, movers: readonly Mover[]): BookingState {
  const refusal = refusalOf(transition, state, movers);
  if (refusal === 'booking-move-not-yours') throw forbidden(refusal);
  if (refusal) throw conflict(refusal);
  return BOOKING_TRANSITIONS[transition].to;
}

/** The moves a person may make on a booking now: the buttons My Orders, My Sales and All Orders show them. */
export function movesOpenTo(state: BookingState, movers: readonly Mover[], moves: readonly BookingMove[]): BookingMove[] {
  return moves.filter((move) => refusalOf(transitionOf(move, state), state, movers) === null);
}

/** Whether money paid for a booking in this state is still held by Market. */
export const isHeld = (state: BookingState) => state === 'held' || state === 'review' || state === 'handed-over' || state === 'disputed';
