import { LISTING_LIFE } from '#shared/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { productsRepository } from './repository.ts';

/*
 * Listings that stay fresh (product §4, "Expiry"; docs/decisions/024). A listing on sale has `expires_at`;
 * LISTING_LIFE.reminderDays before it its seller is told (a notification and an e-mail with Renew), and at it
 * the listing leaves the lists (`expired`) until renewed. A sold listing is never on sale, so never expires.
 *
 * One kind of job does both, a sweep of what is due by the app's clock: whatever is due when it runs is done,
 * however late (a stopped server, a clock moved in a test), and it queues the next sweep for the next time
 * something falls due. Each listing that goes public queues one for its own reminder as well (went-public.ts),
 * and every start queues one for the earliest (the listings a migration or the demo brought).
 */

export const EXPIRY_JOB = 'listings.expiry';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Listings reminded or expired per transaction; a sweep with more to do queues its next one at once. */
const BATCH = 200;

type Ctx = Pick<AppContext, 'clock' | 'jobs' | 'events' | 'db' | 'cacheBus'>;

/**
 * Queues a sweep for `at`, rounded up to the minute: one waits per minute however many listings fall due in it
 * (the job's `short` policy and its key), and sweeps due at different times never stand in each other's way.
 */
export async function scheduleExpiry(ctx: Pick<AppContext, 'jobs'>, at: Date, tx?: Pick<Db, 'execute'>): Promise<void> {
  const minute = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  await ctx.jobs.send(EXPIRY_JOB, {}, { startAfter: minute, singletonKey: minute.toISOString(), ...(tx ? { tx } : {}) });
}

/** Queues the sweep for the next listing to fall due, if any: at every start, and after each sweep. */
export async function scheduleNextExpiry(ctx: Pick<AppContext, 'jobs' | 'db'>): Promise<void> {
  const at = await productsRepository(ctx.db).nextExpiryDue(LISTING_LIFE.reminderDays);
  if (at) await scheduleExpiry(ctx, at);
}

/** Expires the listings on sale whose time is out, at most BATCH, telling each seller; answers how many. */
async function expireDue(ctx: Ctx, now: Date): Promise<number> {
  return ctx.events.transaction(async (tx, tell) => {
    const expired = await productsRepository(tx).expireDue(now, BATCH);
    for (const listing of expired) {
      await tell.notify(listing.sellerId, 'listing-expired', { productId: listing.id, productName: listing.name });
    }
    return expired.length;
  });
}

/** Reminds the sellers of listings that expire within LISTING_LIFE.reminderDays, once per expiry; answers how many. */
async function remindDue(ctx: Ctx, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + LISTING_LIFE.reminderDays * DAY_MS);
  return ctx.events.transaction(async (tx, tell) => {
    const reminded = await productsRepository(tx).remindDue(now, soon, BATCH);
    for (const listing of reminded) {
      await tell.notify(listing.sellerId, 'listing-expiring', { productId: listing.id, productName: listing.name });
    }
    return reminded.length;
  });
}

/** Declares the sweep (before the job queue starts). */
export function declareListingExpiry(ctx: Ctx): void {
  ctx.jobs.work(
    EXPIRY_JOB,
    async () => {
      const now = new Date(ctx.clock.now());
      // Expired first: a listing whose reminder and expiry are both due (a server that was down) is told once.
      const expired = await expireDue(ctx, now);
      // Listings left the lists: the cached lists and pages go, as after a write through the API.
      if (expired > 0) await ctx.cacheBus.clearEverywhere();
      const reminded = await remindDue(ctx, now);
      if (expired === BATCH || reminded === BATCH) await scheduleExpiry(ctx, now);
      else await scheduleNextExpiry(ctx);
    },
    // One sweep waits per minute (scheduleExpiry's key).
    { policy: 'short' },
  );
}
