import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Teller } from '../events/events.ts';
import { usersRepository } from '../users/repository.ts';
import { reviewsRepository, type ReviewRow } from './repository.ts';

/*
 * Telling a reviewed person that a review of them is published (product §4, "Reviews"). A review shows from
 * its `published_at` whatever runs, since every read compares it with the clock; only the news needs a job:
 * once when the second review of a sale arrives (both publish at once, told in that transaction), or at the
 * end of the sale's window, when one side alone reviewed (the `review.publish` job, queued with that first
 * review for the window's end).
 */

export const PUBLISH_JOB = 'review.publish';
const jobData = z.object({ bookingId: z.uuid() });

/** Tells each subject of `rows` that the review of them is published, once per review however often this runs. */
export async function announcePublished(tx: Db, tell: Teller, rows: readonly ReviewRow[], itemName: string, now: Date): Promise<void> {
  const marked = await reviewsRepository(tx).markAnnounced(
    rows.map((row) => row.id),
    now,
  );
  const users = usersRepository(tx);
  for (const review of marked) {
    if (!review.subjectId) continue;
    const author = review.authorId ? await users.findById(review.authorId) : null;
    await tell.notify(review.subjectId, 'review-published', {
      bookingId: review.bookingId,
      productName: itemName,
      ...(author ? { from: author.name } : {}),
      // The side of the sale its subject was on: the other side wrote it.
      party: review.by === 'buyer' ? 'seller' : 'buyer',
    });
  }
}

/** Declares the job that announces a sale's reviews when its window ends (before the queue starts). */
export function declareReviewPublication(ctx: Pick<AppContext, 'events' | 'clock' | 'jobs' | 'db'> & { log: FastifyBaseLogger }): void {
  ctx.jobs.work(PUBLISH_JOB, async (data) => {
    const parsed = jobData.safeParse(data);
    if (!parsed.success) return;
    const { bookingId } = parsed.data;
    const now = new Date(ctx.clock.now());
    const reviews = reviewsRepository(ctx.db);
    const due = await reviews.dueToAnnounce(bookingId, now);
    if (due.length === 0) {
      // Queued for the window's end by the app's clock: a try that comes before it (the database's clock ahead) runs again later.
      const waiting = (await reviews.ofBookings([bookingId])).filter((review) => !review.announcedAt);
      if (waiting.length > 0) throw new Error(`the reviews of booking ${bookingId} are not published yet`);
      return;
    }
    const [first] = await reviews.ofBookings([bookingId]);
    await ctx.events.transaction((tx, tell) => announcePublished(tx, tell, due, first?.view.itemName ?? '', now));
  });
}
