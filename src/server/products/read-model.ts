import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Product } from '#shared/schemas/products.ts';
import { products, sellerPhones, user } from '../db/schema.ts';

/*
 * A product as the API answers it (the `product` schema of src/shared/schemas/products.ts), declared once:
 * each public field and the column or expression it is read from, over a product row `p` and its seller
 * `u`. Drizzle selects it as it is (the repository's reads); `productJsonColumns` writes it as the select
 * list of the statements whose JSON the database builds (the category listing and the search, decision
 * 009). A field is added here and in the schema, and the type check below keeps the two in step.
 */

/** The product row and its seller, as every read of a product names them. */
export const p = alias(products, 'p');
export const u = alias(user, 'u');

/** A time as JavaScript's toISOString writes it, in UTC to the millisecond. */
const isoTime = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether the seller is verified: the badge beside their name. */
export const sellerVerified = (seller: { status: AnyPgColumn }) => sql<boolean>`(${seller.status} is not null)`;

/**
 * Whether the number a listing shows is one its seller proved with a code (product §6, "Verified numbers"):
 * the tick beside it. False for a chat-only listing, whose number nobody sees.
 */
const phoneVerified = sql<boolean>`(not ${p.chatOnly} and exists (select 1 from ${sellerPhones} where ${sellerPhones.phone} = ${p.phone} and ${sellerPhones.sellerId} = ${p.sellerId} and ${sellerPhones.verifiedAt} is not null))`;

/**
 * Each public field, in the `product` schema's order (the order of the JSON the database writes), as anyone
 * may see it (product §6, "A seller's contact"): no seller's e-mail address, and no phone number of a
 * listing its seller made chat only. Every public read selects these; `ownProductFields` is the seller's.
 */
export const productFields = {
  _id: p.id,
  name: p.name,
  category_id: p.categoryId,
  price: p.price,
  resell_price: p.resellPrice,
  phone: sql<string | null>`(case when ${p.chatOnly} then null else ${p.phone} end)`,
  location: p.location,
  detail: p.detail,
  date: p.date,
  use: p.use,
  image: p.image,
  seller: p.seller,
  email: sql<string | null>`(null::text)`,
  sellerVerified: sellerVerified(u),
  status: p.status,
  createdAt: isoTime(p.createdAt),
  images: p.images,
  processor: p.processor,
  ram: p.ram,
  storage: p.storage,
  storageType: p.storageType,
  screen: p.screen,
  condition: p.condition,
  district: p.district,
  division: p.division,
  chatOnly: p.chatOnly,
  phoneVerified,
};

/** A nullable time as toISOString writes it; null stays null. */
const isoTimeOrNull = (column: AnyPgColumn) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where a listing stands (moderation and expiry): for its seller and the admins, never in a public answer. */
export const listingStateFields = {
  expiresAt: isoTimeOrNull(p.expiresAt),
  reasons: p.moderationReasons,
  rejectionReason: p.rejectionReason,
  submittedAt: isoTimeOrNull(p.submittedAt),
};

/** A product as its seller (or an admin) reads it: the same fields, with the phone and e-mail as stored, and where it stands. */
export const ownProductFields = {
  ...productFields,
  phone: sql<string | null>`${p.phone}`,
  email: sql<string | null>`${p.email}`,
  listing: listingStateFields,
};

/** What Drizzle reads with `productFields`: exactly the shared schema's `Product`, no cast needed. */
export type ProductRow = SelectResultFields<typeof productFields>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a field, or a field's type, differs from the shared schema's. */
const sameAsSchema: [Same<ProductRow, Product>, Same<keyof ProductRow, keyof Product>] = [true, true];
void sameAsSchema;

/**
 * The fields as a raw select list, each named as the API names it: a `json_agg` (or `row_to_json`) of a
 * row of these is the JSON of products, written by the database.
 */
export const productJsonColumns: SQL = sql.join(
  Object.entries(productFields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
  sql`, `,
);

/** The seller's public profile beside a product. */
const sellerProfileFields = { id: u.id, name: u.name, verified: sellerVerified(u), memberSince: isoTime(u.createdAt) };

/** The same with the seller's profile: the product page. */
export const productDetailFields = { ...productFields, sellerProfile: sellerProfileFields };

/** A listing as its seller or an admin reads it, with its seller's profile: its page for them, the edit page, the admins' queue. */
export const ownProductDetailFields = { ...ownProductFields, sellerProfile: sellerProfileFields };
