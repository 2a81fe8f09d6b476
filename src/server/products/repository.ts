import { and, asc, between, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { PRODUCT_STATUS, PUBLIC_STATUSES, SELLABLE_STATUSES, type ProductStatus } from '#shared/constants.ts';
import type { ModerationFlag, OwnProduct, OwnProductDetail } from '#shared/schemas/moderation.ts';
import type { Product, ProductDetail, ProductInput } from '#shared/schemas/products.ts';
import type { Db } from '../db/client.ts';
import { onSale, products, user } from '../db/schema.ts';
import { ownProductDetailFields, ownProductFields, p, productDetailFields, productFields, productJsonColumns, u } from './read-model.ts';

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
    async listBySeller(sellerEmail: string): Promise<OwnProduct[]> {
      return db
        .select(ownProductFields)
        .from(p)
        .innerJoin(u, eq(u.id, p.sellerId))
        .where(and(eq(p.email, sellerEmail), isNull(p.removedAt)))
        .orderBy(desc(p.createdAt));
    },
    /**
     * A listed product as anyone may see it (sold ones too; removed ones and those only its seller and the
     * admins see, not), with who sells it: the product page. Null when there is no such product.
     */
    async findPublicById(id: string): Promise<ProductDetail | null> {
      const [row] = await db
        .select(productDetailFields)
        .from(p)
        .innerJoin(u, eq(u.id, p.sellerId))
        .where(and(eq(p.id, id), isNull(p.removedAt), inArray(p.status, PUBLIC_STATUSES)))
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
    /** Marks a product on sale (or expired after it was booked) sold; false when it was sold already (to another buyer). */
    async markSold(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ status: PRODUCT_STATUS.sold })
        .where(and(eq(products.id, id), inArray(products.status, SELLABLE_STATUSES)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /** Where a product stands (available, sold, expired …); null when it no longer exists. */
    async statusOf(id: string): Promise<ProductStatus | null> {
      const [row] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
      return row?.status ?? null;
    },
    /**
     * Lists a product under the seller's own account: their email and their account's name, whatever the form
     * said; with what its checks found (moderation/submit.ts): on sale, or waiting for an admin and why.
     */
    async create(
      input: ProductInput,
      photos: { image: string; images: string[] },
      seller: { id: string; email: string; name: string },
      checked: Submission,
    ) {
      const [row] = await db
        .insert(products)
        .values({
          ...listingColumns(input, photos),
          ...checkedColumns(checked),
          seller: seller.name,
          email: seller.email,
          sellerId: seller.id,
        })
        .returning({ id: products.id });
      return row!.id;
    },
    /**
     * Writes a seller's changes into a listing that waits for an admin or was rejected, with what its checks
     * found; answers whether it was still so (a listing approved, deleted or sold meanwhile is left alone).
     */
    async resubmit(id: string, input: ProductInput, photos: { image: string; images: string[] }, checked: Submission): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...listingColumns(input, photos), ...checkedColumns(checked), rejectionReason: null })
        .where(and(eq(products.id, id), isNull(products.removedAt), inArray(products.status, RESUBMITTABLE)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /**
     * Takes a listing on sale off the public lists to wait for an admin, with why (products/change-price.ts);
     * answers whether it was on sale.
     */
    async holdForReview(id: string, reasons: ModerationFlag[], at: Date): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ status: PRODUCT_STATUS.review, moderationReasons: reasons, submittedAt: at })
        .where(and(eq(products.id, id), onSale(products)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /**
     * Puts a listing on sale until `expiresAt` (products/went-public.ts): available, nothing holding it, its
     * reminder not yet sent. Not a removed one, nor a sold one unless its sale was undone (`unsold`: a refund
     * before the laptop changed hands). Answers its seller and name; null when none was.
     */
    async putOnSale(id: string, expiresAt: Date, unsold = false): Promise<{ sellerId: string; name: string } | null> {
      const [row] = await db
        .update(products)
        .set({ status: PRODUCT_STATUS.available, expiresAt, expiryRemindedAt: null, moderationReasons: [], rejectionReason: null })
        .where(and(eq(products.id, id), isNull(products.removedAt), unsold ? undefined : ne(products.status, PRODUCT_STATUS.sold)))
        .returning({ sellerId: products.sellerId, name: products.name });
      return row ?? null;
    },
    /**
     * Expires the listings on sale whose time is out by `now`, the earliest first, at most `limit`
     * (products/expiry.ts); the update reads the status again, so one sold or renewed meanwhile stays as it is.
     */
    async expireDue(now: Date, limit: number) {
      const due = db
        .select({ id: products.id })
        .from(products)
        .where(and(onSale(products), lte(products.expiresAt, now)))
        .orderBy(asc(products.expiresAt))
        .limit(limit);
      return db
        .update(products)
        .set({ status: PRODUCT_STATUS.expired })
        .where(and(inArray(products.id, due), eq(products.status, PRODUCT_STATUS.available), lte(products.expiresAt, now)))
        .returning({ id: products.id, sellerId: products.sellerId, name: products.name });
    },
    /** Marks reminded, at `now`, the listings on sale expiring by `soon` whose sellers were not told yet, at most `limit`. */
    async remindDue(now: Date, soon: Date, limit: number) {
      const due = db
        .select({ id: products.id })
        .from(products)
        .where(and(onSale(products), lte(products.expiresAt, soon), isNull(products.expiryRemindedAt)))
        .orderBy(asc(products.expiresAt))
        .limit(limit);
      return db
        .update(products)
        .set({ expiryRemindedAt: now })
        .where(and(inArray(products.id, due), isNull(products.expiryRemindedAt)))
        .returning({ id: products.id, sellerId: products.sellerId, name: products.name });
    },
    /** When the next listing on sale falls due: its reminder (`reminderDays` before) if not yet sent, else its expiry; null when none will. */
    async nextExpiryDue(reminderDays: number): Promise<Date | null> {
      const reminderAt = sql`${products.expiresAt} - make_interval(days => ${reminderDays})`;
      const [row] = await db
        .select({
          at: sql<
            string | Date | null
          >`min(case when ${products.expiryRemindedAt} is null then ${reminderAt} else ${products.expiresAt} end)`,
        })
        .from(products)
        .where(and(onSale(products), sql`${products.expiresAt} is not null`));
      return row?.at ? new Date(row.at) : null;
    },
    /** A listing with what its seller and the admins see: its own fields, where it stands, its seller. Null when gone. */
    async findOwnDetailById(id: string): Promise<OwnProductDetail | null> {
      const [row] = await db
        .select(ownProductDetailFields)
        .from(p)
        .innerJoin(u, eq(u.id, p.sellerId))
        .where(and(eq(p.id, id), isNull(p.removedAt)))
        .limit(1);
      return row ?? null;
    },
  };
}

/** What the checks decided for a listing (moderation/submit.ts). */
export interface Submission {
  status: typeof PRODUCT_STATUS.available | typeof PRODUCT_STATUS.review;
  reasons: ModerationFlag[];
  submittedAt: Date;
  photoHashes: string[];
}

/** The statuses a seller may change and send again: waiting for an admin, or turned down by one. */
export const RESUBMITTABLE = [PRODUCT_STATUS.review, PRODUCT_STATUS.rejected];

/** A listing's own columns, as the seller wrote them. */
function listingColumns(input: ProductInput, photos: { image: string; images: string[] }) {
  return {
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
    processor: input.processor ?? null,
    ram: input.ram ?? null,
    storage: input.storage ?? null,
    storageType: input.storageType ?? null,
    screen: input.screen ?? null,
    condition: input.condition ?? null,
    district: input.district ?? null,
    chatOnly: input.chatOnly ?? false,
  };
}

function checkedColumns(checked: Submission) {
  return {
    status: checked.status,
    moderationReasons: checked.reasons,
    submittedAt: checked.submittedAt,
    photoHashes: checked.photoHashes,
  };
}
