import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_OPTIONS,
  ADMIN_ROLE,
  BUYER_OPTION,
  CONDITIONS,
  LIMITS,
  OFFER_STATES,
  BOOKING_STATES,
  ENDED_BOOKING_STATES,
  LIVE_BOOKING_STATES,
  PARTIES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PRODUCT_STATUS,
  PRODUCT_STATUSES,
  STORAGE_TYPES,
  VERIFIED_STATUS,
  type AccountOption,
  type BookingState,
  type PaymentMethod,
  type PaymentProviderName,
  type Condition,
  type OfferState,
  type Party,
  type ProductStatus,
  type StorageType,
} from '#shared/constants.ts';
import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '#shared/language.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#shared/schemas/alerts.ts';
import { DISTRICTS_BY_DIVISION, type District, type Division } from '#shared/districts.ts';
import { REVIEW_LIMITS } from '#shared/reviews.ts';

/** A constant written into the schema's SQL as a literal, as the migrations have it (not a parameter). */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const literal = (text: string) => sql.raw(quoted(text));
const quotedList = (values: readonly string[]) => `(${values.map(quoted).join(', ')})`;
const inList = (values: readonly string[]) => sql.raw(quotedList(values));

/* ---- the auth library's tables (better-auth), with Market's own user fields ---- */

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    option: text('option').$type<AccountOption>().notNull().default(BUYER_OPTION),
    role: text('role'),
    status: text('status'),
    /** The language of the user's e-mails and notifications: the one they signed up in, then their setting. */
    language: text('language').$type<Lang>().notNull().default(DEFAULT_LANG),
    /** When an admin suspended the account: no sign-in, no call, its listings off sale; null while it is in good standing. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    check('user_option_check', sql`${t.option} in ${inList(ACCOUNT_OPTIONS)}`),
    check('user_language_check', sql`${t.language} in ${inList(LANGUAGES)}`),
    check('user_role_check', sql`${t.role} is null or ${t.role} = ${literal(ADMIN_ROLE)}`),
    check('user_status_check', sql`${t.status} is null or ${t.status} = ${literal(VERIFIED_STATUS)}`),
    index('user_option_idx').on(t.option, t.createdAt),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/* ---- Market ---- */

/**
 * A district's division, written by the database from the shared list (src/shared/districts.ts), so
 * that no writer can store a division that disagrees with the district and a search by division reads
 * a column. A change to the list is a new migration.
 */
const divisionOfDistrict = sql.raw(
  `case ${Object.entries(DISTRICTS_BY_DIVISION)
    .map(([division, districts]) => `when district in (${districts.map(quoted).join(', ')}) then ${quoted(division)}`)
    .join(' ')} end`,
);

/**
 * What a search's words are matched against (decision 012): the brand, the processor and the description,
 * read by the database's `normalize_search_text` (migration 0012) as a search's own text is read by
 * shared/search-text.ts: invisible joiners removed, Bangla digits as ASCII, Unicode NFC. Written once here,
 * so that the stored text (`search_text`), its words (`search_words`) and the trigram index read the same.
 */
const SEARCHABLE_TEXT = `normalize_search_text("name" || ' ' || coalesce("processor", '') || ' ' || "detail")`;
/**
 * A product is on sale while available and not removed: every query of products on sale says so with this
 * predicate (over the products table or an alias of it), and every index of the search covers these rows only.
 */
export const onSale = (t: { status: AnyPgColumn; removedAt: AnyPgColumn }) =>
  sql`${t.status} = ${literal(PRODUCT_STATUS.available)} and ${t.removedAt} is null`;
