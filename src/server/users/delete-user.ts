import { removeUnpaidBookings } from '../bookings/repository.ts';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { ADMIN_ROLE } from '#shared/constants.ts';
import { isAdmin, isBuyer, isSeller, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { bookings, products, user } from '../db/schema.ts';
import { conflict, forbidden } from '../http-error.ts';

/*
 * What goes with a deleted user (architecture §5). Unpaid bookings of products that no longer exist are
 * removed, so nobody can pay for them; paid bookings and payment records are never deleted.
 */

/**
 * Whom an admin may delete: never an admin (403 `admin-protected`); through the buyers' or the sellers'
 * list, only a user of that account option (409 `not-a-buyer`, `not-a-seller`).
 */
export function assertDeletable(target: UserRow, asListed?: 'buyer' | 'seller'): void {
  if (asListed === 'buyer' && !isBuyer(target)) throw conflict('not-a-buyer');
  if (asListed === 'seller' && !isSeller(target)) throw conflict('not-a-seller');
  if (isAdmin(target)) throw forbidden('admin-protected');
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
      .where(and(eq(user.id, userId), or(isNull(user.role), ne(user.role, ADMIN_ROLE))));
    if (!target) return 0;
    const theirProducts = tx.select({ id: products.id }).from(products).where(eq(products.sellerId, userId));
    await removeUnpaidBookings(tx, inArray(bookings.productId, theirProducts));
    await removeUnpaidBookings(tx, eq(bookings.buyerId, userId));
    const rows = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return rows.length;
  });
}
