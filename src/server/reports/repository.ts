import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type bookings, type conversations, type products, reports, reviews } from '../db/schema.ts';

const columns = {
  _id: reports.id,
  productId: reports.productId,
  image: reports.image,
  itemName: reports.itemName,
  email: reports.email,
  message: reports.message,
  createdAt: reports.createdAt,
  conversationId: reports.conversationId,
  reviewId: reports.reviewId,
  review: { stars: reviews.stars, comment: reviews.comment, reply: reviews.reply, hiddenAt: reviews.hiddenAt },
};

export function reportsRepository(db: Db) {
  return {
    /** Reports a product to the admins, naming it and its photo as stored, and the reporter as signed in. */
    async create(
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name'>,
      reporter: { id: string; email: string },
      message: string,
    ): Promise<string> {
      const [row] = await db
        .insert(reports)
        .values({
          productId: product.id,
          image: product.image,
          itemName: product.name,
          email: reporter.email,
          message,
          reporterId: reporter.id,
        })
        .returning({ id: reports.id });
      return row!.id;
    },
    /**
     * Reports a conversation to the admins, in the reporter's words, naming its product as the conversation
     * keeps it. The admins then read its messages (GET /report/:id/messages).
     */
    async createForConversation(
      conversation: Pick<typeof conversations.$inferSelect, 'id' | 'productId' | 'image' | 'itemName'>,
      reporter: { id: string; email: string },
      reason: string,
    ): Promise<string> {
      const [row] = await db
        .insert(reports)
        .values({
          productId: conversation.productId,
          image: conversation.image,
          itemName: conversation.itemName,
          email: reporter.email,
          message: reason,
          reporterId: reporter.id,
          conversationId: conversation.id,
        })
        .returning({ id: reports.id });
      return row!.id;
    },
    /**
     * Reports a review to the admins, in the reporter's words if any, naming the laptop of its sale as the
     * booking keeps it. The admins read the review with the report, and may hide it.
     */
    async createForReview(
      review: { id: string },
      sale: Pick<typeof bookings.$inferSelect, 'productId' | 'image' | 'itemName'>,
      reporter: { id: string; email: string },
      reason: string,
    ): Promise<string> {
      const [row] = await db
        .insert(reports)
        .values({
          productId: sale.productId,
          image: sale.image,
          itemName: sale.itemName,
          email: reporter.email,
          message: reason,
          reporterId: reporter.id,
          reviewId: review.id,
        })
        .returning({ id: reports.id });
      return row!.id;
    },
    /**
     * Every report, newest first; a report of a conversation names it (`conversationId`), one of a review names
     * it and says what it holds (`reviewId`, `review`), one of a product answers as ever.
     */
    async listAll() {
      const rows = await db
        .select(columns)
        .from(reports)
        .leftJoin(reviews, eq(reviews.id, reports.reviewId))
        .orderBy(desc(reports.createdAt));
      return rows.map(({ conversationId, reviewId, review, ...r }) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        ...(conversationId ? { conversationId } : {}),
        ...(reviewId && review
          ? { reviewId, review: { stars: review.stars, comment: review.comment, reply: review.reply, hidden: review.hiddenAt !== null } }
          : {}),
      }));
    },
    /** The conversation a report names; null for a report of a product, undefined for no such report. */
    async conversationOf(id: string): Promise<string | null | undefined> {
      const [row] = await db.select({ conversationId: reports.conversationId }).from(reports).where(eq(reports.id, id));
      return row ? row.conversationId : undefined;
    },
    /** Answers how many reports went (0 or 1). */
    async delete(id: string): Promise<number> {
      const rows = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
      return rows.length;
    },
  };
}