/** The same predicate as the partial indexes are written, with bare column names. */
const ON_SALE = sql.raw(`"status" = ${quoted(PRODUCT_STATUS.available)} and "removed_at" is null`);
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    price: integer('price').notNull(),
    resellPrice: integer('resell_price').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    detail: text('detail').notNull(),
    date: text('date').notNull(),
    use: text('use').notNull(),
    image: text('image').notNull(),
    seller: text('seller').notNull(),
    email: text('email').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProductStatus>().notNull().default(PRODUCT_STATUS.available),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the seller deletes a sold product: the row stays, so its paid booking keeps pointing at it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Every photo, `image` first (a JSON array of URLs); rows from before it have `[image]`. */
    images: jsonb('images').$type<string[]>().notNull(),
    /** The seller's choice to be reached by chat only: the phone number is then in no public answer. */
    chatOnly: boolean('chat_only').notNull().default(false),
    /* The specs (decision 011), null when the seller did not give them. */
    processor: text('processor'),
    ram: integer('ram'),
    storage: integer('storage'),
    storageType: text('storage_type').$type<StorageType>(),
    screen: numeric('screen', { precision: 3, scale: 1, mode: 'number' }),
    condition: text('condition').$type<Condition>(),
    district: text('district').$type<District>(),
    division: text('division').$type<Division>().generatedAlwaysAs(divisionOfDistrict),
    /**
     * The searchable text, normalized: what a search of similar words compares its words with. Stored, because
     * that search tests it on every row it passes, and normalizing a listing's text costs about twice as
     * much as comparing a word with it (decision 012).
     */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(SEARCHABLE_TEXT)),
    /**
     * The searchable text's words, as the `simple` configuration splits them: lower case, no stemming and
     * no stop words, so Bangla and model names ("t480", "i5-8250u") are kept as written. Stored, because a
     * search that walks an index in its sort order tests this on every row it passes (decision 012). A
     * generated column cannot read another, so the text is normalized again here.
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${SEARCHABLE_TEXT})`)),
    /*
     * Moderation and expiry (migration 0015, docs/decisions/024): a listing the checks held waits in
     * `review`; one that is public expires at `expires_at`.
     */
    /** When a public listing leaves the lists: 30 days after it went public or was renewed; null until it first goes public. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its seller was told it expires soon, for this `expires_at` (a renewal clears it). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Why its last check held it for an admin (empty when nothing did), each with what the admin needs to judge it. */
    moderationReasons: jsonb('moderation_reasons').$type<ModerationFlag[]>().notNull().default([]),
    /** When it last went through the checks (listed or resubmitted): the queue's order, oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** An admin's decision on it: when, who, and for a rejection the reason the seller reads. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The content hashes of its photos (photo_hashes): how a photo another seller listed is recognised. */
    photoHashes: text('photo_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_resell_price_check', sql`${t.resellPrice} >= 0`),
    check('products_status_check', sql`${t.status} in ${inList(PRODUCT_STATUSES)}`),
    // The first photo is the one every client of the specification shows.
    check(
      'products_images_check',
      // A case, not an and: jsonb_array_length raises on a non-array, and an and is not evaluated in order.
      sql`case when jsonb_typeof(${t.images}) = 'array' then jsonb_array_length(${t.images}) between 1 and ${sql.raw(String(LIMITS.photosPerProduct))} and ${t.images} ->> 0 = ${t.image} else false end`,
    ),
    check('products_ram_check', sql`${t.ram} > 0`),
    check('products_storage_check', sql`${t.storage} > 0`),
    check('products_screen_check', sql`${t.screen} > 0`),
    check('products_storage_type_check', sql`${t.storageType} in ${inList(STORAGE_TYPES)}`),
    check('products_condition_check', sql`${t.condition} in ${inList(CONDITIONS)}`),
    // In the listing's own order (newest first, id to break ties), so a page is read straight off the index.
    index('products_category_idx').on(t.categoryId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_seller_idx').on(t.sellerId, t.createdAt),
    // The search (decision 012): each index holds the products on sale only, in the order a sort reads them,
    // so a page is the next rows of one index however many products there are.
    index('products_on_sale_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(ON_SALE),
    index('products_on_sale_price_idx').on(t.resellPrice, t.id).where(ON_SALE),
    index('products_on_sale_category_price_idx').on(t.categoryId, t.resellPrice, t.id).where(ON_SALE),
    index('products_on_sale_district_idx').on(t.district, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(ON_SALE),
    // A filter of its own for each spec a search narrows by, so that no filter, however rare its value,
    // is looked for product by product through the whole table (decision 012, "What a search may cost").
    index('products_on_sale_ram_idx').on(t.ram).where(ON_SALE),
    index('products_on_sale_storage_idx').on(t.storage).where(ON_SALE),
    index('products_on_sale_storage_type_idx').on(t.storageType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(ON_SALE),
    index('products_on_sale_condition_idx').on(t.condition, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(ON_SALE),
    index('products_on_sale_division_idx').on(t.division, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(ON_SALE),
    index('products_on_sale_words_idx').using('gin', t.searchWords).where(ON_SALE),
    index('products_on_sale_trigrams_idx').using('gin', sql.raw('"search_text" gin_trgm_ops')).where(ON_SALE),
    // Moderation and expiry: the queue in its order, the listings on sale by when they expire, photos by hash.
    index('products_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql.raw(`"status" = ${quoted(PRODUCT_STATUS.review)}`)),
    index('products_on_sale_expiry_idx').on(t.expiresAt).where(ON_SALE),
    index('products_photo_hashes_idx').using('gin', t.photoHashes),
  ],
);

/**
 * Which seller a mobile number is: the first to list under it (product §6). Keyed by the number's 11
 * digits (shared/phone.ts), so one number written two ways is one row, and two sellers listing it at
 * once meet on the key. Kept when the seller's listings go; an admin releases it; it goes with its seller.
 */
export const sellerPhones = pgTable(
  'seller_phones',
  {
    phone: text('phone').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the seller proved the number with a code sent to it (phones/verify.ts); null for a claim by listing alone. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [check('seller_phones_phone_check', sql`${t.phone} ~ '^01[3-9][0-9]{8}$'`), index('seller_phones_seller_idx').on(t.sellerId)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    detail: text('detail').notNull(),
    use: text('use').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('advertisements_price_check', sql`${t.price} >= 0`),
    uniqueIndex('advertisements_product_uq').on(t.productId),
    index('advertisements_created_idx').on(t.createdAt),
    index('advertisements_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/** Who ended a booking without a sale: one of its two sides, an admin, or the clock (a cash booking's hold ran out). */
export const BOOKING_ENDERS = ['buyer', 'seller', 'admin', 'clock'] as const;

/**
 * A buyer's booking of a product, and where the deal stands (`state`, moved only as sales/states.ts says).
 * One live booking per product (a laptop is promised to one buyer at a time) and one per buyer and
 * product, unless it ended without a sale.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    itemName: text('item_name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull().default(''),
    paid: boolean('paid').notNull().default(false),
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<BookingState>().notNull().default('booked'),
    /** How it is paid, once chosen (cash) or paid (online). */
    method: text('method').$type<PaymentMethod>(),
    /** The seller, as the product had it when booked: My Sales and Earnings outlive a deleted product. */
    sellerId: text('seller_id').references(() => user.id, { onDelete: 'set null' }),
    /** A cash booking's laptop is held until then. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** When it reached a final state. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it was cancelled or disputed, as its writer gave it, shown to the other side. */
    reason: text('reason'),
    endedBy: text('ended_by').$type<(typeof BOOKING_ENDERS)[number]>(),
    /** When its buyer opened a dispute: kept once the dispute is resolved (an upheld one ends refunded; reviews/standing.ts). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
  },
  (t) => [
    check('bookings_price_check', sql`${t.price} >= 0`),
    check('bookings_state_check', sql`${t.state} in ${inList(BOOKING_STATES)}`),
    check('bookings_method_check', sql`${t.method} is null or ${t.method} in ${inList(PAYMENT_METHODS)}`),
    check('bookings_ended_by_check', sql`${t.endedBy} is null or ${t.endedBy} in ${inList(BOOKING_ENDERS)}`),
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt),
    index('bookings_email_idx').on(t.email, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_product_idx').on(t.productId),
    index('bookings_seller_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('bookings_buyer_product_uq')
      .on(t.buyerId, t.productId)
      .where(sql.raw(`"state" not in ${quotedList(ENDED_BOOKING_STATES)}`)),
    uniqueIndex('bookings_live_product_uq')
      .on(t.productId)
      .where(sql.raw(`"state" in ${quotedList(LIVE_BOOKING_STATES)}`)),
    // A seller's upheld disputes, by when they were upheld (the refund): the trusted seller's rule reads the last 90 days.
    index('bookings_upheld_dispute_idx').on(t.sellerId, t.closedAt).where(sql.raw(`"disputed_at" is not null and "state" = 'refunded'`)),
  ],
);

/**
 * The money of a booking: one payment per booking, recorded once its provider confirmed it (or, for cash,
 * once the seller was paid at the meeting), never deleted. Where the money stands is its booking's state;
 * a refund and a release are recorded here, once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    transactionId: text('transaction_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').$type<PaymentMethod>().notNull().default('card'),
    /** Which provider took it, and so gives it back. */
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    /** The checkout at a hosted provider that took it; null for a card or cash. */
    checkoutId: uuid('checkout_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount'),
    /** The provider's id of the refund. */
    refundReference: text('refund_reference'),
  },
  (t) => [
    check('payments_price_check', sql`${t.price} >= 0`),
    check('payments_refund_check', sql`${t.refundedAmount} is null or (${t.refundedAmount} > 0 and ${t.refundedAmount} <= ${t.price})`),
    check('payments_method_check', sql`${t.method} in ${inList(PAYMENT_METHODS)}`),
    check('payments_provider_check', sql`${t.provider} in ${inList(PAYMENT_PROVIDERS)}`),
    uniqueIndex('payments_booking_uq').on(t.bookingId),
    uniqueIndex('payments_transaction_uq').on(t.transactionId),
  ],
);

export const CHECKOUT_STATES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/**
 * A payment started at a hosted provider (bKash, SSLCommerz, the sandbox wallet): one row per attempt,
 * under an invoice number Market makes and the provider's own reference. It is `pending` until the
 * provider's word settles it, once: `paid` (then a payment is recorded), `failed`, or `refunded` when
 * the money came but could not be kept (the laptop sold meanwhile). `claimedAt` lets one caller at a time
 * ask the provider to finish it (bKash's execute, which must run once).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    amount: integer('amount').notNull(),
    invoice: text('invoice').notNull(),
    reference: text('reference'),
    state: text('state').$type<CheckoutState>().notNull().default('pending'),
    /** The provider's transaction id once paid (bKash's trxID, SSLCommerz's bank_tran_id). */
    trxId: text('trx_id'),
    /** SSLCommerz's validation id, for the record. */
    valId: text('val_id'),
    /** Why it failed or was given back, as a code. */
    outcome: text('outcome'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('checkouts_amount_check', sql`${t.amount} > 0`),
    check('checkouts_state_check', sql`${t.state} in ${inList(CHECKOUT_STATES)}`),
    uniqueIndex('checkouts_invoice_uq').on(t.invoice),
    uniqueIndex('checkouts_reference_uq').on(t.provider, t.reference),
    uniqueIndex('checkouts_trx_uq').on(t.provider, t.trxId),
    index('checkouts_booking_idx').on(t.bookingId),
    index('checkouts_pending_idx').on(t.createdAt).where(sql.raw(`"state" = 'pending'`)),
  ],
);

/**
 * The sandbox wallet's own books (architecture §7): what a bKash account would hold about a payment made
 * on Market's wallet page, so that the sandbox answers create, execute, status and refund as bKash does,
 * from any instance.
 */
export const sandboxWalletPayments = pgTable('sandbox_wallet_payments', {
  paymentId: text('payment_id').primaryKey(),
  invoice: text('invoice').notNull(),
  amount: integer('amount').notNull(),
  callbackUrl: text('callback_url').notNull(),
  /** Initiated, Authorized (approved on the page, not executed), Completed, Failed, Cancelled. */
  status: text('status').notNull().default('Initiated'),
  wallet: text('wallet'),
  trxId: text('trx_id').unique(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer and a seller talking about one product: one conversation per product and buyer. The product's
 * name (its brand), version text, photo and price are copied in, so that a conversation stays readable when
 * its product is deleted (its id then becomes null); either person's id becomes null when their account is
 * deleted, and the other keeps the conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => user.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    /**
     * The product's `detail` (its model and version), which its title is made of with the brand (migration 0018:
     * empty for a conversation whose product was deleted before it).
     */
    itemDetail: text('item_detail').notNull(),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or offer: the list's order, newest first. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_price_check', sql`${t.price} >= 0`),
    uniqueIndex('conversations_product_buyer_uq').on(t.productId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastActivityAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastActivityAt),
  ],
);

/**
 * An offer of a price inside a conversation, by the buyer or, countering, the seller. At most one is open
 * per conversation. `expires_at` is kept with it, so that its expiry does not depend on the job queue's
 * rows alone (decision 019); the move from state to state is src/server/offers/states.ts's.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    by: text('by').$type<Party>().notNull(),
    amount: integer('amount').notNull(),
    state: text('state').$type<OfferState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The booking that accepting it made. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('offers_by_check', sql`${t.by} in ${inList(PARTIES)}`),
    check('offers_amount_check', sql`${t.amount} >= 1`),
    check('offers_state_check', sql`${t.state} in ${inList(OFFER_STATES)}`),
    uniqueIndex('offers_one_open_uq').on(t.conversationId).where(sql.raw(`"state" = 'open'`)),
    index('offers_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

/**
 * A message of a conversation: words (and photos) from one side, or the card of an offer (`offer_id`, no
 * words). `seq` orders them as they were written, and pages of them are read by it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<Party>().notNull(),
    text: text('text').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_sender_check', sql`${t.sender} in ${inList(PARTIES)}`),
    check(
      'messages_text_check',
      sql`char_length(${t.text}) <= ${sql.raw(String(LIMITS.messageText))} and (${t.text} <> '' or ${t.offerId} is not null)`,
    ),
    check(
      'messages_images_check',
      sql`case when jsonb_typeof(${t.images}) = 'array' then jsonb_array_length(${t.images}) <= ${sql.raw(String(LIMITS.photosPerMessage))} else false end`,
    ),
    index('messages_conversation_idx').on(t.conversationId, t.seq),
  ],
);

/** Who blocked whom: the blocked user's messages and offers no longer reach the one who blocked them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    image: text('image').notNull(),
    itemName: text('item_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A report of a conversation names it, so the admins can read its messages; null for a report of a product. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** A report of a review names it, so the admins can read it and hide it (reviews, below). */
    reviewId: uuid('review_id').references((): AnyPgColumn => reviews.id, { onDelete: 'set null' }),
  },
  (t) => [index('reports_created_idx').on(t.createdAt)],
);

/*
 * What each user is told, live (GET /api/events) and in the notification centre. An event's id increases
 * with every event of every user, so a stream that reconnects with the last id it saw reads what it
 * missed from here (events/events.ts); events are kept a week.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_idx').on(t.userId, t.id), index('user_events_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id)],
);

/**
 * The kinds of e-mail a user turned off, by a one-click unsubscribe link or in their settings; a kind
 * without a row is sent.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/* ---- Verified numbers (product §6, "Verified numbers"; migration 0016) ---- */

/**
 * A code sent by text message to prove a mobile number: only its keyed hash is kept (phones/codes.ts), with
 * when it stops working and how many wrong entries it took. The rows of the last hour count the texts a
 * number got (LIMITS.phoneCodesPerHour); older ones are deleted as new ones are sent, and every row of a
 * number goes once it is proved.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('phone_codes_phone_check', sql`${t.phone} ~ '^01[3-9][0-9]{8}$'`),
    check('phone_codes_tries_check', sql`${t.tries} >= 0`),
    index('phone_codes_phone_idx').on(t.phone, t.createdAt),
    index('phone_codes_seller_idx').on(t.sellerId),
  ],
);

/* ---- Reviews after a sale (product §4, "Reviews"; decision 022) ---- */

/**
 * One side's review of the other after a completed sale: the buyer's of the seller (`by` buyer) or the
 * seller's of the buyer (`by` seller), once per booking and side. Double-blind: `published_at` is when it
 * shows, the end of the sale's 14-day window when written, moved to the moment the other side's review
 * arrives; every read filters `published_at <= now` by the app's clock, so nothing has to run for a review to
 * show. Its subject may reply once; an admin may hide it (then it shows nowhere and counts for nothing).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    by: text('by').$type<Party>().notNull(),
    /** Who wrote it and whom it is about; null once that account is deleted (the review stays with its sale). */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    /** Written by the app's clock (ctx.clock), as is every time below. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** When its subject was told it is published (once: a notification, reviews/publish.ts). */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_by_check', sql`${t.by} in ${inList(PARTIES)}`),
    check(
      'reviews_stars_check',
      sql`${t.stars} between ${sql.raw(String(REVIEW_LIMITS.stars.min))} and ${sql.raw(String(REVIEW_LIMITS.stars.max))}`,
    ),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_LIMITS.comment))}`),
    check('reviews_reply_check', sql`char_length(${t.reply}) <= ${sql.raw(String(REVIEW_LIMITS.reply))}`),
    uniqueIndex('reviews_booking_by_uq').on(t.bookingId, t.by),
    // A person's shown reviews as a seller (by buyers) or as a buyer (by sellers), newest published first: their
    // pages, and their averages read from the index alone (the stars are in it).
    index('reviews_subject_idx')
      .on(t.subjectId, t.by, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.stars)
      .where(sql`${t.hiddenAt} is null`),
  ],
);

/**
 * What the trusted seller's rule counts that would cost a walk of every booking to count when read: a
 * seller's completed sales, kept in the transaction of each completion (reviews/sale-completed.ts).
 */
export const sellerStanding = pgTable(
  'seller_standing',
  {
    sellerId: text('seller_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    completedSales: integer('completed_sales').notNull().default(0),
  },
  (t) => [check('seller_standing_sales_check', sql`${t.completedSales} >= 0`), index('seller_standing_sales_idx').on(t.completedSales)],
);

/* ---- Saved laptops and alerts (product §4, "Saved laptops and alerts"; migration 0014) ---- */

/**
 * The laptops each user saved with the heart. No foreign key to the product: a saved laptop outlives its
 * listing (a seller deletes an unsold one, and its row goes), so that the list can say it is gone, with
 * the name, version and photo it had when it was saved.
 */
export const savedProducts = pgTable(
  'saved_products',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    detail: text('detail').notNull(),
    image: text('image').notNull(),
    /** Its resell price when saved, whole Tk.: the list shows how much it dropped since. */
    savedPrice: integer('saved_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Whom a price drop tells: the savers of one product.
    index('saved_products_product_idx').on(t.productId),
    index('saved_products_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Alerts: saved searches, `query` as /search's query string. Each filter is a column of its own, null (or
 * empty, for the words) where the search does not narrow, so that the alerts a new listing matches are
 * found in the database by one statement over these columns (alerts/match.ts, docs/decisions/023):
 * `anchor` is one word or value every listing the alert finds must have (its most selective), indexed, so
 * that the statement reads only the alerts anchored at one of the listing's words or values, and those
 * with no anchor, never every alert.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The brands (category ids), any one of them; null: every brand. */
    categories: text('categories').array(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /** At least this many GB. */
    ram: integer('ram'),
    storage: integer('storage'),
    storageType: text('storage_type').$type<StorageType>(),
    /** Any one of them; null: any condition. */
    conditions: text('conditions').array(),
    division: text('division').$type<Division>(),
    district: text('district').$type<District>(),
    /** Verified sellers only. */
    verified: boolean('verified').notNull().default(false),
    /** Trusted sellers only (reviews/standing.ts), as the seller stands when the listing goes public. */
    trusted: boolean('trusted').notNull().default(false),
    /** The search's words, each as the listing's words must hold it (alerts/words.ts); every one of them. */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'`),
    anchor: text('anchor'),
    /** A daily alert's next digest, while a laptop waits for it; null otherwise. */
    digestAt: timestamp('digest_at', { withTimezone: true }),
  },
  (t) => [
    check('alerts_frequency_check', sql`${t.frequency} in ${inList(ALERT_FREQUENCIES)}`),
    uniqueIndex('alerts_user_query_uq').on(t.userId, t.query),
    index('alerts_anchor_idx').on(t.anchor),
  ],
);

/**
 * Which laptops each alert found: one row per alert and laptop, so a laptop reaches its saver once
 * whatever happens to the job that found it. `sent_at` is when its saver was told: with the match for an
 * instant alert, with the next digest for a daily one (null meanwhile). Old rows go (`pruneAlertMatches` in alerts/match.ts).
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.productId] }),
    index('alert_matches_product_idx').on(t.productId),
    index('alert_matches_sent_idx').on(t.sentAt),
  ],
);

/* ---- moderation (migration 0015, docs/decisions/024) ---- */

/**
 * The content hashes of each uploaded photo (images/routes.ts): the upload's own bytes and the two WebP files
 * stored from it, so that a photo is recognised when it comes again as it was sent, or as the file another
 * listing shows (downloaded and uploaded anew). `photo` is the store's key without its size (`ab/abcd…`).
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    hash: text('hash').notNull(),
    photo: text('photo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.photo] }), index('photo_hashes_photo_idx').on(t.photo)],
);

export const authSchema = { user, session, account, verification };
