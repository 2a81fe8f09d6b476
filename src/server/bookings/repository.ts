import { and, desc, eq, sql } from 'drizzle-orm';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { bookings, payments, products } from '../db/schema.ts';

/** A booking's row: what was booked as the product is stored, by whom, at `price`, and how to reach the buyer. */
function bookingRow(
  product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name'>,
  buyer: { id: string; name: string; email: string },
  price: number,
  contact: { phone: string; location: string },
): typeof bookings.$inferInsert {
  return {
    productId: product.id,
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
};

type Row = { createdAt: Date; buyerId: string | null } & Record<string, unknown>;
const toBooking = <T extends Row>({ buyerId: _buyer, createdAt, ...row }: T) => ({ ...row, createdAt: createdAt.toISOString() });

export function bookingsRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(products, eq(products.id, bookings.productId));
  return {
    async listByEmail(email: string) {
      return (await select().where(eq(bookings.email, email)).orderBy(desc(bookings.createdAt))).map(toBooking);
    },
    async listAll() {
      return (await select().orderBy(desc(bookings.createdAt))).map(toBooking);
    },
    /** The booking as the API shows it, plus its buyer id for ownership checks. */
    async findById(id: string) {
      const [row] = await select().where(eq(bookings.id, id)).limit(1);
      return row ? { buyerId: row.buyerId, booking: toBooking(row) } : null;
    },
    /**
     * Books a product for a buyer: what was booked and its price are the product's as stored, whatever the
     * browser sent. Null when this buyer has booked it already (the unique index on buyer and product).
     */
    async create(
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name' | 'resellPrice'>,
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
      product: Pick<typeof products.$inferSelect, 'id' | 'image' | 'name'>,
      buyer: { id: string; name: string; email: string },
      price: number,
    ): Promise<string | null> {
      const [row] = await db
        .insert(bookings)
        .values(bookingRow(product, buyer, price, { phone: '', location: '' }))
        .onConflictDoUpdate({ target: [bookings.buyerId, bookings.productId], set: { price }, setWhere: eq(bookings.paid, false) })
        .returning({ id: bookings.id });
      return row?.id ?? null;
    },
    /** Gives an unpaid booking the buyer's phone and meeting place; answers how many changed (0 once it is paid). */
    async setContact(id: string, contact: { phone: string; location: string }): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ phone: contact.phone, location: contact.location })
        .where(and(eq(bookings.id, id), eq(bookings.paid, false)))
        .returning({ id: bookings.id });
      return rows.length;
    },
    /** Removes a booking unless it is paid (paid bookings stay on record); answers how many went. */
    async deleteUnpaid(id: string): Promise<number> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.paid, false)))
        .returning({ id: bookings.id });
      return rows.length;
    },
  };
}
