import { z } from 'zod';
import { errorBody } from '#shared/schemas/common.ts';
import { WebhookSignatureError, type PaymentProvider } from './provider.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { refund, RefundPendingError, settlePayment } from './settle.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import type { Api } from '../api.ts';

const WEBHOOK_BYTES = 256 * 1024;
const received = z.object({ received: z.literal(true) });
const RECEIVED = { received: true as const };

/**
 * POST /api/payments/stripe/webhook: Stripe's word that a payment succeeded. It records the payment
 * even when the buyer's browser never came back to do it (closed tab, lost connection), so no paid
 * booking stays unpaid. Money that cannot be kept (booking removed, paid already, product sold to
 * another buyer) is refunded. Answers 200 to whatever needs no retry; Stripe retries anything else.
 */
export function stripeWebhook(app: Api, payments: PaymentProvider): void {
  const { db, events, metrics, limits } = app.ctx;
  const bookingRepo = bookingsRepository(db);

  // The signature covers the exact bytes Stripe sent, so this route reads its body unparsed.
  app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BYTES }, (_request, body, done) => done(null, body));

    hook.post(
      '/payments/stripe/webhook',
      {
        // Per address: Stripe sends from a few, and retries what is refused.
        preHandler: limits.stripeWebhook,
        schema: {
          tags: ['payments'],
          summary: "Stripe's notification that a payment succeeded (signed with STRIPE_WEBHOOK_SECRET)",
          headers: z.object({ 'stripe-signature': z.string().min(1).max(4096) }),
          response: { 200: received, 400: errorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw badRequest('bad-signature');
        let notice;
        try {
          notice = payments.readWebhook!(body, String(request.headers['stripe-signature']));
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw badRequest('bad-signature');
          throw err;
        }
        if (!notice) return RECEIVED;
        const { transactionId, bookingId } = notice;
        const log = request.log.child({ transactionId, bookingId });

        const found = await bookingRepo.findById(bookingId);
        // Removed while its payment went through: nothing to record it on. A refund that fails is 503, so Stripe calls again.
        if (!found) {
          log.warn({ reason: 'booking-gone' }, 'refunding a payment that cannot be recorded');
          if (!(await refund({ payments, log }, { transactionId, bookingId, reason: 'booking-gone' }))) {
            throw new HttpError(503, 'payments-unavailable');
          }
          return RECEIVED;
        }
        const { booking } = found;
        try {
          await settlePayment({ events, payments, log, metrics }, { booking, transactionId, email: booking.email });
        } catch (err) {
          // 402: not this booking's payment or amount (logged; a retry changes nothing). 409: sold to someone
          // else, or the booking paid with another transaction, and refunded by settlePayment. Anything else
          // (the provider down, a refund still to make) is retried.
          if (err instanceof RefundPendingError) throw new HttpError(503, 'payments-unavailable');
          if (err instanceof HttpError && (err.statusCode === 402 || err.statusCode === 409)) {
            log.warn({ code: err.code }, 'payment from the webhook not recorded');
            return RECEIVED;
          }
          throw err;
        }
        return RECEIVED;
      },
    );
  });
}
