import { PRODUCT_STATUS } from '#shared/constants.ts';
import type { ListingDecision } from '#shared/schemas/moderation.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http-error.ts';
import { listingWentPublic } from '../products/went-public.ts';
import { moderationRepository } from './repository.ts';

/*
 * What moves a listing after its checks (product §4, "Moderation" and "Expiry"): an admin approves or rejects
 * one that waits, its seller renews one on sale or expired. Each in one transaction with the listing locked,
 * and with what its seller is told.
 */

type Ctx = Pick<AppContext, 'clock' | 'jobs' | 'events'>;

/** Where the listing stands after the move, as its seller and the admins read it. */
async function decisionOf(tx: Db, productId: string): Promise<ListingDecision> {
  const state = (await moderationRepository(tx).stateOf(productId))!;
  return { productId, status: state.status, listing: state.listing };
}

/** An admin approves a listing that waits: public at once (products/went-public.ts tells its seller). 409 `listing-not-in-review` otherwise. */
export function approveListing(ctx: Ctx, productId: string, adminId: string): Promise<ListingDecision> {
  return ctx.events.transaction(async (tx, tell) => {
    const repo = moderationRepository(tx);
    const found = await repo.lock(productId);
    if (!found) throw notFound('product-not-found');
    if (!(await repo.decide(productId, [PRODUCT_STATUS.review], { adminId, at: new Date(ctx.clock.now()) }))) {
      throw conflict('listing-not-in-review');
    }
    await listingWentPublic(ctx, productId, { tx, tell, because: 'approved' });
    return decisionOf(tx, productId);
  });
}

/** An admin turns down a listing that waits, with the reason its seller reads (and is told). 409 `listing-not-in-review` otherwise. */
export function rejectListing(ctx: Ctx, productId: string, adminId: string, reason: string): Promise<ListingDecision> {
  return ctx.events.transaction(async (tx, tell) => {
    const repo = moderationRepository(tx);
    const found = await repo.lock(productId);
    if (!found) throw notFound('product-not-found');
    const at = new Date(ctx.clock.now());
    if (!(await repo.decide(productId, [PRODUCT_STATUS.review], { adminId, at, rejectionReason: reason }))) {
      throw conflict('listing-not-in-review');
    }
    await tell.notify(found.sellerId, 'listing-rejected', { productId, productName: found.name, reason });
    return decisionOf(tx, productId);
  });
}

/**
 * Renews a listing on sale or expired: on sale for LISTING_LIFE.days from now, back in the lists if it had left
 * them. `assertMayRenew` says whether the caller may (its seller). 409 `listing-not-renewable` for one sold, waiting
 * for an admin or rejected.
 */
export function renewListing(ctx: Ctx, productId: string, assertMayRenew: (sellerId: string) => void): Promise<ListingDecision> {
  return ctx.events.transaction(async (tx, tell) => {
    const found = await moderationRepository(tx).lock(productId);
    if (!found) throw notFound('product-not-found');
    assertMayRenew(found.sellerId);
    if (found.status !== PRODUCT_STATUS.available && found.status !== PRODUCT_STATUS.expired) throw conflict('listing-not-renewable');
    await listingWentPublic(ctx, productId, { tx, tell, because: 'renewed' });
    return decisionOf(tx, productId);
  });
}
