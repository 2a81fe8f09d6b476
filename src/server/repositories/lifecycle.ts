import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advertisements, bookings, products, user } from '../db/schema.ts';

/*
 * What goes with a deleted product or user (architecture §5). Unpaid bookings of a product that no longer
 * exists are removed, so nobody can pay for it; paid bookings and payment records are never deleted.
 */

/**
 * Deletes a product with its advert (cascade) and its unpaid bookings; answers how many products went.
 * A sold product is only marked removed: the paid booking keeps the record of what was bought.
 */
export async function deleteProduct(db: Db, productId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const kept = await tx
      .update(products)
      .set({ removedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.status, 'sold'), isNull(products.removedAt)))
      .returning({ id: products.id });
    if (kept.length > 0) {
      await tx.delete(advertisements).where(eq(advertisements.productId, productId));
      return kept.length;
    }
    await tx.delete(bookings).where(and(eq(bookings.productId, productId), eq(bookings.paid, false)));
    const rows = await tx
      .delete(products)
      .where(and(eq(products.id, productId), isNull(products.removedAt)))
      .returning({ id: products.id });
    return rows.length;
  });
}

/**
 * Deletes a non-admin user: their products and adverts (cascade), the unpaid bookings of those products
 * and their own unpaid bookings. Answers how many users went (0 for an admin or a missing id).
 */
export async function deleteUser(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), or(isNull(user.role), ne(user.role, 'admin'))));
    if (!target) return 0;
    const theirProducts = tx.select({ id: products.id }).from(products).where(eq(products.sellerId, userId));
    await tx.delete(bookings).where(and(eq(bookings.paid, false), inArray(bookings.productId, theirProducts)));
    await tx.delete(bookings).where(and(eq(bookings.paid, false), eq(bookings.buyerId, userId)));
    const rows = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return rows.length;
  });
}
