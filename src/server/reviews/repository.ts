import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Party } from '#shared/constants.ts';
import type { Rating, Review } from '#shared/schemas/reviews.ts';
import type { Db } from '../db/client.ts';
import { bookings, products, reviews, sellerStanding, user } from '../db/schema.ts';

/*
 * The reviews after a sale and what the trusted seller's rule keeps (product §4, "Reviews"; decision 022).
 * Every read that shows a review to anyone but its author asks for the ones published by `now`, the app's
 * clock: a review shows from its `published_at` without anything having to run.
 */

export type ReviewRow = typeof reviews.$inferSelect;

const author = alias(user, 'author');
const iso = (date: Date) => date.toISOString();

/** A review as readers see it, with its sale's laptop and its author's name. */
const viewColumns = {
  id: reviews.id,
  by: reviews.by,
  stars: reviews.stars,
  comment: reviews.comment,
  authorName: author.name,
  itemName: bookings.itemName,
  // The laptop's page, while it has one: a sold laptop's page stays until its seller removes it.
  productId: sql<string | null>`(case when ${products.removedAt} is null then ${products.id} end)`,
  publishedAt: reviews.publishedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};
type ViewRow = { publishedAt: Date; reply: string | null; repliedAt: Date | null } & Omit<Review, 'publishedAt' | 'reply'>;

export const toReview = ({ publishedAt, reply, repliedAt, ...row }: ViewRow): Review => ({
  ...row,
  publishedAt: iso(publishedAt),
  reply: reply !== null && repliedAt ? { text: reply, repliedAt: iso(repliedAt) } : null,
});

/** Where a page of a person's reviews ended: the last review's publication and id. */
export interface ReviewPosition {
  publishedAt: Date;
  id: string;
}

/** Shown to everyone but its author: published by `now` and not hidden. */
const shownAt = (now: Date): SQL => and(lte(reviews.publishedAt, now), isNull(reviews.hiddenAt))!;

/** One decimal, as a rating is shown (4.66 is 4.7); null with no review. */
const oneDecimal = (average: number | null) => (average === null ? null : Math.round(average * 10) / 10);

export function reviewsRepository(db: Db) {
  const viewSelect = () =>
    db
      .select(viewColumns)
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(author, eq(author.id, reviews.authorId))
      .leftJoin(products, eq(products.id, bookings.productId));

  return {
    /** Holds the booking's reviews for the rest of the transaction: its two sides' reviews are written one after the other. */
    async lockBooking(bookingId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review:${bookingId}`}, 0))`);
    },

    /** Writes a review; null when its side of the booking has one already (the unique index on booking and side). */
    async create(row: Omit<typeof reviews.$inferInsert, 'id'>): Promise<ReviewRow | null> {
      const [created] = await db.insert(reviews).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async findById(id: string): Promise<ReviewRow | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    /** The review as readers see it. */
    async viewOf(id: string): Promise<Review | null> {
      const [row] = await viewSelect().where(eq(reviews.id, id));
      return row ? toReview(row) : null;
    },

    /** A booking's reviews, both sides'. */
    async ofBookings(bookingIds: readonly string[]): Promise<(ReviewRow & { view: Review })[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select({ row: reviews, view: viewColumns })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .leftJoin(author, eq(author.id, reviews.authorId))
        .leftJoin(products, eq(products.id, bookings.productId))
        .where(inArray(reviews.bookingId, [...bookingIds]));
      return rows.map(({ row, view }) => ({ ...row, view: toReview(view) }));
    },

    /** Publishes a booking's reviews now, those not published yet: the second side's review has come. Answers them. */
    async publishNow(bookingId: string, now: Date): Promise<ReviewRow[]> {
      return db
        .update(reviews)
        .set({ publishedAt: now })
        .where(and(eq(reviews.bookingId, bookingId), gt(reviews.publishedAt, now)))
        .returning();
    },

    /** Marks reviews announced to their subjects, once: answers the ones this call marked. */
    async markAnnounced(ids: readonly string[], now: Date): Promise<ReviewRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(reviews)
        .set({ announcedAt: now })
        .where(and(inArray(reviews.id, [...ids]), isNull(reviews.announcedAt)))
        .returning();
    },

    /** A booking's reviews published by `now` and not yet announced to their subjects. */
    async dueToAnnounce(bookingId: string, now: Date): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), lte(reviews.publishedAt, now), isNull(reviews.announcedAt)));
    },

    /** The subject's one reply; null when it has one already. */
    async reply(id: string, text: string, now: Date): Promise<ReviewRow | null> {
      const [row] = await db
        .update(reviews)
        .set({ reply: text, repliedAt: now })
        .where(and(eq(reviews.id, id), isNull(reviews.reply)))
        .returning();
      return row ?? null;
    },

    /** Hides a review (an admin's decision); hiding it again changes nothing. */
    async hide(id: string, now: Date): Promise<void> {
      await db
        .update(reviews)
        .set({ hiddenAt: now })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
    },

    /**
     * A page of the reviews of `subjectId` written by the other side (`by`), as shown at `now`: newest
     * published first, `limit` of them after `after`; `more` when another page follows.
     */
    async page(subjectId: string, by: Party, now: Date, after: ReviewPosition | null, limit: number) {
      const where = [eq(reviews.subjectId, subjectId), eq(reviews.by, by), shownAt(now)];
      if (after) {
        where.push(
          or(lt(reviews.publishedAt, after.publishedAt), and(eq(reviews.publishedAt, after.publishedAt), lt(reviews.id, after.id)))!,
        );
      }
      const rows = await viewSelect()
        .where(and(...where))
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        items: shown.map(toReview),
        next: rows.length > limit && last ? { publishedAt: last.publishedAt, id: last.id } : null,
      };
    },

    /** The ratings of people on one side of their deals, as shown at `now`: `by` is the side that wrote. */
    async ratings(subjectIds: readonly string[], by: Party, now: Date): Promise<Map<string, Rating>> {
      const found = new Map<string, Rating>(subjectIds.map((id) => [id, { average: null, count: 0 }]));
      if (subjectIds.length === 0) return found;
      const rows = await db
        .select({ subjectId: reviews.subjectId, average: sql<number>`avg(${reviews.stars})::float8`, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(inArray(reviews.subjectId, [...subjectIds]), eq(reviews.by, by), shownAt(now)))
        .groupBy(reviews.subjectId);
      for (const row of rows) if (row.subjectId) found.set(row.subjectId, { average: oneDecimal(row.average), count: row.count });
      return found;
    },

    /** Counts a seller's completed sale, in the transaction that completes it. */
    async countCompletedSale(sellerId: string): Promise<void> {
      await db
        .insert(sellerStanding)
        .values({ sellerId, completedSales: 1 })
        .onConflictDoUpdate({ target: sellerStanding.sellerId, set: { completedSales: sql`${sellerStanding.completedSales} + 1` } });
    },

    /** Whether the seller has a booking by the buyer, of any state: who may see a buyer's rating. */
    async hasBookingBy(sellerId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.sellerId, sellerId), eq(bookings.buyerId, buyerId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
