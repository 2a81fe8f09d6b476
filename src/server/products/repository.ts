import { and, asc, between, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { PRODUCT_STATUS, type ProductStatus } from '#shared/constants.ts';
import type { Product, ProductDetail, ProductInput } from '#shared/schemas/products.ts';
import type { Db } from '../db/client.ts';
import { onSale, products, user } from '../db/schema.ts';
import { ownProductFields, p, productDetailFields, productFields, productJsonColumns, u } from './read-model.ts';

export function productsRepository(db: Db) {
  /** Products as the API shows them (read-model.ts), with their sellers. */
  const select = () => db.select(productFields).from(p).innerJoin(u, eq(u.id, p.sellerId));
  return {
    /**
     * Unsold items of a category, newest first, as the JSON array the API answers (the `product`
     * schema's fields, in its order). The database writes the JSON: the busiest public read then
     * costs the server one string instead of a hundred rows to parse, map, check and serialize.
     */
    async listAvailableInCategoryJson(categoryId: string, page: { limit: number; offset: number }): Promise<string> {
      // json_agg over a row (its columns named as the API names them) costs less than building
      // each object with json_build_object: about 15% on PostgreSQL, 20% on PGlite (npm run bench).
      const result = (await db.execute<{ json: string }>(sql`
        select coalesce(json_agg(r), '[]')::text as "json"
        from (
          select ${productJsonColumns}
          from (
            select * from ${products}
            where ${products.categoryId} = ${categoryId} and ${onSale(products)}
            order by ${products.createdAt} desc, ${products.id} desc
            limit ${page.limit} offset ${page.offset}
          ) ${p}
          join ${user} ${u} on ${u.id} = ${p.sellerId}
          order by ${p.createdAt} desc, ${p.id} desc
        ) r`)) as { rows: { json: string }[] };
      return result.rows[0]?.json ?? '[]';
    },
    /** A seller's own products, with their phone and e-mail as stored whatever the listing shows the public. */
    async listBySeller(sellerEmail: string): Promise<Product[]> {
      return db
        .select(ownProductFields)
        .from(p)
        .innerJoin(u, eq(u.id, p.sellerId))
        .where(and(eq(p.email, sellerEmail), isNull(p.removedAt)))
        .orderBy(desc(p.createdAt));
    },
    /**
     * A listed product as anyone may see it (sold ones too; removed ones and a suspended seller's not), with
     * who sells it: the product page. Null when there is no such product.
     */
    async findPublicById(id: string): Promise<ProductDetail | null> {
      const [row] = await db
        .select(productDetailFields)
        .from(p)
        .innerJoin(u, eq(u.id, p.sellerId))
        .where(and(eq(p.id, id), isNull(p.removedAt), ne(p.status, PRODUCT_STATUS.suspended)))
        .limit(1);
      return row ?? null;
    },
    /** A seller's products on sale, newest first: their public profile. */
    async listAvailableBySellerId(sellerId: string, limit: number): Promise<Product[]> {
      return select()
        .where(and(eq(p.sellerId, sellerId), onSale(p)))
        .orderBy(desc(p.createdAt), desc(p.id))
        .limit(limit);
    },
    /**
     * Other products on sale like this one, for its page: the same brand, or a resell price within a
     * quarter of its own; the same brand first, then the nearest in price.
     */
    async listSimilar(of: { id: string; categoryId: string; resellPrice: number }, limit: number): Promise<Product[]> {
      const sameBrand = eq(p.categoryId, of.categoryId);
      return select()
        .where(
          and(
            onSale(p),
            ne(p.id, of.id),
            or(sameBrand, between(p.resellPrice, Math.ceil(of.resellPrice * 0.75), Math.floor(of.resellPrice * 1.25))),
          ),
        )
        .orderBy(desc(sameBrand), asc(sql`abs(${p.resellPrice} - ${of.resellPrice})`), desc(p.createdAt), desc(p.id))
        .limit(limit);
    },
    /** The newest products on sale, id and listing time only: the sitemap's product pages. */
    async listNewestAvailableIds(limit: number) {
      return db
        .select({ id: products.id, createdAt: products.createdAt })
        .from(products)
        .where(onSale(products))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },
    /** How many of a seller's products were sold, counting those removed since. */
    async countSoldBySellerId(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), eq(products.status, PRODUCT_STATUS.sold)));
      return row?.n ?? 0;
    },
    /** A listed product: not one its seller removed after it sold. */
    async findById(id: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.removedAt)))
        .limit(1);
      return row ?? null;
    },
    /** A product as stored, whether or not its seller removed it after it sold (`removedAt`); null when it no longer exists. */
    async findAnyById(id: string) {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return row ?? null;
    },
    /** Whether the listing shows its phone number or only takes messages; answers how many rows changed (0 or 1). */
    async setChatOnly(id: string, chatOnly: boolean): Promise<number> {
      const rows = await db
        .update(products)
        .set({ chatOnly })
        .where(and(eq(products.id, id), ne(products.chatOnly, chatOnly)))
        .returning({ id: products.id });
      return rows.length;
    },
    /**
     * Changes a product's resell price, its row locked until the transaction ends; answers the price it had,
     * or null when it had this one already.
     */
    async setResellPrice(id: string, price: number): Promise<number | null> {
      const [row] = await db.select({ price: products.resellPrice }).from(products).where(eq(products.id, id)).for('update');
      if (!row || row.price === price) return null;
      await db.update(products).set({ resellPrice: price }).where(eq(products.id, id));
      return row.price;
    },
    /** Marks a product on sale sold; false when it was sold already (to another buyer). */
    async markSold(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ status: PRODUCT_STATUS.sold })
        .where(and(eq(products.id, id), eq(products.status, PRODUCT_STATUS.available)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /** Puts a sold product on sale again: its payment was refunded before the laptop changed hands. */
    async markAvailable(id: string): Promise<void> {
      await db.update(products).set({ status: PRODUCT_STATUS.available }).where(eq(products.id, id));
    },
    /** Whether a product is available or sold; null when it no longer exists. */
    async statusOf(id: string): Promise<ProductStatus | null> {
      const [row] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
      return row?.status ?? null;
    },
    /** Lists a product under the seller's own account: their email and their account's name, whatever the form said. */
    async create(input: ProductInput, photos: { image: string; images: string[] }, seller: { id: string; email: string; name: string }) {
      const [row] = await db
        .insert(products)
        .values({
          name: input.name,
          categoryId: input.category_id,
          price: input.price,
          resellPrice: input.resell_price,
          phone: input.phone,
          location: input.location,
          detail: input.detail,
          date: input.date,
          use: input.use,
          image: photos.image,
          images: photos.images,
          processor: input.processor,
          ram: input.ram,
          storage: input.storage,
          storageType: input.storageType,
          screen: input.screen,
          condition: input.condition,
          district: input.district,
          chatOnly: input.chatOnly ?? false,
          seller: seller.name,
          email: seller.email,
          sellerId: seller.id,
        })
        .returning({ id: products.id });
      return row!.id;
    },
  };
}
