import { describe, expect, it } from 'vitest';
import { en } from '#shared/texts/en.ts';
import { PAYMENT_TEXTS } from '#shared/texts/payment.ts';
import { stepDigits, stepProblem, WALLET_STEPS } from './walletSteps.ts';

const [wallet, otp, pin] = WALLET_STEPS;

describe("the sandbox wallet's steps", () => {
  it('keeps digits only, up to the length of each step', () => {
    expect(stepDigits(wallet, '0177-061 8575 9')).toBe('01770618575');
    expect(stepDigits(otp, '12a3456789')).toBe('123456');
    expect(stepDigits(pin, '121212')).toBe('12121');
  });

  it("refuses what the server's schema refuses, in the catalogue's words", () => {
    expect(stepProblem(wallet, '01770618575', en)).toBeNull();
    expect(stepProblem(wallet, '0177061857', en)).toBe(PAYMENT_TEXTS.wallet.invalid.wallet);
    // Not a Bangladeshi mobile number: 012 is no operator's prefix.
    expect(stepProblem(wallet, '01270618575', en)).toBe(PAYMENT_TEXTS.wallet.invalid.wallet);
    expect(stepProblem(otp, '123456', en)).toBeNull();
    expect(stepProblem(otp, '12345', en)).toBe(PAYMENT_TEXTS.wallet.invalid.otp);
    expect(stepProblem(pin, '12121', en)).toBeNull();
    expect(stepProblem(pin, '', en)).toBe(PAYMENT_TEXTS.wallet.invalid.pin);
  });
});
