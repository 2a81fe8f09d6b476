import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { LIMITS, PRODUCT_STATUS, type ProductStatus } from '#shared/constants.ts';
import type { ListingState, OwnProductDetail } from '#shared/schemas/moderation.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { listingStateFields, ownProductDetailFields, p, u } from '../products/read-model.ts';

/** The listings waiting for an admin, and the admins' decisions on them (product §4, "Moderation"). */
export function moderationRepository(db: Db) {
  return {
    /** The queue: the listings in review, the longest waiting first, at most a page; and how many wait in all. */
    async queue(): Promise<{ items: OwnProductDetail[]; total: number }> {
      const [items, [counted]] = await Promise.all([
        db
          .select(ownProductDetailFields)
          .from(p)
          .innerJoin(u, eq(u.id, p.sellerId))
          .where(and(eq(p.status, PRODUCT_STATUS.review), isNull(p.removedAt)))
          .orderBy(asc(p.submittedAt), asc(p.id))
          .limit(LIMITS.pageSize),
        db
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.status, PRODUCT_STATUS.review), isNull(products.removedAt))),
      ]);
      return { items, total: counted?.n ?? 0 };
    },
    /**
     * A listed product for a decision on it, locked until the transaction ends, so that two admins (or an admin
     * and its seller's resubmission) decide one after the other. Null when it is gone.
     */
    async lock(id: string) {
      const [row] = await db
        .select({ id: products.id, status: products.status, sellerId: products.sellerId, name: products.name })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.removedAt)))
        .for('update');
      return row ?? null;
    },
    /** Records who decided and when; a rejection's reason for its seller. Only from `from`: false otherwise. */
    async decide(
      id: string,
      from: readonly ProductStatus[],
      decision: { adminId: string; at: Date; rejectionReason?: string },
    ): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({
          reviewedAt: decision.at,
          reviewedBy: decision.adminId,
          ...(decision.rejectionReason === undefined ? {} : { status: PRODUCT_STATUS.rejected, rejectionReason: decision.rejectionReason }),
        })
        .where(and(eq(products.id, id), inArray(products.status, [...from])))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /** Where a listing stands now, as its seller reads it. */
    async stateOf(id: string): Promise<{ status: ProductStatus; listing: ListingState } | null> {
      const [row] = await db
        .select({
          status: p.status,
          listing: listingStateFields,
        })
        .from(p)
        .where(eq(p.id, id));
      return row ?? null;
    },
  };
}
