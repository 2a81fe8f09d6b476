import { and, asc, count, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { LIMITS, MODERATION, PRODUCT_STATUS, type ProductStatus } from '#shared/constants.ts';
import type { ListingState, OwnProductDetail } from '#shared/schemas/moderation.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { listingStateFields, ownProductDetailFields, p, u } from '../products/read-model.ts';

const DAY_MS = 86_400_000;

/**
 * A laptop's model, as the price check compares it: its brand (category) and its processor, read without case,
 * spaces or signs ("Core i5-8350U" is "corei58350u"), in SQL on both sides, Bangla digits as ASCII.
 */
const modelKey = (processor: SQL | string) => sql`regexp_replace(lower(normalize_search_text(${processor})), '[^a-z0-9]', '', 'g')`;

/** A list of texts as one SQL array (a parameter each, so no engine needs to read a JavaScript array). */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * What the moderation checks read (checks.ts), the listings waiting for an admin, and the admins' decisions on
 * them (product §4, "Moderation").
 */
export function moderationRepository(db: Db) {
  return {
    /**
     * The median resell price of the same model among other sellers' listings of the last 90 days that were
     * public (on sale, sold or expired since; those waiting for an admin or rejected are no evidence), and how
     * many there are. Null without a processor: the brand alone is no model.
     */
    async modelPrices(
      listing: { id?: string; categoryId: string; processor?: string | null },
      sellerId: string,
      now: number,
    ): Promise<{ median: number; similar: number } | null> {
      if (!listing.processor?.trim()) return null;
      const [row] = await db
        .select({
          median: sql<number | null>`percentile_cont(0.5) within group (order by ${products.resellPrice})`.mapWith(Number),
          similar: count(),
        })
        .from(products)
        .where(
          and(
            eq(products.categoryId, listing.categoryId),
            inArray(products.status, [PRODUCT_STATUS.available, PRODUCT_STATUS.sold, PRODUCT_STATUS.expired]),
            ne(products.sellerId, sellerId),
            gt(products.createdAt, new Date(now - MODERATION.priceDays * DAY_MS)),
            listing.id ? ne(products.id, listing.id) : undefined,
            sql`${modelKey(sql`${products.processor}`)} = ${modelKey(listing.processor)}`,
          ),
        );
      if (!row || row.similar === 0) return { median: 0, similar: 0 };
      return { median: row.median ?? 0, similar: row.similar };
    },
    /** Whether another seller's listing, whatever became of it, shows one of these photos (by their hashes). */
    async photoListedByAnother(hashes: readonly string[], sellerId: string): Promise<boolean> {
      if (hashes.length === 0) return false;
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(ne(products.sellerId, sellerId), sql`${products.photoHashes} && ${textArray(hashes)}`))
        .limit(1);
      return row !== undefined;
    },
    /** How many listings the seller made before this one (or before a new one: all); deleted ones are gone, every other counts. */
    async earlierListings(sellerId: string, listingId: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(
          and(
            eq(products.sellerId, sellerId),
            listingId
              ? lt(products.createdAt, sql`(select ${products.createdAt} from ${products} where ${products.id} = ${listingId})`)
              : undefined,
          ),
        );
      return row?.n ?? 0;
    },
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
