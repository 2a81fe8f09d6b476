import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/better-auth.ts';
import type { Config } from '../config.ts';
import type { AuthLimits } from './auth-proxy.ts';
import type { LimitCounters } from './limit-counters.ts';
import { addressOf, createLimit, type Limit, type TooManyCode } from './limits.ts';
import { signInGuard } from './sign-in-guard.ts';

/** The limits Market's own write routes run, after their guard (context.ts hands them to the routes). */
export interface RouteLimits {
  products: Limit;
  adverts: Limit;
  bookings: Limit;
  reports: Limit;
  account: Limit;
  paymentIntents: Limit;
  bookingPaymentIntents: Limit;
  payments: Limit;
  /** Payments started (POST /api/payments/checkout). */
  checkouts: Limit;
  /** A booking's moves: handed over, received, cancel, dispute, approve, release, refund. */
  bookingMoves: Limit;
  cardConfirmations: Limit;
  images: Limit;
  /** Photos uploaded for messages, by anyone signed in. */
  messagePhotos: Limit;
  admin: Limit;
  /** Messages sent, a conversation's first one included. */
  messages: Limit;
  /** New conversations (routes apply it to a first message only: plugins/limits.ts, limitWhen). */
  conversations: Limit;
  /** Offers made and answered. */
  offers: Limit;
  /** Conversations marked read. */
  readMarks: Limit;
  /** Users blocked and unblocked. */
  blocks: Limit;
  stripeWebhook: Limit;
  /** Providers' callbacks and notices, and the sandbox wallet page's answers: per address. */
  paymentCallbacks: Limit;
  /** Reviews written after a sale, and the replies to them. */
  reviews: Limit;
  /** Marking notifications read. */
  notifications: Limit;
  /** Laptops saved and unsaved (the heart). */
  saved: Limit;
  /** Alerts saved, changed and deleted. */
  alerts: Limit;
  /** Changes to one's kinds of e-mail (PUT /api/settings/mail). */
  mailSettings: Limit;
  /** One-click unsubscribes, without a sign-in: per address. */
  unsubscribe: Limit;
  /** Codes asked for and typed to verify mobile numbers (the number's own hour limit is phones/verify.ts's). */
  phones: Limit;
  /** Not a write: searches per address, each of which costs the database (products/search.ts). */
  search: Limit;
}

/**
 * Every limit of Market, by name, with its numbers from the configuration (config.ts; the README's
 * "Limits" lists them). Writes count per user, generously: what a person does in an hour fits many
 * times over, a script flooding one kind of write does not. The few writes made without a sign-in
 * count per address. Every write route runs one (plugins/limits.ts refuses the start otherwise).
 */
export function createMarketLimits(
  app: FastifyInstance,
  config: Config,
  deps: { auth: Auth; counters: LimitCounters },
): { routes: RouteLimits; auth: AuthLimits } {
  // The signed-in user: a guard's (Market's routes), else the session cookie's (the sign-in library's calls), once per request.
  const sessions = new WeakMap<FastifyRequest, Promise<string | undefined>>();
  const userOf = (request: FastifyRequest): Promise<string | undefined> => {
    if (request.user) return Promise.resolve(request.user.id);
    let found = sessions.get(request);
    if (!found) {
      found = deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).then((s) => s?.user.id);
      sessions.set(request, found);
    }
    return found;
  };
  const perUser = (name: string, max: number, window = '1 hour', code?: TooManyCode) =>
    createLimit(app, { name, max, window, key: userOf, code });
  const writes = (name: string) => perUser(name, config.WRITE_RATE_LIMIT);

  const routes: RouteLimits = {
    products: writes('products'),
    adverts: writes('adverts'),
    bookings: writes('bookings'),
    reports: writes('reports'),
    // A user's own record: PUT /api/users and the library's update-user, counted together.
    account: writes('account'),
    paymentIntents: writes('payment-intents'),
    // With Stripe each intent is a call to Stripe; a booking needs one, and a few for retries. Counted
    // before the handler checks whose booking it is: its id is known to its buyer and the admins alone.
    bookingPaymentIntents: createLimit(app, {
      name: 'booking-payment-intents',
      max: config.PAYMENT_INTENT_RATE_LIMIT,
      window: '1 hour',
      key: (request) => (request.body as { bookingId?: string } | undefined)?.bookingId,
    }),
    payments: writes('payments'),
    checkouts: writes('checkouts'),
    // Handing over, confirming, cancelling, disputing; an admin's refunds and releases.
    bookingMoves: writes('booking-moves'),
    cardConfirmations: writes('card-confirmations'),
    images: perUser('images', config.IMAGE_RATE_LIMIT, '1 minute'),
    // Counted apart from a listing's photos and by the hour: a conversation needs a few, and anyone may sign up.
    messagePhotos: writes('message-photos'),
    // An admin's decisions on users and reports: moderating a wave of spam takes many.
    admin: perUser('admin', config.ADMIN_WRITE_RATE_LIMIT),
    // Talk at a person's pace; a script sending to every seller is refused with a sentence that says why.
    messages: perUser('messages', config.MESSAGE_RATE_LIMIT, '1 minute', 'too-many-messages'),
    conversations: perUser('conversations', config.CONVERSATION_RATE_LIMIT, '1 hour', 'too-many-conversations'),
    offers: perUser('offers', config.OFFER_RATE_LIMIT, '1 hour', 'too-many-offers'),
    // The inbox marks a conversation read each time it shows new messages: counted by the minute.
    readMarks: perUser('read-marks', config.WRITE_RATE_LIMIT, '1 minute'),
    blocks: writes('blocks'),
    reviews: writes('reviews'),
    notifications: writes('notifications'),
    mailSettings: writes('mail-settings'),
    phones: writes('phones'),
    saved: writes('saved'),
    alerts: writes('alerts'),
    unsubscribe: createLimit(app, { name: 'unsubscribe', max: config.UNSUBSCRIBE_RATE_LIMIT, window: '1 minute', key: addressOf }),
    stripeWebhook: createLimit(app, { name: 'stripe-webhook', max: config.WEBHOOK_RATE_LIMIT, window: '1 minute', key: addressOf }),
    // bKash's callback, SSLCommerz's IPN and return, the sandbox wallet's page: from the providers' and the buyers' addresses.
    paymentCallbacks: createLimit(app, { name: 'payment-callbacks', max: config.WEBHOOK_RATE_LIMIT, window: '1 minute', key: addressOf }),
    search: createLimit(app, { name: 'search', max: config.SEARCH_RATE_LIMIT, window: '1 minute', key: addressOf }),
  };

  // Whoever holds a session could guess its password here: as strict as a sign-in's failures, per user.
  const passwordChecks = perUser('password-checks', config.AUTH_ACCOUNT_RATE_LIMIT, '15 minutes');
  const auth: AuthLimits = {
    // Every write to the sign-in library, per address: generous, since a carrier's one address serves many phones.
    all: [createLimit(app, { name: 'auth-address', max: config.AUTH_RATE_LIMIT, window: '1 minute', key: addressOf })],
    byPath: {
      '/sign-in/email': [
        signInGuard(deps.counters, { perAddress: config.AUTH_ACCOUNT_RATE_LIMIT, perAccount: config.AUTH_ACCOUNT_FAILURE_LIMIT }),
      ],
      '/sign-up/email': [],
      '/change-password': [passwordChecks],
      '/verify-password': [passwordChecks],
      '/update-user': [routes.account],
    },
    // Each of the library's other writes per signed-in user (the address counts the rest).
    otherwise: [writes('auth-calls')],
  };
  return { routes, auth };
}
