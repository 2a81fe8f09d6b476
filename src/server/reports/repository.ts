import { desc, eq, inArray } from 'drizzle-orm';
import type { ReportListed } from '#shared/schemas/reports.ts';
import { isAdmin } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { type bookings, conversations, products, reports, reviews, user } from '../db/schema.ts';

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

/** Who reports: the signed-in user, by id and e-mail as the report keeps them. */
type Reporter = { id: string; email: string };
/** What a report names: the laptop (its id, photo and name as kept where it was reported) and what it is of. */
type Reported = Pick<typeof reports.$inferInsert, 'productId' | 'image' | 'itemName' | 'conversationId' | 'reviewId'>;

export function reportsRepository(db: Db) {
  /** Writes one report, in the reporter's words; answers its id. */
  const insert = async (reported: Reported, reporter: Reporter, message: string): Promise<string> => {
    const [row] = await db
      .insert(reports)
      .values({ ...reported, email: reporter.email, message, reporterId: reporter.id })
      .returning({ id: reports.id });
    return row!.id;
  };
  return {
    /** Reports a product to the admins, naming it and its photo as stored, and the reporter as signed in. */
    create: (product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name'>, reporter: Reporter, message: string) =>
      insert({ productId: product.id, image: product.image, itemName: product.name }, reporter, message),
    /**
     * Reports a conversation to the admins, in the reporter's words, naming its product as the conversation
     * keeps it. The admins then read its messages (GET /report/:id/messages).
     */
    createForConversation: (
      conversation: Pick<typeof conversations.$inferSelect, 'id' | 'productId' | 'image' | 'itemName'>,
      reporter: Reporter,
      reason: string,
    ) =>
      insert(
        { productId: conversation.productId, image: conversation.image, itemName: conversation.itemName, conversationId: conversation.id },
        reporter,
        reason,
      ),
    /**
     * Reports a review to the admins, in the reporter's words if any, naming the laptop of its sale as the
     * booking keeps it. The admins read the review with the report, and may hide it.
     */
    createForReview: (
      review: { id: string },
      sale: Pick<typeof bookings.$inferSelect, 'productId' | 'image' | 'itemName'>,
      reporter: Reporter,
      reason: string,
    ) => insert({ productId: sale.productId, image: sale.image, itemName: sale.itemName, reviewId: review.id }, reporter, reason),
    /**
     * Every report, newest first; a report of a conversation names it (`conversationId`), one of a review names
     * it and says what it holds (`reviewId`, `review`), one of a product answers as ever. Each says what it is
     * of (`kind`) and whom it is about (`reported`): a listing's seller, the party of a conversation who did
     * not report it, or a review's author.
     */
    async listAll(): Promise<ReportListed[]> {
      const rows = await db
        .select({
          ...columns,
          reporterId: reports.reporterId,
          productSellerId: products.sellerId,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
          reviewAuthorId: reviews.authorId,
        })
        .from(reports)
        .leftJoin(products, eq(products.id, reports.productId))
        .leftJoin(conversations, eq(conversations.id, reports.conversationId))
        .leftJoin(reviews, eq(reviews.id, reports.reviewId))
        .orderBy(desc(reports.createdAt));
      const aboutOf = (r: (typeof rows)[number]) =>
        r.conversationId ? (r.buyerId === r.reporterId ? r.sellerId : r.buyerId) : r.reviewId ? r.reviewAuthorId : r.productSellerId;
      const ids = [...new Set(rows.map(aboutOf).filter((id): id is string => Boolean(id)))];
      const people = ids.length ? await db.select().from(user).where(inArray(user.id, ids)) : [];
      const byId = new Map(people.map((p) => [p.id, { id: p.id, name: p.name, admin: isAdmin(p), suspended: p.suspendedAt !== null }]));
      return rows.map((row) => {
        const {
          conversationId,
          reviewId,
          review,
          reporterId: _r,
          productSellerId: _p,
          buyerId: _b,
          sellerId: _s,
          reviewAuthorId: _a,
          ...r
        } = row;
        const about = aboutOf(row);
        return {
          ...r,
          createdAt: r.createdAt.toISOString(),
          ...(conversationId ? { conversationId } : {}),
          ...(reviewId && review
            ? { reviewId, review: { stars: review.stars, comment: review.comment, reply: review.reply, hidden: review.hiddenAt !== null } }
            : {}),
          kind: conversationId ? ('conversation' as const) : reviewId ? ('review' as const) : ('product' as const),
          reported: (about && byId.get(about)) || null,
        };
      });
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
