import { removeUnpaidBookings } from '../bookings/repository.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { advertisements, bookings, products } from '../db/schema.ts';

/*
 * What goes with a deleted product (architecture §5). Its unpaid bookings are removed, so nobody can pay
 * for it; paid bookings and payment records are never deleted.
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
      .where(and(eq(products.id, productId), eq(products.status, PRODUCT_STATUS.sold), isNull(products.removedAt)))
      .returning({ id: products.id });
    if (kept.length > 0) {
      await tx.delete(advertisements).where(eq(advertisements.productId, productId));
      return kept.length;
    }
    await removeUnpaidBookings(tx, eq(bookings.productId, productId));
    const rows = await tx
      .delete(products)
      .where(and(eq(products.id, productId), isNull(products.removedAt)))
      .returning({ id: products.id });
    return rows.length;
  });
}
