import { randomBytes } from 'node:crypto';
import { LIMITS, PRODUCT_STATUS, type PaymentMethod } from '#shared/constants.ts';
import { booking as bookingSchema, needsDetails } from '#shared/schemas/bookings.ts';
import { errorBody, idParams } from '#shared/schemas/common.ts';
import { checkoutInput, checkoutRedirect, checkoutStatus, paymentIntent, type CheckoutInput } from '#shared/schemas/payments.ts';
import { z } from 'zod';
import { assertOwner } from '../access.ts';
import type { Api } from '../api.ts';
import { isAdmin } from '../auth/roles.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { badRequest, conflict, HttpError, notFound } from '../http-error.ts';
import type { HostedGateway } from '../payments/hosted.ts';
import { cardIntent } from '../payments/routes.ts';
import { callerOf } from '../plugins/guards.ts';
import { siteOrigin } from '../plugins/origins.ts';
import { productsRepository } from '../products/repository.ts';
import { chooseCash } from '../sales/moves.ts';
import { RECONCILE_JOB } from './reconcile.ts';
import { checkoutsRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };
const MINUTE = 60_000;

/** An invoice number no provider has seen: SSLCommerz's tran_id takes 30 characters at most. */
const newInvoice = () => `MKT${randomBytes(12).toString('hex').toUpperCase()}`;

/** The method a body names: a card provider's own name means a card, when that is the card provider here. */
function methodOf(named: CheckoutInput['method'], card: string | null): PaymentMethod {
  if (named === 'sandbox' || named === 'stripe') {
    if (card !== named) throw badRequest('method-not-offered');
    return 'card';
  }
  return named;
}

/**
 * POST /api/payments/checkout: one call starts a payment of an own booking, whatever the method (the
 * issue's fixed name). The amount is always the booking's price as stored. GET /api/payments/checkout/:id:
 * where a hosted payment stands, for the page the buyer comes back to.
 */
export function checkoutRoutes(app: Api): void {
  const { db, guards, limits, payments, jobs, clock, config } = app.ctx;
  const bookingRepo = bookingsRepository(db);
  const productRepo = productsRepository(db);
  const checkoutRepo = checkoutsRepository(db);

  app.post(
    '/payments/checkout',
    {
      // Per user, and per booking: each may be a call to a provider.
      preHandler: [guards.signedIn, limits.checkouts, limits.bookingPaymentIntents],
      schema: {
        tags: ['payments'],
        summary: "Start paying for an own booking: a provider's page to go to, a card form's secret, or the booking held for cash",
        body: checkoutInput,
        response: { 200: z.union([checkoutRedirect, paymentIntent, bookingSchema]), ...errors },
      },
    },
    async (request) => {
      const method = methodOf(request.body.method, payments.card?.name ?? null);
      if (!payments.methods.includes(method)) throw badRequest('method-not-offered');
      const found = await bookingRepo.findById(request.body.bookingId);
      if (!found) throw notFound('booking-not-found');
      // Only its buyer pays for a booking; an admin too pays only for their own.
      assertOwner(request, found.buyerId);
      const { booking } = found;
      if (booking.paid) throw conflict('booking-already-paid');
      // A cash booking may still be paid online instead; every other state is past paying.
      if (booking.state !== 'booked' && !(booking.state === 'cash' && method !== 'cod')) throw conflict('booking-move-not-allowed');
      if (booking.price <= 0) throw conflict('booking-has-no-price');
      if (needsDetails(booking)) throw conflict('booking-details-missing');
      if (booking.productId) {
        if ((await productRepo.statusOf(booking.productId)) === PRODUCT_STATUS.sold) throw conflict('product-sold');
        const live = await bookingRepo.liveBookingOf(booking.productId);
        if (live && live.id !== booking._id) throw conflict('product-reserved');
      }
      const me = callerOf(request).user;
      if (method === 'card') return cardIntent(payments.card!, request, booking);
      if (method === 'cod') {
        await chooseCash({ ...app.ctx, log: request.log }, booking._id, { id: me.id, name: me.name, admin: isAdmin(me) });
        return (await bookingRepo.findById(booking._id))!.booking;
      }
      const gateway = payments.gateways[method]!;
      const checkout = await checkoutRepo.create({
        bookingId: booking._id,
        method,
        provider: gateway.provider,
        amount: booking.price,
        invoice: newInvoice(),
      });
      // Asked about later whatever happens in the browser: a closed tab never loses a payment.
      await jobs.send(RECONCILE_JOB, { checkoutId: checkout.id }, { startAfter: new Date(clock.now() + LIMITS.reconcileMinutes * MINUTE) });
      const started = await startAt(gateway, checkout, {
        buyer: { name: me.name, email: me.email, phone: booking.phone },
        productName: booking.itemName,
        origin: siteOrigin(request, config),
      }).catch(async (err: unknown) => {
        request.log.error({ err, checkoutId: checkout.id, provider: gateway.provider }, 'payment provider: start failed');
        // Nothing was started, so nothing can be paid: the checkout ends here.
        await checkoutRepo.settle(checkout.id, 'pending', 'failed', { outcome: 'start-failed', settledAt: new Date(clock.now()) });
        throw new HttpError(503, 'payments-unavailable');
      });
      await checkoutRepo.setReference(checkout.id, started.reference);
      return { redirectUrl: started.redirectUrl, checkoutId: checkout.id };
    },
  );

  app.get(
    '/payments/checkout/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['payments'],
        summary: 'Where a payment at a hosted provider stands (its buyer, or an admin)',
        params: idParams,
        response: { 200: checkoutStatus, ...errors },
      },
    },
    async (request) => {
      const checkout = await checkoutRepo.findById(request.params.id);
      const found = checkout && (await bookingRepo.findById(checkout.bookingId));
      // A stranger learns nothing of it, not even that it exists: 404 as for every other booking's route.
      if (!checkout || !found || !(isAdmin(callerOf(request).user) || found.buyerId === callerOf(request).user.id))
        throw notFound('checkout-not-found');
      return { id: checkout.id, bookingId: checkout.bookingId, method: checkout.method, state: checkout.state, outcome: checkout.outcome };
    },
  );
}

/** Starts the payment at its provider: a start that gets no page to send the buyer to is an outage. */
async function startAt(
  gateway: HostedGateway,
  checkout: Parameters<HostedGateway['start']>[0],
  context: Parameters<HostedGateway['start']>[1],
) {
  const started = await gateway.start(checkout, context);
  if (!started.redirectUrl || !/^https?:\/\//.test(started.redirectUrl)) throw new Error('the provider gave no page to send the buyer to');
  return started;
}
