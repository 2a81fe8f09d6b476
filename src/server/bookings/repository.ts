import { and, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { ENDED_BOOKING_STATES, LIVE_BOOKING_STATES, PRODUCT_STATUS, type BookingState } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { bookings, checkouts, payments, products } from '../db/schema.ts';

/** A booking's row: what was booked as the product is stored, by whom, at `price`, and how to reach the buyer. */
function bookingRow(
  product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name' | 'sellerId'>,
  buyer: { id: string; name: string; email: string },
  price: number,
  contact: { phone: string; location: string },
): typeof bookings.$inferInsert {
  return {
    productId: product.id,
    sellerId: product.sellerId,
    image: product.image,
    itemName: product.name,
    price,
    userName: buyer.name,
    email: buyer.email,
    buyerId: buyer.id,
    phone: contact.phone,
    location: contact.location,
  };
}

const columns = {
  _id: bookings.id,
  productId: bookings.productId,
  image: bookings.image,
  price: bookings.price,
  itemName: bookings.itemName,
  userName: bookings.userName,
  email: bookings.email,
  phone: bookings.phone,
  location: bookings.location,
  paid: bookings.paid,
  transactionId: payments.transactionId,
  // Lets My Orders offer Pay only while the item can still be bought; a paid booking is a sale, whatever became of the listing.
  sold: sql<boolean>`(${bookings.paid} or coalesce(${eq(products.status, PRODUCT_STATUS.sold)}, false))`.mapWith(Boolean),
  buyerId: bookings.buyerId,
  createdAt: bookings.createdAt,
  state: bookings.state,
  method: bookings.method,
  holdUntil: bookings.holdUntil,
  handedOverAt: bookings.handedOverAt,
  reason: bookings.reason,
  endedBy: bookings.endedBy,
  sellerId: bookings.sellerId,
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
type Row = { createdAt: Date; holdUntil: Date | null; handedOverAt: Date | null; buyerId: string | null; sellerId: string | null } & Record<
  string,
  unknown
>;
const toBooking = <T extends Row>({ buyerId: _buyer, sellerId: _seller, createdAt, holdUntil, handedOverAt, ...row }: T) => ({
  ...row,
  createdAt: createdAt.toISOString(),
  holdUntil: iso(holdUntil),
  handedOverAt: iso(handedOverAt),
});
/** A booking as the API shows it, with its two parties' ids beside it for the caller's part in it (not shown). */
const withParties = <T extends Row>(row: T) => ({ buyerId: row.buyerId, sellerId: row.sellerId, booking: toBooking(row) });
export type BookingWithParties = ReturnType<typeof withParties<Awaited<ReturnType<ReturnType<typeof selectOf>>>[number]>>;

function selectOf(db: Db) {
  return () =>
    db
      .select(columns)
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(products, eq(products.id, bookings.productId));
}

/** What the state table and its moves need to know of a booking (sales/moves.ts). */
export interface Deal {
  id: string;
  productId: string | null;
  buyerId: string | null;
  sellerId: string | null;
  state: BookingState;
  price: number;
  itemName: string;
  userName: string;
  handedOverAt: Date | null;
  holdUntil: Date | null;
  /** When it reached a final state: a completed sale's review window starts then. */
  closedAt: Date | null;
}
const dealColumns = {
  id: bookings.id,
  productId: bookings.productId,
  buyerId: bookings.buyerId,
  sellerId: bookings.sellerId,
  state: bookings.state,
  price: bookings.price,
  itemName: bookings.itemName,
  userName: bookings.userName,
  handedOverAt: bookings.handedOverAt,
  holdUntil: bookings.holdUntil,
  closedAt: bookings.closedAt,
};

/**
 * Removes the unpaid bookings `scope` selects, with their failed checkouts (attempts that took nothing), when
 * a product or a user goes. A booking with a checkout still pending, or whose money came and went back,
 * stays on record (its product id then becomes null).
 */
export async function removeUnpaidBookings(tx: Db, scope: SQL): Promise<void> {
  const unpaid = and(eq(bookings.paid, false), scope);
  await tx
    .delete(checkouts)
    .where(and(eq(checkouts.state, 'failed'), inArray(checkouts.bookingId, tx.select({ id: bookings.id }).from(bookings).where(unpaid))));
  await tx
    .delete(bookings)
    .where(and(unpaid, notExists(tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.bookingId, bookings.id)))));
}

