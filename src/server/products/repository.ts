import { and, asc, between, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Condition, StorageType } from '#shared/constants.ts';
import type { District, Division } from '#shared/districts.ts';
import type { ProductInput } from '#shared/schemas/products.ts';
import type { Db } from '../db/client.ts';
import { products, user } from '../db/schema.ts';
import { deleteProduct } from './delete-product.ts';
import { productJsonColumns } from './product-json.ts';

const columns = {
  _id: products.id,
  name: products.name,
  category_id: products.categoryId,
  price: products.price,
  resell_price: products.resellPrice,
  phone: products.phone,
  location: products.location,
  detail: products.detail,
  date: products.date,
  use: products.use,
  image: products.image,
  seller: products.seller,
  email: products.email,
  sellerVerified: sql<boolean>`(${user.status} is not null)`,
  status: products.status,
  createdAt: products.createdAt,
  images: products.images,
  processor: products.processor,
  ram: products.ram,
  storage: products.storage,
  storageType: products.storageType,
  screen: products.screen,
  condition: products.condition,
  district: products.district,
  division: products.division,
};

type Row = {
  createdAt: Date;
  status: string;
  storageType: string | null;
  condition: string | null;
  district: string | null;
  division: string | null;
} & Record<string, unknown>;
/** The check constraints and the input schema keep these columns to their lists; the types say so. */
const toProduct = <T extends Row>(row: T) => ({
  ...row,
  status: row.status as 'available' | 'sold',
  createdAt: row.createdAt.toISOString(),
  storageType: row.storageType as StorageType | null,
  condition: row.condition as Condition | null,
  district: row.district as District | null,
  division: row.division as Division | null,
});

export function productsRepository(db: Db) {
  const select = () => db.select(columns).from(products).innerJoin(user, eq(user.id, products.sellerId));
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
            where ${products.categoryId} = ${categoryId} and ${products.status} = 'available'
            order by ${products.createdAt} desc, ${products.id} desc
            limit ${page.limit} offset ${page.offset}
          ) p
          join ${user} u on u.id = p.seller_id
          order by p.created_at desc, p.id desc
        ) r`)) as { rows: { json: string }[] };
      return result.rows[0]?.json ?? '[]';
    },
    async listBySeller(sellerEmail: string) {
      const rows = await select()
        .where(and(eq(products.email, sellerEmail), isNull(products.removedAt)))
        .orderBy(desc(products.createdAt));
      return rows.map(toProduct);
    },
    /**
     * A listed product as anyone may see it (sold ones too, removed ones not), with who sells it: the
     * product page. Null when there is no such product.
     */
    async findPublicById(id: string) {
      const [row] = await db
        .select({
          ...columns,
          sellerProfile: {
            id: user.id,
            name: user.name,
            verified: sql<boolean>`(${user.status} is not null)`,
            memberSince: user.createdAt,
          },
        })
        .from(products)
        .innerJoin(user, eq(user.id, products.sellerId))
        .where(and(eq(products.id, id), isNull(products.removedAt)))
        .limit(1);
      if (!row) return null;
      const { sellerProfile, ...product } = row;
      return { ...toProduct(product), sellerProfile: { ...sellerProfile, memberSince: sellerProfile.memberSince.toISOString() } };
    },
    /** A seller's products on sale, newest first: their public profile. */
    async listAvailableBySellerId(sellerId: string, limit: number) {
      const rows = await select()
        .where(and(eq(products.sellerId, sellerId), eq(products.status, 'available'), isNull(products.removedAt)))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
      return rows.map(toProduct);
    },
    /**
     * Other products on sale like this one, for its page: the same brand, or a resell price within a
     * quarter of its own; the same brand first, then the nearest in price.
     */
    async listSimilar(of: { id: string; categoryId: string; resellPrice: number }, limit: number) {
      const sameBrand = eq(products.categoryId, of.categoryId);
      const rows = await select()
        .where(
          and(
            eq(products.status, 'available'),
            isNull(products.removedAt),
            ne(products.id, of.id),
            or(sameBrand, between(products.resellPrice, Math.ceil(of.resellPrice * 0.75), Math.floor(of.resellPrice * 1.25))),
          ),
        )
        .orderBy(desc(sameBrand), asc(sql`abs(${products.resellPrice} - ${of.resellPrice})`), desc(products.createdAt), desc(products.id))
        .limit(limit);
      return rows.map(toProduct);
    },
    /** The newest products on sale, id and listing time only: the sitemap's product pages. */
    async listNewestAvailableIds(limit: number) {
      return db
        .select({ id: products.id, createdAt: products.createdAt })
        .from(products)
        .where(and(eq(products.status, 'available'), isNull(products.removedAt)))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },
    /** How many of a seller's products were sold, counting those removed since. */
    async countSoldBySellerId(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), eq(products.status, 'sold')));
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
    /** Whether a product is available or sold; null when it no longer exists. */
    async statusOf(id: string): Promise<string | null> {
      const [row] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
      return row?.status ?? null;
    },
    /** Whether another seller lists under this phone number (compared by its last ten digits, as the index is). */
    async phoneUsedByOtherSeller(phone: string, sellerId: string): Promise<boolean> {
      const digits = phone.replace(/\D/g, '');
      // Too few digits to be anyone's number: nothing to protect.
      if (digits.length < 7) return false;
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(sql`right(regexp_replace(${products.phone}, '[^0-9]', '', 'g'), 10) = ${digits.slice(-10)}`, ne(products.sellerId, sellerId)),
        )
        .limit(1);
      return Boolean(row);
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
          seller: seller.name,
          email: seller.email,
          sellerId: seller.id,
        })
        .returning({ id: products.id });
      return row!.id;
    },
    /** With its advert and its unpaid bookings (delete-product.ts). */
    delete: (id: string) => deleteProduct(db, id),
  };
}
