import { describe, expect, it } from 'vitest';
import { formatAgo, formatDayTime, formatShortDay, formatTk } from './format.ts';

describe('formatTk', () => {
  it('groups thousands, then lakhs, after the currency label', () => {
    expect(formatTk(0)).toBe('Tk. 0');
    expect(formatTk(950)).toBe('Tk. 950');
    expect(formatTk(45_000)).toBe('Tk. 45,000');
    expect(formatTk(160_000)).toBe('Tk. 1,60,000');
    expect(formatTk(12_500_000)).toBe('Tk. 1,25,00,000');
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now - ms).toISOString();
  const MINUTE = 60_000;

  it('says how long ago, in the largest whole unit, up to a week', () => {
    expect(formatAgo(before(0), now)).toBe('now');
    expect(formatAgo(before(59_000), now)).toBe('now');
    expect(formatAgo(before(5 * MINUTE), now)).toBe('5 min. ago');
    expect(formatAgo(before(3 * 60 * MINUTE + 59 * MINUTE), now)).toBe('3 hr. ago');
    expect(formatAgo(before(26 * 60 * MINUTE), now)).toBe('yesterday');
    expect(formatAgo(before(3 * 24 * 60 * MINUTE), now)).toBe('3 days ago');
  });

  it('gives the day after a week, with the year only when it is not this one', () => {
    expect(formatAgo('2026-02-01T06:00:00Z', now)).toBe('1 Feb');
    expect(formatAgo('2025-12-24T06:00:00Z', now)).toBe('24 December 2025');
  });

  it('takes a time a little ahead (another clock) as now', () => {
    expect(formatAgo(before(-30_000), now)).toBe('now');
  });
});

describe('formatDayTime', () => {
  it('gives the day and the time in Bangladesh, whatever the time zone of the machine', () => {
    expect(formatDayTime('2026-11-28T09:40:00Z')).toBe('28 November at 3:40 pm');
    expect(formatDayTime('2026-11-28T18:05:00Z')).toBe('29 November at 12:05 am');
  });
});

describe('formatShortDay', () => {
  it('gives the day in Bangladesh with the month cut short', () => {
    expect(formatShortDay('2026-03-05T12:30:00Z')).toBe('5 Mar 2026');
    expect(formatShortDay('2026-09-30T20:05:00Z')).toBe('1 Oct 2026');
  });
});
