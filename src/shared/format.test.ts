import { describe, expect, it } from 'vitest';
import { formatTk } from './format.ts';

describe('formatTk', () => {
  it('groups thousands, then lakhs, after the currency label', () => {
    expect(formatTk(0)).toBe('Tk. 0');
    expect(formatTk(950)).toBe('Tk. 950');
    expect(formatTk(45_000)).toBe('Tk. 45,000');
    expect(formatTk(160_000)).toBe('Tk. 1,60,000');
    expect(formatTk(12_500_000)).toBe('Tk. 1,25,00,000');
  });
});
