import Stripe from 'stripe';
import { type PaymentCheck, type PaymentProvider, WebhookSignatureError } from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** Where the API is (a local stand-in in tests); Stripe's own when unset. */
  apiUrl?: string;
  /** The signing secret of the webhook endpoint (whsec_…); without it no webhook is taken. */
  webhookSecret?: string;
}

/** Taka has two decimals at Stripe: amounts go in poisha. */
const POISHA_PER_TAKA = 100;
const CURRENCY = 'bdt';
/** What Stripe's payment intent ids look like; anything else never reaches the API. */
const INTENT_ID = /^pi_[A-Za-z0-9]{8,64}$/;

function endpoint(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Card payments through Stripe's PaymentIntents; the browser confirms them with Stripe.js. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...endpoint(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Market' },
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    currency: CURRENCY,

    async createIntent({ bookingId, amount, email }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amount * POISHA_PER_TAKA,
          currency: CURRENCY,
          payment_method_types: ['card'],
          metadata: { bookingId },
          receipt_email: email,
          description: `Market booking ${bookingId}`,
        },
        // One intent per booking and amount: reopening the payment page reuses it (for Stripe's
        // 24 hours of idempotency), so a buyer cannot end up with two charges for one booking.
        { idempotencyKey: `market-booking-${bookingId}-${amount}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { clientSecret: intent.client_secret };
    },

    async verify({ transactionId, bookingId, amount }): Promise<PaymentCheck> {
      if (!INTENT_ID.test(transactionId)) return { ok: false, reason: 'payment-not-confirmed' };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(transactionId);
      } catch (err) {
        // An id Stripe does not know is a forged or foreign one, not an outage.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return { ok: false, reason: 'payment-not-confirmed' };
        }
        throw err;
      }
      if (intent.status !== 'succeeded' || intent.metadata?.bookingId !== bookingId) {
        return { ok: false, reason: 'payment-not-confirmed' };
      }
      if (intent.currency !== CURRENCY || intent.amount !== amount * POISHA_PER_TAKA || intent.amount_received !== intent.amount) {
        return { ok: false, reason: 'payment-amount-mismatch' };
      }
      return { ok: true };
    },

    async refund({ transactionId, bookingId, reason }) {
      await stripe.refunds.create(
        { payment_intent: transactionId, reason: 'requested_by_customer', metadata: { bookingId, why: reason } },
        { idempotencyKey: `market-refund-${transactionId}` },
      );
    },

    ...(options.webhookSecret && {
      readWebhook(payload: Buffer, signature: string) {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret!);
        } catch (err) {
          if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message);
          throw err;
        }
        if (event.type !== 'payment_intent.succeeded') return null;
        const intent = event.data.object;
        const bookingId = intent.metadata?.bookingId;
        return bookingId ? { transactionId: intent.id, bookingId } : null;
      },
    }),
  };
}
