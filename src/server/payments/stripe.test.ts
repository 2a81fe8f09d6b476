import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

let api: StripeStandIn;
beforeAll(async () => {
  api = await startStripeStandIn();
});
afterAll(async () => api?.close());

const provider = () => createStripeProvider({ secretKey: api.secretKey, publishableKey: 'pk_test_market', apiUrl: api.url });

describe('stripe provider', () => {
  it('creates a BDT intent in poisha with the booking in its metadata, once per booking', async () => {
    const bookingId = randomUUID();
    const stripe = provider();
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_market', currency: 'bdt' });
    const { clientSecret } = await stripe.createIntent({ bookingId, amount: 45_000, email: 'buyer@example.com' });
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    const sent = api.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent.body).toMatchObject({ amount: '4500000', currency: 'bdt', metadata: { bookingId }, receipt_email: 'buyer@example.com' });
    expect(sent.idempotencyKey).toBe(`market-booking-${bookingId}-45000`);

    // Opening the payment page again gives the same intent, not a second one to pay.
    const again = await stripe.createIntent({ bookingId, amount: 45_000, email: 'buyer@example.com' });
    expect(again.clientSecret).toBe(clientSecret);
    expect([...api.intents.values()].filter((i) => i.metadata.bookingId === bookingId)).toHaveLength(1);
  });

  it('verifies by retrieving the intent: succeeded, for this booking, for this amount', async () => {
    const bookingId = randomUUID();
    const stripe = provider();
    const { clientSecret } = await stripe.createIntent({ bookingId, amount: 1200, email: 'b@example.com' });
    const intentId = clientSecret.split('_secret_')[0]!;

    expect(await stripe.verify({ transactionId: intentId, bookingId, amount: 1200 })).toEqual({
      ok: false,
      reason: 'payment-not-confirmed',
    });
    expect(api.confirm(clientSecret)).toEqual({ ok: true, id: intentId });
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intentId}` });

    expect(await stripe.verify({ transactionId: intentId, bookingId, amount: 1200 })).toEqual({ ok: true });
    expect(await stripe.verify({ transactionId: intentId, bookingId, amount: 12 })).toEqual({
      ok: false,
      reason: 'payment-amount-mismatch',
    });
    expect(await stripe.verify({ transactionId: intentId, bookingId: randomUUID(), amount: 1200 })).toEqual({
      ok: false,
      reason: 'payment-not-confirmed',
    });
  });

  it('does not confirm a declined payment', async () => {
    const bookingId = randomUUID();
    const stripe = provider();
    const { clientSecret } = await stripe.createIntent({ bookingId, amount: 800, email: 'b@example.com' });
    expect(api.confirm(clientSecret, 'pm_card_chargeDeclined')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(await stripe.verify({ transactionId: clientSecret.split('_secret_')[0]!, bookingId, amount: 800 })).toEqual({
      ok: false,
      reason: 'payment-not-confirmed',
    });
  });

  it('refuses unknown and malformed ids; malformed ones never reach the API', async () => {
    const stripe = provider();
    expect(await stripe.verify({ transactionId: 'pi_00000000000000000000000', bookingId: randomUUID(), amount: 1 })).toEqual({
      ok: false,
      reason: 'payment-not-confirmed',
    });
    const before = api.requests.length;
    for (const forged of ['pi_../../v1/refunds', 'ch_123456789', 'pi_sb_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '']) {
      expect(await stripe.verify({ transactionId: forged, bookingId: randomUUID(), amount: 1 })).toEqual({
        ok: false,
        reason: 'payment-not-confirmed',
      });
    }
    expect(api.requests.length).toBe(before);
  });

  it('refunds a confirmed payment', async () => {
    const bookingId = randomUUID();
    const stripe = provider();
    const { clientSecret } = await stripe.createIntent({ bookingId, amount: 300, email: 'b@example.com' });
    const { id } = api.confirm(clientSecret) as { id: string };
    await stripe.refund({ transactionId: id, bookingId, reason: 'product-sold' });
    expect(api.refunds.at(-1)).toMatchObject({ payment_intent: id, metadata: { bookingId, why: 'product-sold' } });
  });

  it('throws when Stripe cannot be reached or refuses the key (the routes answer 503)', async () => {
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_wrong', publishableKey: 'pk', apiUrl: api.url });
    await expect(wrongKey.createIntent({ bookingId: randomUUID(), amount: 1, email: 'b@example.com' })).rejects.toThrow(/Invalid API Key/);
    const down = await startStripeStandIn();
    await down.close();
    const offline = createStripeProvider({ secretKey: down.secretKey, publishableKey: 'pk', apiUrl: down.url });
    await expect(offline.verify({ transactionId: 'pi_123456789012', bookingId: randomUUID(), amount: 1 })).rejects.toThrow();
  });
});
