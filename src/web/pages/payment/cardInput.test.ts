import { describe, expect, it } from 'vitest';
import { digits, formatCardNumber, formatExpiry } from './cardInput.ts';

describe('sandbox card input', () => {
  it('groups a card number by four and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12345')).toBe('12/34');
  });

  it('keeps at most four CVC digits', () => {
    expect(digits('12a34 5', 4)).toBe('1234');
  });
});
