import { describe, expect, it } from 'vitest';
import { isRisky } from './risky.ts';

describe('isRisky', () => {
  it.each([
    'Please send 500 tk advance first',
    'Send the delivery charge to my bKash',
    'My nagad number is 01711000000',
    'Tell me the OTP you received',
    'what is your PIN?',
    'See more photos at https://example.com/laptop',
    'check bit.ly/abc',
    'বিকাশে টাকা পাঠান',
  ])('warns about %j', (text) => {
    expect(isRisky(text)).toBe(true);
  });

  it.each([
    'Is this still available?',
    'What is the battery health?',
    'The spinning disk was replaced with an SSD',
    'Shopping mall at 5 pm?',
  ])('lets %j be', (text) => {
    expect(isRisky(text)).toBe(false);
  });
});
