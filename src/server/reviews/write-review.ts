import type { Party } from '#shared/constants.ts';
import { isCompleted, REVIEW_WINDOW_MS } from '#shared/reviews.ts';
import type { OwnReview } from '#shared/schemas/reviews.ts';
import type { UserRow } from '../auth/roles.ts';
import type { Deal } from '../bookings/repository.ts';
import type { AppContext } from '../context.ts';
import { conflict, forbidden } from '../http-error.ts';
import { announcePublished, PUBLISH_JOB } from './publish.ts';
import { reviewsRepository, type ReviewRow } from './repository.ts';

/*
 * When a sale may be reviewed (product §4, "Reviews", and product §6): by its buyer of its seller and by its
 * seller of its buyer (who: access.ts, sideOfSale), once each, from its completion (`released` or
 * `sold-cash`, at the booking's `closedAt`) until REVIEW_LIMITS.windowDays later. A review is written
 * double-blind: it shows at the window's end, or as soon as the other side's review arrives, both at once.
 */

export type ReviewCtx = Pick<AppContext, 'db' | 'events' | 'clock' | 'jobs'>;

/** When a completed sale's window to review it ends. */
export const windowEndOf = (deal: Pick<Deal, 'closedAt'>): Date | null =>
  deal.closedAt ? new Date(deal.closedAt.getTime() + REVIEW_WINDOW_MS) : null;

/** A review as its author reads it: published once its time has come. */
export const ownView = (row: Pick<ReviewRow, 'publishedAt'>, view: Omit<OwnReview, 'published'>, now: Date): OwnReview => ({
  ...view,
  published: row.publishedAt.getTime() <= now.getTime(),
});

/**
 * Writes the review by `caller`, the sale's `side` (access.ts, sideOfSale), of the other side of the sale of
 * `deal` (POST /api/bookings/:id/review).
 */
export async function writeReview(
  ctx: ReviewCtx,
  deal: Deal,
  side: Party,
  caller: Pick<UserRow, 'id'>,
  input: { stars: number; comment: string | null },
): Promise<OwnReview> {
  const windowEnd = windowEndOf(deal);
  if (!isCompleted(deal.state) || !windowEnd) throw forbidden('review-sale-not-completed');
  const now = new Date(ctx.clock.now());
  if (now.getTime() >= windowEnd.getTime()) throw forbidden('review-window-closed');
  const subjectId = side === 'buyer' ? deal.sellerId : deal.buyerId;
  if (!subjectId) throw forbidden('review-subject-gone');

  const written = await ctx.events.transaction(async (tx, tell) => {
    const reviews = reviewsRepository(tx);
    // The two sides' reviews of one sale, one after the other: the second sees the first and publishes both.
    await reviews.lockBooking(deal.id);
    const created = await reviews.create({
      bookingId: deal.id,
      by: side,
      authorId: caller.id,
      subjectId,
      stars: input.stars,
      comment: input.comment,
      createdAt: now,
      publishedAt: windowEnd,
    });
    if (!created) throw conflict('review-exists');
    const other = (await reviews.ofBookings([deal.id])).find((review) => review.by !== side);
    if (other) {
      const published = await reviews.publishNow(deal.id, now);
      await announcePublished(tx, tell, published, deal.itemName, now);
    } else {
      // Alone so far: it is published when the window ends, and its subject is told then.
      await ctx.jobs.send(PUBLISH_JOB, { bookingId: deal.id }, { startAfter: windowEnd, tx });
    }
    return created;
  });
  const mine = (await reviewsRepository(ctx.db).ofBookings([deal.id])).find((review) => review.id === written.id)!;
  return ownView(mine, mine.view, now);
}
