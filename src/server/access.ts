import type { Party } from '#shared/constants.ts';
import type { ApiErrorCode } from '#shared/texts/errors.ts';
import { isAdmin } from './auth/roles.ts';
import { forbidden, notFound } from './http-error.ts';
import { callerOf, type GuardedRequest } from './plugins/guards.ts';

/*
 * Who may touch whose data (product §6, architecture §4): one helper per rule, called by the route
 * handlers after their guard has set `request.user`. Each throws 403 and answers nothing else, but for
 * the conversations' rule, which answers 404 so that nobody learns a conversation exists.
 */

type Caller = GuardedRequest;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * An email the caller writes into a request (a body's `email`, the /jwt query) must be their own:
 * nobody books, lists, reports or pays in another's name. An absent email passes; the row gets the
 * caller's email from the session either way. Admins are no exception.
 */
export function assertCallersEmail(request: Caller, email: string | undefined): void {
  if (email !== undefined && !sameEmail(email, callerOf(request).user.email)) throw forbidden('email-mismatch');
}

/** Data asked for by email (own products, adverts, orders, roles): one's own only, except for admins, who may read anyone's. */
export function assertSelfOrAdmin(request: Caller, email: string): void {
  const { user } = callerOf(request);
  if (isAdmin(user)) return;
  if (!sameEmail(email, user.email)) throw forbidden('email-mismatch');
}

/** A row read or removed by id (a product, an advert, a booking): its owner's, or any for an admin. */
export function assertOwnerOrAdmin(request: Caller, ownerId: string | null): void {
  if (isAdmin(callerOf(request).user)) return;
  assertOwner(request, ownerId);
}

/**
 * A listing that is not public (waiting for review, rejected, expired) is its seller's and the admins' to read;
 * anyone else is answered 404, as for a listing that does not exist, so that nobody learns of it.
 */
export function assertSeesListing(request: Caller, sellerId: string): void {
  const { user } = callerOf(request);
  if (isAdmin(user) || user.id === sellerId) return;
  throw notFound('product-not-found');
}

/**
 * A row acted on in its owner's name (advertising a product, paying for a booking): its owner only,
 * admins included, since the act speaks for the owner.
 */
export function assertOwner(request: Caller, ownerId: string | null): void {
  if (ownerId !== callerOf(request).user.id) throw forbidden();
}

/**
 * A conversation, its messages and its offers are its two parties' only: its buyer and its product's
 * seller. Anyone else, admins included, is answered 404 (`notFoundCode`), as if there were none, so
 * that ids cannot be probed; an admin reads a conversation only when it is reported (reports/routes.ts).
 * Answers the caller's side.
 */
export function partyOf(
  request: Caller,
  conversation: { buyerId: string | null; sellerId: string | null },
  notFoundCode: ApiErrorCode = 'conversation-not-found',
): Party {
  const { id } = callerOf(request).user;
  if (conversation.buyerId === id) return 'buyer';
  if (conversation.sellerId === id) return 'seller';
  throw notFound(notFoundCode);
}

/**
 * A completed sale is reviewed by its two sides only: its buyer and its seller (product §4, "Reviews").
 * An admin, who may read any booking, is told so (403); anyone else is answered 404, as if there were no
 * such booking. Answers the caller's side.
 */
export function sideOfSale(request: Caller, deal: { buyerId: string | null; sellerId: string | null }): Party {
  const { user } = callerOf(request);
  if (deal.buyerId === user.id) return 'buyer';
  if (deal.sellerId === user.id) return 'seller';
  if (isAdmin(user)) throw forbidden('review-not-party');
  throw notFound('booking-not-found');
}
