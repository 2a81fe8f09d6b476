import { API_ERRORS } from '#shared/texts/errors.ts';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';
import { buildTestApp, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { paymentsClient, stripeEnv, withStripeApp } from '../testing/payments-client.ts';

const WEBHOOK_SECRET = 'whsec_market_test_secret';
const signer = new Stripe('sk_test_signer_only').webhooks;

describe('POST /api/payments/stripe/webhook', () => {
  let stripe: StripeStandIn;
  let app: TestApp;
  let api: ReturnType<typeof paymentsClient>;
  let seller: TestUser;
  let buyer: TestUser;
  withStripeApp((setup) => ({ stripe, app, api, seller, buyer } = setup), { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

  const event = (type: string, object: unknown) =>
    JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, data: { object } });
  const deliver = async (payload: string, signature = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  /** A booking paid at Stripe (what Stripe.js does), not yet recorded by the browser. */
  const paidAtStripe = async (who = buyer, productId?: string) => {
    const bookingId = await api.book(who, productId ?? (await api.listProduct(seller)));
    const started = await api.intent(who, bookingId);
    const confirmed = stripe.confirm(started.body.clientSecret as string) as { id: string };
    return { bookingId, intent: stripe.intents.get(confirmed.id)! };
  };
  const booking = async (id: string, who = buyer) => (await api.call('GET', `/api/bookings/${id}`, who)).body;

  it('records a payment whose buyer never came back, once, however often Stripe sends it', async () => {
    const { bookingId, intent } = await paidAtStripe();
    expect((await booking(bookingId)).paid).toBe(false);
    const payload = event('payment_intent.succeeded', intent);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await booking(bookingId)).toMatchObject({ paid: true, transactionId: intent.id, sold: true });

    expect((await deliver(payload)).status).toBe(200);
    expect(await api.paymentRows([bookingId])).toBe(1);
    // The browser arriving afterwards gets the same payment.
    const late = await api.record(buyer, bookingId, intent.id);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ transactionId: intent.id });
    expect(stripe.refunds.filter((r) => r.payment_intent === intent.id)).toEqual([]);
  });

  it('refuses a call without a valid signature with 400, recording nothing', async () => {
    const { bookingId, intent } = await paidAtStripe();
    const payload = event('payment_intent.succeeded', intent);
    const forged = signer.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const res of [
      await deliver(payload, forged),
      await deliver(payload, 'garbage'),
      // Signed, then altered: another booking's id.
      await deliver(
        payload.replace(bookingId, '00000000-0000-4000-8000-000000000000'),
        signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      ),
    ]) {
      expect(res).toEqual({ status: 400, body: { error: 'bad-signature', message: 'The signature of this notification is not valid.' } });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: 'x'.repeat(300 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await booking(bookingId)).paid).toBe(false);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/payments/stripe/webhook');
  });

  it('takes other events and intents without a booking without doing anything', async () => {
    const { bookingId, intent } = await paidAtStripe();
    expect((await deliver(event('payment_intent.payment_failed', intent))).status).toBe(200);
    expect((await deliver(event('payment_intent.succeeded', { ...intent, metadata: {} }))).status).toBe(200);
    expect((await booking(bookingId)).paid).toBe(false);
  });

  it('does not record an intent whose amount is not the booking price', async () => {
    const { bookingId, intent } = await paidAtStripe();
    stripe.intents.set(intent.id, { ...intent, amount: 100, amount_received: 100 });
    expect((await deliver(event('payment_intent.succeeded', intent))).status).toBe(200);
    expect((await booking(bookingId)).paid).toBe(false);
  });

  it('refunds a payment whose booking was removed meanwhile', async () => {
    const { bookingId, intent } = await paidAtStripe();
    expect((await api.call('DELETE', `/api/bookings/${bookingId}`, buyer)).status).toBe(200);
    expect((await deliver(event('payment_intent.succeeded', intent))).status).toBe(200);
    expect(stripe.refunds.find((r) => r.payment_intent === intent.id)).toMatchObject({ metadata: { bookingId, why: 'booking-gone' } });
  });

  it('refunds a second payment for a booking that is paid already', async () => {
    const { bookingId, intent } = await paidAtStripe();
    expect((await api.record(buyer, bookingId, intent.id)).status).toBe(201);
    const second = { ...intent, id: `pi_${randomBytes(12).toString('hex')}` };
    stripe.intents.set(second.id, second);
    expect((await deliver(event('payment_intent.succeeded', second))).status).toBe(200);
    expect(stripe.refunds.find((r) => r.payment_intent === second.id)).toMatchObject({ metadata: { bookingId, why: 'paid-twice' } });
    expect(stripe.refunds.find((r) => r.payment_intent === intent.id)).toBeUndefined();
  });

  it('refunds a payment for an item another buyer bought first', async () => {
    const productId = await api.listProduct(seller);
    const other = await signUpAs(app, 'buyer');
    const first = await paidAtStripe(buyer, productId);
    const second = await paidAtStripe(other, productId);
    expect((await api.record(buyer, first.bookingId, first.intent.id)).status).toBe(201);
    expect((await deliver(event('payment_intent.succeeded', second.intent))).status).toBe(200);
    expect(stripe.refunds.find((r) => r.payment_intent === second.intent.id)).toMatchObject({ metadata: { why: 'product-sold' } });
    expect((await booking(second.bookingId, other)).paid).toBe(false);
  });

  it('answers 503, so that Stripe tries again, while Stripe cannot be reached', async () => {
    const down = await startStripeStandIn();
    const offline = await buildTestApp(stripeEnv(down, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }));
    try {
      const o = paymentsClient(offline);
      const s = await signUpAs(offline, 'seller');
      const b = await signUpAs(offline, 'buyer');
      const bookingId = await o.book(b, await o.listProduct(s));
      const started = await o.intent(b, bookingId);
      const { id } = down.confirm(started.body.clientSecret as string) as { id: string };
      const intent = down.intents.get(id)!;
      await down.close();
      const payload = event('payment_intent.succeeded', intent);
      const res = await offline.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'payments-unavailable', message: API_ERRORS['payments-unavailable'] });
    } finally {
      await offline.close();
    }
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('has no webhook route', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
