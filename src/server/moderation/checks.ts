import { and, count, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MODERATION, PRODUCT_STATUS, VERIFIED_STATUS, type ModerationMode } from '#shared/constants.ts';
import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { contactsIn, type ContactKind } from './contact-in-text.ts';

/*
 * The checks a listing goes through before it is public (product §4, "Moderation"; docs/decisions/024): its
 * price against the same model's, ways to reach the seller written into its description, photos another
 * seller listed; then the marketplace's rule (MODERATION). What they flag, with why, holds it for an admin;
 * a listing nothing flags is public at once.
 */

/** What the checks read of a listing: as it would be stored (a new one has no id yet). */
export interface Checked {
  /** The listing itself, when it exists already (a resubmission): never compared with itself. */
  id?: string;
  categoryId: string;
  processor?: string | null;
  resellPrice: number;
  detail: string;
  /** Every content hash of its photos (images/photo-hashes.ts). */
  photoHashes: readonly string[];
}

export interface Seller {
  id: string;
  status: string | null;
}

const CONTACT_FLAGS: Record<ContactKind, ModerationFlag['code']> = {
  phone: 'phone-in-detail',
  email: 'email-in-detail',
  link: 'link-in-detail',
};

const DAY_MS = 86_400_000;

/**
 * A laptop's model, as the price check compares it: its brand (category) and its processor, read without case,
 * spaces or signs ("Core i5-8350U" is "corei58350u"), in SQL on both sides, Bangla digits as ASCII.
 */
const modelKey = (processor: SQL | string) => sql`regexp_replace(lower(normalize_search_text(${processor})), '[^a-z0-9]', '', 'g')`;

/**
 * The median resell price of the same model among other sellers' listings of the last 90 days that were public
 * (on sale, sold or expired since; those waiting for an admin or rejected are no evidence), and how many there
 * are. Null without a processor: the brand alone is no model.
 */
export async function modelPrices(
  db: Db,
  listing: Pick<Checked, 'id' | 'categoryId' | 'processor'>,
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
}

/** Whether a price is far below the median: less than MODERATION.pricePercent of it (40% is not, 39% is). */
export const farBelow = (price: number, median: number) => price * 100 < median * MODERATION.pricePercent;

/** A list of texts as one SQL array (a parameter each, so no engine needs to read a JavaScript array). */
export const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Whether another seller's listing, whatever became of it, shows one of these photos. */
async function photoListedByAnother(db: Db, hashes: readonly string[], sellerId: string): Promise<boolean> {
  if (hashes.length === 0) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(ne(products.sellerId, sellerId), sql`${products.photoHashes} && ${textArray(hashes)}`))
    .limit(1);
  return row !== undefined;
}

/** How many listings the seller made before this one (deleted ones are gone; every other counts). */
async function earlierListings(db: Db, sellerId: string, listingId: string | undefined): Promise<number> {
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
}

/**
 * Why a listing must wait for an admin: each check's flag, then the marketplace's rule. Empty: it may be public
 * at once.
 */
export async function moderationFlags(
  db: Db,
  listing: Checked,
  seller: Seller,
  options: { mode: ModerationMode; now: number },
): Promise<ModerationFlag[]> {
  const flags: ModerationFlag[] = [];
  const prices = await modelPrices(db, listing, seller.id, options.now);
  if (prices && prices.similar >= MODERATION.priceMinimum && farBelow(listing.resellPrice, prices.median)) {
    flags.push({ code: 'price-far-below', median: Math.round(prices.median), similar: prices.similar });
  }
  for (const kind of contactsIn(listing.detail)) flags.push({ code: CONTACT_FLAGS[kind] });
  if (await photoListedByAnother(db, listing.photoHashes, seller.id)) flags.push({ code: 'photo-used-elsewhere' });

  if (options.mode === 'all') flags.push({ code: 'every-listing' });
  else if (
    options.mode === 'new-sellers' &&
    seller.status !== VERIFIED_STATUS &&
    (await earlierListings(db, seller.id, listing.id)) < MODERATION.newSellerListings
  ) {
    flags.push({ code: 'new-seller' });
  }
  return flags;
}
