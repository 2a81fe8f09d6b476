import { eq, sql } from 'drizzle-orm';
import { bookings, reviews, sellerStanding, user } from '../db/schema.ts';
import { PHOTO, type TestApp, type TestUser } from './fixtures.ts';

/*
 * A seller's record, written straight into the database: the sales and reviews a trusted seller needs
 * (product §4, "Reviews") are many, and the API would take a booking, a payment and a review for each.
 */

/** Makes the user's account `since` old: the trusted seller's rule counts the days of membership. */
export async function memberSince(app: TestApp, who: TestUser, since: Date): Promise<void> {
  await app.ctx.db.update(user).set({ createdAt: since }).where(eq(user.id, who.id));
}

/** A booking of the seller's laptop by the buyer that ended at `closedAt`, paid; `rest` says how it ended. */
export function closedBooking(seller: TestUser, buyer: TestUser, closedAt: Date, rest: Partial<typeof bookings.$inferInsert> = {}) {
  return {
    image: PHOTO,
    price: 30_000,
    itemName: 'Dell',
    userName: buyer.name,
    email: buyer.email,
    phone: '01711000000',
    buyerId: buyer.id,
    sellerId: seller.id,
    paid: true,
    method: 'cod' as const,
    state: 'sold-cash' as const,
    closedAt,
    createdAt: closedAt,
    ...rest,
  };
}

/**
 * Completed sales of `seller` to `buyer`, closed at `closedAt`: one for each entry of `stars`, with the
 * buyer's review of that many stars (null: no review), published at `publishedAt` (by default when the sale
 * closed), counted in `seller_standing` as the sale's moves count it. Answers the reviews' ids.
 */
export async function completedSales(
  app: TestApp,
  seller: TestUser,
  buyer: TestUser,
  stars: readonly (number | null)[],
  options: { closedAt: Date; publishedAt?: Date; state?: 'released' | 'sold-cash' },
): Promise<{ id: string }[]> {
  const { closedAt } = options;
  const rows = await app.ctx.db
    .insert(bookings)
    .values(stars.map(() => closedBooking(seller, buyer, closedAt, { state: options.state ?? 'sold-cash', handedOverAt: closedAt })))
    .returning({ id: bookings.id });
  await app.ctx.db
    .insert(sellerStanding)
    .values({ sellerId: seller.id, completedSales: rows.length })
    .onConflictDoUpdate({
      target: sellerStanding.sellerId,
      set: { completedSales: sql`${sellerStanding.completedSales} + ${rows.length}` },
    });
  const reviewed = rows.flatMap((row, i) => (stars[i] === null ? [] : [{ bookingId: row.id, stars: stars[i]! }]));
  if (reviewed.length === 0) return [];
  return app.ctx.db
    .insert(reviews)
    .values(
      reviewed.map(({ bookingId, stars: given }) => ({
        bookingId,
        by: 'buyer' as const,
        authorId: buyer.id,
        subjectId: seller.id,
        stars: given,
        createdAt: closedAt,
        publishedAt: options.publishedAt ?? closedAt,
      })),
    )
    .returning({ id: reviews.id });
}
