import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from '#shared/schemas/common.ts';
import { walletAnswer, walletPayment, walletResult } from '#shared/schemas/payments.ts';
import type { Api } from '../api.ts';
import { badRequest, HttpError, notFound } from '../http-error.ts';
import { BKASH_CALLBACK_PATH } from '../payments/bkash/gateway.ts';
import type { HostedGateway } from '../payments/hosted.ts';
import { SSLCOMMERZ_PATHS } from '../payments/sslcommerz/gateway.ts';
import { checkoutsRepository, type CheckoutRow } from './repository.ts';
import { askCheckout, finishCheckout, type Settled } from './settle.ts';

/*
 * What the providers send back: bKash's callback (the buyer's browser, with paymentID and status),
 * SSLCommerz's IPN (server to server) and its return (the buyer's browser, posting the same fields), and
 * the sandbox wallet page's answers. None is trusted for what it says: each names a checkout, which is
 * then settled only by the provider's own word (checkouts/settle.ts). They are not signed-in calls and
 * come from the providers' origins, so the origin check lets them through (plugins/origins.ts).
 */

const NOTICE_BYTES = 64 * 1024;
const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };
const received = z.object({ received: z.literal(true) });

/**
 * The page the buyer comes back to: the booking's payment page, which asks how the checkout stands, told
 * what the provider's page said (`result`), to word its wait while the provider's own answer comes.
 */
const paymentPage = (settled: Pick<Settled, 'bookingId' | 'id'>, result: 'success' | 'failure' | 'cancel') =>
  `/dashboard/payment/${settled.bookingId}?checkout=${settled.id}&result=${result}`;

const bkashCallback = z.object({
  paymentID: z.string().min(1).max(200),
  status: z.enum(['success', 'failure', 'cancel']),
  signature: z.string().max(500).optional(),
  apiVersion: z.string().max(50).optional(),
});

/** SSLCommerz's fields: strings, as its form posts them. */
const sslcommerzNotice = z.record(z.string().max(100), z.string().max(4096));

