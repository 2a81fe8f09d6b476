import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkCard, createSandboxProvider } from './sandbox.ts';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe('checkCard (the sandbox card form, architecture §7)', () => {
  it('accepts the published success numbers, with or without spaces and dashes', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242-4242-4242-4242')).toEqual({ ok: true });
    expect(card('5555555555554444')).toEqual({ ok: true });
    expect(card('378282246310005', '12/30', '1234')).toEqual({ ok: true }); // American Express: 15 digits
  });

  it('declines 4000 0000 0000 0002 as the provider does, card-declined ("Your card was declined.")', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card-declined', declined: true });
  });

  it("gives the provider's reason for its other decline numbers", () => {
    expect(card('4000000000009995')).toMatchObject({ ok: false, code: 'card-insufficient-funds', declined: true });
    expect(card('4000000000000069')).toMatchObject({ ok: false, code: 'card-expired', declined: true });
    expect(card('4000000000000127')).toMatchObject({ ok: false, code: 'card-cvc-incorrect', declined: true });
  });

  it('says an incomplete number is incomplete', () => {
    expect(card('4242 4242 4242')).toEqual({ ok: false, code: 'card-number-incomplete' });
    expect(card('')).toEqual({ ok: false, code: 'card-number-incomplete' });
    expect(card('37828224631000', '12/30', '1234')).toEqual({ ok: false, code: 'card-number-incomplete' });
  });

  it('says a number failing the Luhn check, too long or with letters is invalid', () => {
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, code: 'card-number-invalid' });
    expect(card('4242 4242 4242 4242 4242')).toEqual({ ok: false, code: 'card-number-invalid' });
    expect(card('4242 4242 abcd 4242')).toEqual({ ok: false, code: 'card-number-invalid' });
  });

  it('checks the expiry: MM/YY, a real month, not in the past', () => {
    expect(card('4242424242424242', '1/3')).toEqual({ ok: false, code: 'card-expiry-incomplete' });
    expect(card('4242424242424242', '13/30')).toEqual({ ok: false, code: 'card-expiry-incomplete' });
    expect(card('4242424242424242', '05/26')).toEqual({ ok: false, code: 'card-expiry-past' });
    expect(card('4242424242424242', '06/26')).toEqual({ ok: true }); // the current month is still valid
    expect(card('4242424242424242', ' 07 / 26 ')).toEqual({ ok: true });
  });

  it('checks the security code: 3 or 4 digits, 4 for American Express', () => {
    expect(card('4242424242424242', '12/30', '12')).toEqual({ ok: false, code: 'card-cvc-incomplete' });
    expect(card('4242424242424242', '12/30', '12a')).toEqual({ ok: false, code: 'card-cvc-incomplete' });
    expect(card('378282246310005', '12/30', '123')).toEqual({ ok: false, code: 'card-cvc-incomplete' });
  });
});

describe('sandbox provider', () => {
  const provider = createSandboxProvider('a-server-secret-of-at-least-32-characters');
  const bookingId = randomUUID();
  const visa = { number: '4242424242424242', expiry: '12/40', cvc: '123' };

  it('issues a client secret, confirms a good card and verifies the transaction for that booking and amount', async () => {
    const { clientSecret } = await provider.createIntent({ bookingId, amount: 45_000, email: 'b@example.com' });
    const confirmed = provider.confirm(clientSecret, visa);
    expect(confirmed).toMatchObject({ transactionId: expect.stringMatching(/^pi_sb_/) });
    const transactionId = (confirmed as { transactionId: string }).transactionId;
    expect(await provider.verify({ transactionId, bookingId, amount: 45_000 })).toEqual({ ok: true });
    expect(await provider.verify({ transactionId, bookingId, amount: 100 })).toEqual({ ok: false, reason: 'payment-not-confirmed' });
    expect(await provider.verify({ transactionId, bookingId: randomUUID(), amount: 45_000 })).toEqual({
      ok: false,
      reason: 'payment-not-confirmed',
    });
  });

  it('refuses forged transaction ids and ones signed by another server', async () => {
    const other = createSandboxProvider('another-server-secret-of-32-characters!');
    const { clientSecret } = await other.createIntent({ bookingId, amount: 500, email: 'b@example.com' });
    const foreign = (other.confirm(clientSecret, visa) as { transactionId: string }).transactionId;
    for (const transactionId of [foreign, 'pi_sb_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'pi_3Nxyz', '', "pi_sb_' or 1=1 --"]) {
      expect(await provider.verify({ transactionId, bookingId, amount: 500 })).toEqual({ ok: false, reason: 'payment-not-confirmed' });
    }
  });

  it('gives no transaction id for a declined or incomplete card', async () => {
    const { clientSecret } = await provider.createIntent({ bookingId, amount: 500, email: 'b@example.com' });
    expect(provider.confirm(clientSecret, { ...visa, number: '4000000000000002' })).toEqual({ error: 'card-declined', declined: true });
    expect(provider.confirm(clientSecret, { ...visa, number: '4242' })).toEqual({ error: 'card-number-incomplete' });
  });

  it('refuses a client secret whose amount or booking was changed', async () => {
    const { clientSecret } = await provider.createIntent({ bookingId, amount: 500, email: 'b@example.com' });
    const cheaper = clientSecret.replace('_500_', '_5_');
    expect(provider.confirm(cheaper, visa)).toMatchObject({ invalidSecret: true });
    expect(provider.confirm(clientSecret.replace(bookingId, randomUUID()), visa)).toMatchObject({ invalidSecret: true });
    expect(provider.confirm('sb_garbage', visa)).toMatchObject({ invalidSecret: true });
  });
});
