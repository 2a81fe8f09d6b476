import { LISTING_LIFE } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Teller } from '../events/events.ts';
import { queueAlertMatch } from '../alerts/match.ts';
import { scheduleExpiry } from './expiry.ts';
import { productsRepository } from './repository.ts';

/*
 * The one place a listing becomes public (product §4, "Moderation" and "Expiry"): listed and passing the
 * checks, approved by an admin, resubmitted and passing them, renewed, back on sale after a refunded sale. Whatever must happen when a listing
 * goes on sale happens here, in the transaction of the write that made it so, and nowhere else.
 */

const DAY_MS = 86_400_000;

/**
 * What made the listing public: the seller's listing or resubmission, an admin's approval, a renewal, or a sale
 * refunded before the laptop changed hands (sales/refund.ts).
 */
export type WentPublicBecause = 'listed' | 'resubmitted' | 'approved' | 'renewed' | 'relisted';

/**
 * Puts the listing on sale for LISTING_LIFE.days from now by the app's clock: `available`, nothing holding it,
 * its reminder not yet sent; queues the expiry's sweep for when its seller must be reminded; queues the match
 * of the saved searches (alerts) with a listing new to the public; tells its seller when an admin approved it.
 * Inside the caller's transaction (`tx`, with its `tell`), so it all happens exactly when the write that made the listing public commits. Answers when it expires; null when the listing is gone
 * or sold.
 */
export async function listingWentPublic(
  ctx: Pick<AppContext, 'clock' | 'jobs'>,
  productId: string,
  options: { tx: Db; tell: Teller; because: WentPublicBecause },
): Promise<Date | null> {
  const { tx, tell, because } = options;
  const expiresAt = new Date(ctx.clock.now() + LISTING_LIFE.days * DAY_MS);
  const listing = await productsRepository(tx).putOnSale(productId, expiresAt, because === 'relisted');
  if (!listing) return null;
  // The reminder first; the expiry's own sweep follows from the sweep that reminds (expiry.ts).
  await scheduleExpiry(ctx, new Date(expiresAt.getTime() - LISTING_LIFE.reminderDays * DAY_MS), tx);
  // The saved searches hear of a listing new to the public, or on sale again after a refund, not of one its
  // seller renews; an alert that found it in the last 30 days is not told again (alerts/match.ts).
  if (because !== 'renewed') await queueAlertMatch(ctx, productId, { tx });
  if (because === 'approved') {
    await tell.notify(listing.sellerId, 'listing-approved', { productId, productName: listing.name });
  }
  return expiresAt;
}