export function callbackRoutes(app: Api): void {
  const { db, limits, payments } = app.ctx;
  const repo = checkoutsRepository(db);
  const settleCtx = (log: Parameters<typeof finishCheckout>[0]['log']) => ({ ...app.ctx, log });

  /**
   * Settles a checkout on a notice: one that says paid is finished with the provider (execute, validation),
   * any other is checked with the provider's status. A provider's failure to answer becomes 503, so the
   * provider (or the buyer's reload) tries again.
   */
  const finishing = async (
    log: Parameters<typeof finishCheckout>[0]['log'],
    gateway: HostedGateway,
    checkout: CheckoutRow,
    proof: { paid: boolean; valId?: string },
  ) => {
    try {
      return proof.paid
        ? await finishCheckout(settleCtx(log), gateway, checkout, proof)
        : await askCheckout(settleCtx(log), gateway, checkout);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      log.error({ err, checkoutId: checkout.id }, 'payment provider: finishing a checkout failed');
      throw new HttpError(503, 'payments-unavailable');
    }
  };

  const bkash = payments.gateways.bkash;
  if (bkash) {
    app.get(
      BKASH_CALLBACK_PATH.replace('/api', ''),
      {
        preHandler: limits.paymentCallbacks,
        // Providers and the buyer's browser without Market's session: proven by the provider, not by a sign-in.
        config: { auth: 'public' },
        schema: {
          tags: ['payments'],
          summary: "bKash's callback: the buyer's browser back from bKash; the payment is executed once and confirmed with bKash",
          querystring: bkashCallback,
          response: { 303: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { paymentID, status } = request.query;
        const checkout = await repo.findByReference(bkash.provider, paymentID);
        if (!checkout) throw notFound('checkout-not-found');
        // A failure or a cancel is the browser's word only: bKash's status must say so too before the checkout
        // ends, so a forged cancel cannot end someone's payment.
        const settled = await finishing(request.log, bkash, checkout, { paid: status === 'success' });
        return redirect(reply, paymentPage(settled, status));
      },
    );
  }

  const sslcommerz = payments.gateways.sslcommerz;
  if (sslcommerz) {
    app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: NOTICE_BYTES },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      const typed = scope as unknown as Api;

      /** The checkout a signed notice names; 400 for a notice SSLCommerz did not sign, 404 for an invoice never issued. */
      const noticed = async (fields: Record<string, string>) => {
        if (!sslcommerz.signatureIsValid?.(fields)) throw badRequest('bad-signature');
        const checkout = fields.tran_id ? await repo.findByInvoice(fields.tran_id) : null;
        if (!checkout || checkout.provider !== sslcommerz.provider) throw notFound('checkout-not-found');
        return checkout;
      };

      typed.post(
        SSLCOMMERZ_PATHS.ipn.replace('/api', ''),
        {
          preHandler: limits.paymentCallbacks,
          // Providers and the buyer's browser without Market's session: proven by the provider, not by a sign-in.
          config: { auth: 'public' },
          schema: {
            tags: ['payments'],
            summary: "SSLCommerz's IPN: checked by its signature, confirmed only by the validation API, recorded once",
            body: sslcommerzNotice,
            response: { 200: received, ...errors },
          },
        },
        async (request) => {
          const checkout = await noticed(request.body);
          const { val_id: valId, status } = request.body;
          await finishing(request.log, sslcommerz, checkout, {
            paid: Boolean(valId) && (status === 'VALID' || status === 'VALIDATED'),
            valId,
          });
          return { received: true as const };
        },
      );

      typed.post(
        SSLCOMMERZ_PATHS.return(':result' as 'success').replace('/api', ''),
        {
          preHandler: limits.paymentCallbacks,
          // Providers and the buyer's browser without Market's session: proven by the provider, not by a sign-in.
          config: { auth: 'public' },
          schema: {
            tags: ['payments'],
            summary: "The buyer's browser back from SSLCommerz (success, fail or cancel), posting SSLCommerz's signed fields",
            params: z.object({ result: z.enum(['success', 'fail', 'cancel']) }),
            body: sslcommerzNotice,
            response: { 303: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const checkout = await noticed(request.body);
          const { result } = request.params;
          const valId = request.body.val_id;
          const settled = await finishing(request.log, sslcommerz, checkout, { paid: result === 'success' && Boolean(valId), valId });
          return redirect(reply, paymentPage(settled, result === 'success' ? 'success' : result === 'fail' ? 'failure' : 'cancel'));
        },
      );
    });
  }

  const wallet = payments.wallet;
  if (wallet) {
    const params = z.object({ paymentId: z.string().regex(/^SBX[\w-]{20}$/) });
    app.get(
      '/payments/sandbox/wallet/:paymentId',
      {
        schema: {
          tags: ['payments'],
          summary: "The sandbox wallet page's payment (architecture §7): its amount and the merchant's invoice",
          params,
          response: { 200: walletPayment, ...errors },
        },
      },
      async (request) => {
        const payment = await wallet.describe(request.params.paymentId);
        if (!payment) throw notFound('checkout-not-found');
        return payment;
      },
    );
    app.post(
      '/payments/sandbox/wallet/:paymentId',
      {
        preHandler: limits.paymentCallbacks,
        // Providers and the buyer's browser without Market's session: proven by the provider, not by a sign-in.
        config: { auth: 'public' },
        schema: {
          tags: ['payments'],
          summary: "The buyer's answer on the sandbox wallet page: pay with a wallet, its code and PIN, or cancel; then where to go",
          params,
          body: walletAnswer,
          response: { 200: walletResult, ...errors },
        },
      },
      async (request) => {
        const answered = await wallet.answer(request.params.paymentId, request.body);
        if (!answered) throw notFound('checkout-not-found');
        return answered;
      },
    );
  }
}

function redirect(reply: FastifyReply, to: string) {
  return reply.status(303).header('location', to).header('cache-control', 'no-store').send();
}
