import { PRODUCT_STATUS } from '#shared/constants.ts';
import { errorBody } from '#shared/schemas/common.ts';
import {
  paymentInput,
  paymentIntent,
  paymentIntentInput,
  paymentResult,
  sandboxConfirmInput,
  sandboxConfirmResult,
} from '#shared/schemas/payments.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './provider.ts';
import type { SandboxProvider } from './sandbox.ts';
import { assertCallersEmail, assertOwner } from '../access.ts';
import { badRequest, conflict, HttpError, notFound } from '../http-error.ts';
import { callProvider, settlePayment } from './settle.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { paymentsRepository } from './repository.ts';
import { productsRepository } from '../products/repository.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { stripeWebhook } from './stripe-webhook.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

/** Starts a card payment of a booking at its price as stored: what the card form confirms. */
export async function cardIntent(
  payments: PaymentProvider,
  request: GuardedRequest & { log: FastifyBaseLogger },
  booking: { _id: string; price: number },
) {
  const { clientSecret } = await callProvider(request.log, 'create intent', () =>
    payments.createIntent({ bookingId: booking._id, amount: booking.price, email: callerOf(request).user.email }),
  );
  return { clientSecret, amount: booking.price, currency: payments.currency, provider: payments.name };
}

/** The card routes (product §7), when PAYMENTS offers cards. */
export function paymentRoutes(app: Api): void {
  const { db, events, guards, metrics, limits } = app.ctx;
  const payments = app.ctx.payments.card;
  if (!payments) return;
  const bookingRepo = bookingsRepository(db);
  const productRepo = productsRepository(db);
  const paymentRepo = paymentsRepository(db);

  /**
   * The caller's own booking, as stored: its price is the amount, whatever the browser sends. Only its
   * buyer pays for it; an admin too pays only for their own.
   */
  const bookingOfBuyer = async (request: GuardedRequest, bookingId: string) => {
    const found = await bookingRepo.findById(bookingId);
    if (!found) throw notFound('booking-not-found');
    assertOwner(request, found.buyerId);
    return found.booking;
  };

  app.post(
    '/create-payment-intent',
    {
      // Per user, and per booking: each intent may be a call to the provider.
      preHandler: [guards.signedIn, limits.paymentIntents, limits.bookingPaymentIntents],
      schema: {
        tags: ['payments'],
        summary: "Start paying for an own booking; the amount is the booking's, never the body's",
        body: paymentIntentInput,
        response: { 200: paymentIntent, ...errors },
      },
    },
    async (request) => {
      const booking = await bookingOfBuyer(request, request.body.bookingId);
      if (booking.paid) throw conflict('booking-already-paid');
      if (booking.price <= 0) throw conflict('booking-has-no-price');
      if (booking.productId && (await productRepo.statusOf(booking.productId)) === PRODUCT_STATUS.sold) throw conflict('product-sold');
      return cardIntent(payments, request, booking);
    },
  );

  app.post(
    '/payments',
    {
      preHandler: [guards.signedIn, limits.payments],
      schema: {
        tags: ['payments'],
        summary: 'Record a payment the provider confirmed (once per booking); sells the product',
        body: paymentInput,
        response: { 200: paymentResult, 201: paymentResult, ...errors },
      },
    },
    async (request, reply) => {
      const { bookingId, transactionId, price, email } = request.body;
      const me = callerOf(request).user;
      assertCallersEmail(request, email);
      const booking = await bookingOfBuyer(request, bookingId);
      if (price !== undefined && price !== booking.price) throw badRequest('payment-amount-mismatch');

      // A retry of the recorded payment is answered from the record, without asking the provider again.
      const first = booking.paid ? await paymentRepo.findByBookingId(bookingId) : null;
      if (first?.transactionId === transactionId) {
        return reply.status(200).send({ acknowledged: true, insertedId: first.id, transactionId: first.transactionId });
      }
      // Another transaction for a paid booking is checked with the provider and refunded (409).
      const recorded = await settlePayment({ events, payments, log: request.log, metrics }, { booking, transactionId, email: me.email });
      return reply
        .status(recorded.created ? 201 : 200)
        .send({ acknowledged: true, insertedId: recorded.id, transactionId: recorded.transactionId });
    },
  );

  if (payments.readWebhook) stripeWebhook(app, payments);

  if (payments.name === 'sandbox') {
    const sandbox = payments as SandboxProvider;
    app.post(
      '/payments/sandbox/confirm',
      {
        preHandler: [guards.signedIn, limits.cardConfirmations],
        schema: {
          tags: ['payments'],
          summary: "The sandbox provider's card confirmation (architecture §7)",
          body: sandboxConfirmInput,
          response: { 200: sandboxConfirmResult, ...errors },
        },
      },
      async (request) => {
        const { clientSecret, ...card } = request.body;
        // A paid booking is refused before money moves (a second tab's intent, issued before the first paid).
        const bookingId = sandbox.intentOf(clientSecret)?.bookingId;
        if (bookingId && (await bookingRepo.findById(bookingId))?.booking.paid) throw conflict('booking-already-paid');
        const result = sandbox.confirm(clientSecret, card);
        if ('error' in result) {
          // A bank's refusal is 402, as at the card provider; an incomplete form or a forged secret is the client's mistake.
          throw new HttpError(result.declined ? 402 : 400, result.error);
        }
        return { status: 'succeeded' as const, id: result.transactionId };
      },
    );
  }
}
