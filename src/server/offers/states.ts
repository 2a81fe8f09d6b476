import { OFFER_ACTIONS, type OfferAction, type OfferState, type Party } from '#shared/constants.ts';
import { conflict, forbidden } from '../http-error.ts';

/*
 * An offer's states and the moves between them (product §4, "Offer"): the one table every route and the
 * expiry job go through.
 *
 *                 ┌──(accept: the party it waits on)──► accepted   (a booking at its amount)
 *                 ├──(decline: the party it waits on)─► declined
 *   (make) ─► open ┼──(counter: the party it waits on)─► countered  (a new open offer, theirs, replaces it)
 *                 ├──(withdraw: its maker)───────────► withdrawn
 *                 └──(expire: the clock, once due)───► expired
 *
 * The buyer makes an offer; the seller counters it, and then the buyer may answer the seller's. Every
 * state but `open` is final. A person's move comes before the offer's time is out; the clock's, after it.
 */

/** Who makes a move: the offer's maker, the party it waits on (the other side), or the clock. */
export type Mover = 'maker' | 'recipient' | 'clock';
export type OfferMove = OfferAction | 'expire';

interface Rule {
  from: OfferState;
  to: OfferState;
  by: Mover;
  /** `in-time`: only before the offer expires; `due`: only once it has. */
  when: 'in-time' | 'due';
}

export const OFFER_MOVES = {
  accept: { from: 'open', to: 'accepted', by: 'recipient', when: 'in-time' },
  decline: { from: 'open', to: 'declined', by: 'recipient', when: 'in-time' },
  counter: { from: 'open', to: 'countered', by: 'recipient', when: 'in-time' },
  withdraw: { from: 'open', to: 'withdrawn', by: 'maker', when: 'in-time' },
  expire: { from: 'open', to: 'expired', by: 'clock', when: 'due' },
} as const satisfies Record<OfferMove, Rule>;

/** Who may make an offer that answers none: the buyer (the seller answers with a counter-offer). */
export const OFFER_MAKER: Party = 'buyer';

/** What an offer is to the moves: who made it, where it stands, when it expires. */
export interface OfferFacts {
  by: Party;
  state: OfferState;
  expiresAt: Date;
}

/** Why a move may not be made: a code of the API, or, for the clock's move, that the time has not come. */
export type Refusal = 'offer-not-open' | 'offer-not-yours' | 'offer-not-your-turn' | 'offer-expired' | 'not-due';

const moverOf = (offer: OfferFacts, caller: Party | 'clock'): Mover =>
  caller === 'clock' ? 'clock' : offer.by === caller ? 'maker' : 'recipient';

/** Why `caller` may not make `move` on the offer at `now`, or null when they may. */
export function refusalOf(move: OfferMove, offer: OfferFacts, caller: Party | 'clock', now: number): Refusal | null {
  const rule: Rule = OFFER_MOVES[move];
  if (offer.state !== rule.from) return 'offer-not-open';
  const mover = moverOf(offer, caller);
  if (mover !== rule.by) return rule.by === 'maker' ? 'offer-not-yours' : 'offer-not-your-turn';
  const due = offer.expiresAt.getTime() <= now;
  if (rule.when === 'in-time' && due) return 'offer-expired';
  if (rule.when === 'due' && !due) return 'not-due';
  return null;
}

/** The state `move` leads to; 409 when the offer's state or time forbids it, 403 when it is not the caller's to make. */
export function assertMove(move: OfferAction, offer: OfferFacts, caller: Party, now: number): OfferState {
  const refusal = refusalOf(move, offer, caller, now);
  if (refusal === 'offer-not-yours' || refusal === 'offer-not-your-turn') throw forbidden(refusal);
  // A person's move is never refused as not due: only the clock's waits for the time.
  if (refusal) throw conflict(refusal === 'offer-expired' ? 'offer-expired' : 'offer-not-open');
  return OFFER_MOVES[move].to;
}

/** The moves `viewer` may make on the offer now: the buttons its card shows them. */
export function movesOpenTo(offer: OfferFacts, viewer: Party | null, now: number): OfferAction[] {
  if (!viewer) return [];
  return OFFER_ACTIONS.filter((move) => refusalOf(move, offer, viewer, now) === null);
}
