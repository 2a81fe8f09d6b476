import { describe, expect, it } from 'vitest';
import { DEAL_TEXTS } from '#shared/texts/deals.ts';
import { explainDeal } from './explainDeal.ts';

const e = DEAL_TEXTS.explain;
const none = { holdUntil: null, handedOverAt: null, reason: null };

describe('explainDeal', () => {
  it('tells each side of a cash booking until when the laptop is held (Bangladesh time)', () => {
    const cash = { ...none, state: 'cash' as const, holdUntil: '2026-11-04T12:00:00.000Z' };
    expect(explainDeal(cash, 'buyer')).toEqual([e.cashBuyer('4 November at 6:00 pm')]);
    expect(explainDeal(cash, 'seller')).toEqual([e.cashSeller('4 November at 6:00 pm')]);
    expect(explainDeal(cash, 'admin')).toEqual([]);
  });

  it('dates the release of a handed-over laptop seven days after the handover', () => {
    const handedOver = { ...none, state: 'handed-over' as const, handedOverAt: '2026-11-01T04:00:00.000Z' };
    expect(explainDeal(handedOver, 'buyer')).toEqual([e.handedOverBuyer('8 November at 10:00 am')]);
    expect(explainDeal(handedOver, 'seller')).toEqual([e.handedOverSeller('8 November at 10:00 am')]);
  });

  it('adds the reason given for a cancel or a dispute', () => {
    expect(explainDeal({ ...none, state: 'disputed', reason: 'Not as described' }, 'seller')).toEqual([
      e.disputed,
      e.reason('Not as described'),
    ]);
    expect(explainDeal({ ...none, state: 'cancelled', reason: 'We could not meet' }, 'buyer')).toEqual([e.reason('We could not meet')]);
  });

  it('says nothing more than the badge where there is nothing to add', () => {
    expect(explainDeal({ ...none, state: 'booked' }, 'buyer')).toEqual([]);
    expect(explainDeal({ ...none, state: 'released' }, 'seller')).toEqual([]);
  });
});
