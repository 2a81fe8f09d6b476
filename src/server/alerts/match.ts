import { z } from 'zod';
import { LIMITS } from '#shared/constants.ts';
import { shortLaptopName } from '#shared/texts/laptop.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { isTrustedSeller } from '../reviews/standing.ts';
import { alertsRepository, type Found } from './repository.ts';
import { listingValueKeys, listingWordKeys } from './words.ts';

/*
 * A new listing meets the alerts (product §4, "Saved laptops and alerts"; docs/decisions/023): one job per
 * listing, queued in the transaction that makes it public, finds every alert it matches in one statement
 * (repository.ts, `recordMatches`) and tells their owners: an instant alert's at once, a notification and an
 * e-mail each, all written in a few statements however many there are; a daily alert's laptop waits for
 * the alert's digest, the next morning.
 */

/** The job that matches one listing with the alerts. */
export const ALERT_MATCH_JOB = 'alert.match';
/** The job that sends one daily alert's digest. */
export const ALERT_DIGEST_JOB = 'alert.digest';

/** Digests go at 8 in the morning in Bangladesh (UTC+6 all year): 02:00 UTC. */
const DIGEST_HOUR_UTC = 2;
/** How long a laptop told is remembered against telling it again (a repeated job, a listing made public twice). */
const MATCHES_KEPT_MS = 30 * 24 * 3_600_000;

const matchJob = z.object({ productId: z.uuid() });
const digestJob = z.object({ alertId: z.uuid() });

/**
 * Queues the matching of a listing with the alerts, in the transaction that makes it public: when a seller
 * lists it, or (with moderation) when an admin approves it. Pass `tx` inside a transaction, so the job exists
 * only if the listing does. The job checks that the listing is still on sale when it runs.
 */
export async function queueAlertMatch(ctx: Pick<AppContext, 'jobs'>, productId: string, options: { tx?: Db } = {}): Promise<void> {
  await ctx.jobs.send(ALERT_MATCH_JOB, { productId }, options.tx ? { tx: options.tx } : {});
}

/** When the digest of a laptop found at `now` goes: the next 8 o'clock in the morning in Bangladesh. */
export function nextDigestAt(now: number): Date {
  const at = new Date(now);
  at.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** One alert per user among those that found a laptop: two of a user's alerts that find it tell them once. */
const onePerUser = (found: readonly Found[]) => [...new Map(found.map((f) => [f.userId, f])).values()];

/** Declares the matching and digest jobs while the app is built (before the job queue starts). */
export function declareAlerts(ctx: AppContext): void {
  ctx.jobs.work(ALERT_MATCH_JOB, async (data) => {
    const parsed = matchJob.safeParse(data);
    if (!parsed.success) return;
    const { productId } = parsed.data;
    await ctx.events.transaction(async (tx, tell) => {
      const repo = alertsRepository(tx);
      // Sold, removed or deleted before its job ran (or not public yet): nobody hears of it.
      const listing = await repo.listingOnSale(productId);
      if (!listing) return;
      // An alert of trusted sellers only finds the listing when its seller is trusted now, as the search would.
      const sellerTrusted = await isTrustedSeller(tx, listing.sellerId, new Date(ctx.clock.now()));
      const found = await repo.recordMatches({ ...listing, sellerTrusted }, [
        ...listingWordKeys(listing.words),
        ...listingValueKeys(listing),
      ]);
      const instant = onePerUser(found.filter((f) => f.frequency === 'instant'));
      const told = new Set(instant.map((f) => f.userId));
      const productName = shortLaptopName(listing.name, listing.detail);
      await tell.notifyMany(
        'alert',
        instant.map(({ userId, alertId, query }) => ({
          userId,
          data: { productId, productName, amount: listing.resellPrice, alertId, query },
        })),
      );
      // A daily alert's laptop waits for one digest of its user: none when an instant alert of theirs told it at
      // once, one alert's when several daily ones found it. The other alerts' matches are marked told.
      const daily = found.filter((f) => f.frequency === 'daily');
      const waits = new Set(onePerUser(daily.filter((f) => !told.has(f.userId))).map((f) => f.alertId));
      await repo.markTold(
        daily.filter((f) => !waits.has(f.alertId)).map((f) => f.alertId),
        productId,
      );
      const at = nextDigestAt(ctx.clock.now());
      const digests = await repo.scheduleDigests([...waits], at);
      await ctx.jobs.sendMany(
        ALERT_DIGEST_JOB,
        digests.map((alertId) => ({ data: { alertId }, startAfter: at })),
        { tx },
      );
    });
  });

  ctx.jobs.work(ALERT_DIGEST_JOB, async (data) => {
    const parsed = digestJob.safeParse(data);
    if (!parsed.success) return;
    const { alertId } = parsed.data;
    await ctx.events.transaction(async (tx, tell) => {
      const repo = alertsRepository(tx);
      const digest = await repo.digestOf(alertId);
      // Deleted meanwhile (its laptops went with it), or sent by a try before this one.
      if (!digest?.alert.digestAt) return;
      if (digest.alert.digestAt.getTime() > ctx.clock.now()) throw new Error(`the digest of alert ${alertId} is not due yet`);
      const { laptops } = digest;
      if (laptops.length > 0) {
        await tell.notify(digest.alert.userId, 'alert-digest', {
          alertId,
          query: digest.alert.query,
          count: laptops.length,
          productIds: laptops.slice(0, LIMITS.digestLaptops),
        });
      }
      // Every laptop that waited is told now: those listed, those past the twentieth (behind the search's
      // link), and those sold meanwhile. None comes in a later digest.
      await repo.digestSent(alertId);
    });
  });
}

/** Forgets the laptops told more than a month ago (with the live events' pruning, app.ts). */
export async function pruneAlertMatches(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  await alertsRepository(ctx.db).pruneMatches(new Date(ctx.clock.now() - MATCHES_KEPT_MS));
}
