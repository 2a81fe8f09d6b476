import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advertisements, onSale, products } from '../db/schema.ts';

const columns = {
  _id: advertisements.id,
  productId: advertisements.productId,
  image: advertisements.image,
  name: advertisements.name,
  price: advertisements.price,
  detail: advertisements.detail,
  use: advertisements.use,
  location: advertisements.location,
  phone: sql<string | null>`${advertisements.phone}`,
  email: sql<string | null>`${advertisements.email}`,
  // An advert of a product since deleted has no product to ask; it shows its phone as it was copied.
  chatOnly: sql<boolean>`coalesce(${products.chatOnly}, false)`.mapWith(Boolean),
  createdAt: advertisements.createdAt,
};
/**
 * An advert as anyone may see it (product §6, "A seller's contact"): no seller's e-mail address, and no
 * phone number when its product is chat only.
 */
const publicColumns = {
  ...columns,
  phone: sql<string | null>`(case when coalesce(${products.chatOnly}, false) then null else ${advertisements.phone} end)`,
  email: sql<string | null>`(null::text)`,
};
const toAdvertisement = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** How many adverts the public list shows. */
const ON_SALE_LIMIT = 100;

/** The product an advert is made from, as stored. */
type AdvertisedProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'image' | 'name' | 'resellPrice' | 'detail' | 'use' | 'location' | 'phone'
>;

export function advertisementsRepository(db: Db) {
  /** Adverts whose product is sold are no longer shown (architecture §5). */
  const unsold = or(isNull(advertisements.productId), onSale(products));
  const select = () => db.select(columns).from(advertisements).leftJoin(products, eq(products.id, advertisements.productId));
  return {
    /** The public list: adverts of unsold products, newest first. */
    async listOnSale() {
      return (
        await db
          .select(publicColumns)
          .from(advertisements)
          .leftJoin(products, eq(products.id, advertisements.productId))
          .where(unsold)
          .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
          .limit(ON_SALE_LIMIT)
      ).map(toAdvertisement);
    },
    /** A seller's own adverts, sold or not, newest first. */
    async listBySellerEmail(email: string) {
      return (await select().where(eq(advertisements.email, email)).orderBy(desc(advertisements.createdAt), desc(advertisements.id))).map(
        toAdvertisement,
      );
    },
    /** An advert's id and its seller, for the ownership check. */
    async findById(id: string): Promise<{ id: string; sellerId: string } | null> {
      const [row] = await db
        .select({ id: advertisements.id, sellerId: advertisements.sellerId })
        .from(advertisements)
        .where(eq(advertisements.id, id));
      return row ?? null;
    },
    /**
     * Advertises a product, showing it as it is stored (not as the browser described it). A product has
     * one advert at most (the unique index on product_id): advertising it again answers that advert.
     */
    async create(product: AdvertisedProduct, seller: { id: string; email: string }): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(advertisements)
        .values({
          productId: product.id,
          image: product.image,
          name: product.name,
          price: product.resellPrice,
          detail: product.detail,
          use: product.use,
          location: product.location,
          phone: product.phone,
          email: seller.email,
          sellerId: seller.id,
        })
        .onConflictDoNothing()
        .returning({ id: advertisements.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.productId, product.id));
      return { id: existing!.id, created: false };
    },
    /** A product's advert shows its price as it is now, after its seller changed it. */
    async setPrice(productId: string, price: number): Promise<void> {
      await db.update(advertisements).set({ price }).where(eq(advertisements.productId, productId));
    },
    /** Answers how many adverts went (0 or 1). */
    async delete(id: string): Promise<number> {
      const rows = await db.delete(advertisements).where(eq(advertisements.id, id)).returning({ id: advertisements.id });
      return rows.length;
    },
  };
}