export function bookingsRepository(db: Db) {
  const select = selectOf(db);
  return {
    async listByEmail(email: string) {
      return (await select().where(eq(bookings.email, email)).orderBy(desc(bookings.createdAt))).map(withParties);
    },
    async listAll() {
      return (await select().orderBy(desc(bookings.createdAt))).map(withParties);
    },
    /** Bookings of a seller's products, newest first: My Sales. */
    async listBySeller(sellerId: string) {
      return (await select().where(eq(bookings.sellerId, sellerId)).orderBy(desc(bookings.createdAt))).map(withParties);
    },
    /** The booking as the API shows it, plus its buyer's and seller's ids for ownership checks. */
    async findById(id: string) {
      const [row] = await select().where(eq(bookings.id, id)).limit(1);
      return row ? withParties(row) : null;
    },
    /** The bookings of a person, as its buyer or its seller, newest first: the deals whose reviews they see (reviews/routes.ts). */
    async dealsOfParty(userId: string): Promise<Deal[]> {
      return db
        .select(dealColumns)
        .from(bookings)
        .where(or(eq(bookings.buyerId, userId), eq(bookings.sellerId, userId)))
        .orderBy(desc(bookings.createdAt));
    },
    async dealOf(id: string): Promise<Deal | null> {
      const [row] = await db.select(dealColumns).from(bookings).where(eq(bookings.id, id));
      return row ?? null;
    },
    /** Moves a booking from one of `from` to `to` (with what goes with it); null when it stood elsewhere meanwhile. */
    async move(
      id: string,
      from: readonly BookingState[],
      to: BookingState,
      fields: Partial<
        Pick<
          typeof bookings.$inferInsert,
          'method' | 'holdUntil' | 'handedOverAt' | 'closedAt' | 'reason' | 'endedBy' | 'paid' | 'disputedAt'
        >
      > = {},
    ): Promise<Deal | null> {
      const [row] = await db
        .update(bookings)
        .set({ state: to, ...fields })
        .where(and(eq(bookings.id, id), inArray(bookings.state, [...from])))
        .returning(dealColumns);
      return row ?? null;
    },
    /** Another buyer's live booking of the product (a cash hold, a payment): the laptop is promised. */
    async liveBookingOf(productId: string): Promise<{ id: string; buyerId: string | null } | null> {
      const [row] = await db
        .select({ id: bookings.id, buyerId: bookings.buyerId })
        .from(bookings)
        .where(and(eq(bookings.productId, productId), inArray(bookings.state, [...LIVE_BOOKING_STATES])));
      return row ?? null;
    },
    /**
     * Books a product for a buyer: what was booked and its price are the product's as stored, whatever the
     * browser sent. Null when this buyer has booked it already (the unique index on buyer and product).
     */
    async create(
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name' | 'resellPrice' | 'sellerId'>,
      buyer: { id: string; name: string; email: string },
      contact: { phone: string; location: string },
    ): Promise<string | null> {
      const [row] = await db
        .insert(bookings)
        .values(bookingRow(product, buyer, product.resellPrice, contact))
        .onConflictDoNothing()
        .returning({ id: bookings.id });
      return row?.id ?? null;
    },
    /**
     * Books a product for a buyer at a price agreed in a conversation (an accepted offer): a new booking, or
     * the buyer's own unpaid booking of it at the new price (a buyer books a product once). No phone or
     * location yet: the buyer gives them before paying (POST /bookings/:id/details). Null when the buyer's booking of it is paid.
     */
    async bookAtPrice(
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name' | 'sellerId'>,
      buyer: { id: string; name: string; email: string },
      price: number,
    ): Promise<string | null> {
      const [row] = await db
        .insert(bookings)
        .values(bookingRow(product, buyer, price, { phone: '', location: '' }))
        .onConflictDoUpdate({
          target: [bookings.buyerId, bookings.productId],
          // The partial unique index's own condition: a buyer books a product again once their booking ended.
          targetWhere: sql.raw(`"state" not in (${ENDED_BOOKING_STATES.map((state) => `'${state}'`).join(', ')})`),
          set: { price },
          setWhere: and(eq(bookings.paid, false), eq(bookings.state, 'booked')),
        })
        .returning({ id: bookings.id });
      return row?.id ?? null;
    },
    /** Gives an unpaid booking the buyer's phone and meeting place; answers how many changed (0 once it is paid). */
    async setContact(id: string, contact: { phone: string; location: string }): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ phone: contact.phone, location: contact.location })
        .where(and(eq(bookings.id, id), eq(bookings.paid, false), inArray(bookings.state, ['booked', 'cash'])))
        .returning({ id: bookings.id });
      return rows.length;
    },
    /** Removes a booking unless it is paid (paid bookings stay on record); answers how many went. */
    async deleteUnpaid(id: string): Promise<number> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.paid, false), inArray(bookings.state, ['booked', 'cancelled', 'lapsed'])))
        .returning({ id: bookings.id });
      return rows.length;
    },
  };
}
