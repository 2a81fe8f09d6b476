import { describe, expect, it } from 'vitest';
import { en } from '#shared/texts/en.ts';
import { makeLocale } from '../i18n/locale.tsx';
import { DEAL_TEXTS } from '#shared/texts/deals.ts';
import { explainDeal } from './explainDeal.ts';

const e = DEAL_TEXTS.explain;
const none = { holdUntil: null, handedOverAt: null, reason: null };

const english = makeLocale('en', en);

describe('explainDeal', () => {
  it('tells each side of a cash booking until when the laptop is held (Bangladesh time)', () => {
    const cash = { ...none, state: 'cash' as const, holdUntil: '2026-11-04T12:00:00.000Z' };
    expect(explainDeal(cash, 'buyer', english)).toEqual([e.cashBuyer('4 November at 6:00 pm')]);
    expect(explainDeal(cash, 'seller', english)).toEqual([e.cashSeller('4 November at 6:00 pm')]);
    expect(explainDeal(cash, 'admin', english)).toEqual([]);
  });

  it('dates the release of a handed-over laptop seven days after the handover', () => {
    const handedOver = { ...none, state: 'handed-over' as const, handedOverAt: '2026-11-01T04:00:00.000Z' };
    expect(explainDeal(handedOver, 'buyer', english)).toEqual([e.handedOverBuyer('8 November at 10:00 am')]);
    expect(explainDeal(handedOver, 'seller', english)).toEqual([e.handedOverSeller('8 November at 10:00 am')]);
  });

  it('adds the reason given for a cancel or a dispute', () => {
    expect(explainDeal({ ...none, state: 'disputed', reason: 'Not as described' }, 'seller', english)).toEqual([
      e.disputed,
      e.reason('Not as described'),
    ]);
    expect(explainDeal({ ...none, state: 'cancelled', reason: 'We could not meet' }, 'buyer', english)).toEqual([
      e.reason('We could not meet'),
    ]);
  });

  it('says nothing more than the badge where there is nothing to add', () => {
    expect(explainDeal({ ...none, state: 'booked' }, 'buyer', english)).toEqual([]);
    expect(explainDeal({ ...none, state: 'released' }, 'seller', english)).toEqual([]);
  });
});
