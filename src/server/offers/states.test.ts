import { describe, expect, test } from 'vitest';
import { OFFER_ACTIONS, OFFER_STATES, type OfferState, type Party } from '#shared/constants.ts';
import { assertMove, movesOpenTo, OFFER_MOVES, refusalOf, type OfferMove } from './states.ts';

const NOW = Date.parse('2026-12-01T09:00:00Z');
const LATER = new Date(NOW + 60_000);
const EARLIER = new Date(NOW - 60_000);

const offer = (state: OfferState, by: Party = 'buyer', expiresAt = LATER) => ({ state, by, expiresAt });

describe('the table of offer states', () => {
  test('every move leaves open, and only open; every other state is final', () => {
    for (const rule of Object.values(OFFER_MOVES)) expect(rule.from).toBe('open');
    expect(new Set(Object.values(OFFER_MOVES).map((rule) => rule.to))).toEqual(new Set(OFFER_STATES.filter((s) => s !== 'open')));
  });

  test.each(OFFER_STATES.filter((s) => s !== 'open'))('%s: no move is open to anyone, 409 offer-not-open', (state) => {
    for (const move of [...OFFER_ACTIONS, 'expire'] as OfferMove[]) {
      for (const caller of ['buyer', 'seller', 'clock'] as const) expect(refusalOf(move, offer(state), caller, NOW)).toBe('offer-not-open');
    }
    for (const move of OFFER_ACTIONS) {
      expect(() => assertMove(move, offer(state), 'seller', NOW)).toThrow(
        expect.objectContaining({ statusCode: 409, code: 'offer-not-open' }),
      );
    }
  });

  test.each([
    ['buyer', 'seller'],
    ['seller', 'buyer'],
  ] as const)('an open offer by the %s: the %s accepts, declines or counters; its maker withdraws', (maker, recipient) => {
    const open = offer('open', maker);
    expect(movesOpenTo(open, recipient, NOW)).toEqual(['accept', 'decline', 'counter']);
    expect(movesOpenTo(open, maker, NOW)).toEqual(['withdraw']);
    expect(movesOpenTo(open, null, NOW)).toEqual([]);
    expect(assertMove('accept', open, recipient, NOW)).toBe('accepted');
    expect(assertMove('decline', open, recipient, NOW)).toBe('declined');
    expect(assertMove('counter', open, recipient, NOW)).toBe('countered');
    expect(assertMove('withdraw', open, maker, NOW)).toBe('withdrawn');
    for (const move of ['accept', 'decline', 'counter'] as const) {
      expect(() => assertMove(move, open, maker, NOW)).toThrow(expect.objectContaining({ statusCode: 403, code: 'offer-not-your-turn' }));
    }
    expect(() => assertMove('withdraw', open, recipient, NOW)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'offer-not-yours' }),
    );
  });

  test("once its time is out, no person's move is open (409 offer-expired), and the clock's is", () => {
    const due = offer('open', 'buyer', EARLIER);
    expect(movesOpenTo(due, 'seller', NOW)).toEqual([]);
    expect(movesOpenTo(due, 'buyer', NOW)).toEqual([]);
    expect(() => assertMove('accept', due, 'seller', NOW)).toThrow(expect.objectContaining({ statusCode: 409, code: 'offer-expired' }));
    expect(refusalOf('expire', due, 'clock', NOW)).toBeNull();
    expect(refusalOf('expire', offer('open'), 'clock', NOW)).toBe('not-due');
    // The very moment it expires counts as out of time.
    expect(refusalOf('expire', offer('open', 'buyer', new Date(NOW)), 'clock', NOW)).toBeNull();
    expect(refusalOf('accept', offer('open', 'buyer', new Date(NOW)), 'seller', NOW)).toBe('offer-expired');
  });

  test('nobody but the clock expires an offer, and the clock answers nothing else', () => {
    for (const caller of ['buyer', 'seller'] as const)
      expect(refusalOf('expire', offer('open', 'buyer', EARLIER), caller, NOW)).not.toBeNull();
    for (const move of OFFER_ACTIONS) expect(refusalOf(move, offer('open'), 'clock', NOW)).not.toBeNull();
  });
});
