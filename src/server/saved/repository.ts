import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import type { SavedLaptop, SavedStatus } from '#shared/schemas/saved.ts';
import type { Db } from '../db/client.ts';
import { savedProducts, user } from '../db/schema.ts';
import { p, productFields, u, type ProductRow } from '../products/read-model.ts';

/** What a saved laptop keeps of its product when saved: the list shows it once the listing is gone. */
export interface SavedFrom {
  id: string;
  name: string;
  detail: string;
  image: string;
  resellPrice: number;
}

/** Where a saved laptop stands: its listing on sale, sold, or not listed any more (deleted, removed, or no longer public). */
const statusOf = sql<SavedStatus>`(case
  when ${p.id} is null or ${p.removedAt} is not null then 'removed'
  when ${p.status} = ${PRODUCT_STATUS.sold} then 'sold'
  when ${p.status} = ${PRODUCT_STATUS.available} then 'available'
  else 'removed' end)`;

/** The laptops each user saved (`saved_products`). */
export function savedRepository(db: Db) {
  return {
    /**
     * Saves a laptop for the user: 'created', or 'exists' when it was saved already (nothing changes), or
     * 'full' when the user has `limit` saved already. The user's row is locked meanwhile, so two saves at
     * once cannot both pass the limit.
     */
    async save(userId: string, product: SavedFrom, limit: number): Promise<'created' | 'exists' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
        const [existing] = await tx
          .select({ productId: savedProducts.productId })
          .from(savedProducts)
          .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, product.id)));
        if (existing) return 'exists';
        const [held] = await tx.select({ n: count() }).from(savedProducts).where(eq(savedProducts.userId, userId));
        if ((held?.n ?? 0) >= limit) return 'full';
        await tx.insert(savedProducts).values({
          userId,
          productId: product.id,
          name: product.name,
          detail: product.detail,
          image: product.image,
          savedPrice: product.resellPrice,
        });
        return 'created';
      });
    },

    /**
     * The user's saved laptops, newest saved first, each with where it stands and, while it is listed, the
     * product as anyone sees it (the read model's public fields).
     */
    async listOwn(userId: string): Promise<SavedLaptop[]> {
      const rows = await db
        .select({
          productId: savedProducts.productId,
          status: statusOf,
          savedAt: sql<string>`to_char(${savedProducts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          savedPrice: savedProducts.savedPrice,
          name: savedProducts.name,
          detail: savedProducts.detail,
          image: savedProducts.image,
          product: productFields,
        })
        .from(savedProducts)
        .leftJoin(p, eq(p.id, savedProducts.productId))
        .leftJoin(u, eq(u.id, p.sellerId))
        .where(eq(savedProducts.userId, userId))
        .orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId));
      return rows.map(({ product, ...saved }) => {
        // A left join's missing product comes as a row of nulls: only a listed one is answered.
        const listed = saved.status !== 'removed' ? (product as ProductRow) : null;
        return {
          ...saved,
          product: listed,
          name: listed?.name ?? saved.name,
          detail: listed?.detail ?? saved.detail,
          image: listed?.image ?? saved.image,
        };
      });
    },

    /** Removes a laptop from the user's saved ones; answers how many went (0 or 1). */
    async deleteOwn(userId: string, productId: string): Promise<number> {
      const rows = await db
        .delete(savedProducts)
        .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)))
        .returning({ productId: savedProducts.productId });
      return rows.length;
    },

    /** Who saved a laptop, but `except` (its seller): whom its price drop tells. */
    async saversOf(productId: string, except: string): Promise<string[]> {
      const rows = await db
        .select({ userId: savedProducts.userId })
        .from(savedProducts)
        .where(and(eq(savedProducts.productId, productId), ne(savedProducts.userId, except)));
      return rows.map((row) => row.userId);
    },
  };
}
