import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import { isAdmin, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { products, session, user } from '../db/schema.ts';
import { forbidden } from '../http-error.ts';

/*
 * Suspended accounts (product §6): an admin suspends a user who breaks the rules, and lifts it. While
 * suspended, the user is signed out everywhere and cannot sign in (auth/better-auth.ts refuses the session
 * with `account-suspended`), a cookie or token that outlived its session is refused by the guards, and their
 * listings on sale are `suspended`: off every list, search and product page, which read `available` rows
 * only. Lifting it puts exactly those listings back on sale; sold ones stay sold.
 */

/** Never an admin (403 `admin-protected`): an admin, the caller included, is not suspended. */
export function assertSuspendable(target: UserRow): void {
  if (isAdmin(target)) throw forbidden('admin-protected');
}

/** Suspends a non-admin user: their sessions end, their listings leave the site. Answers how many users changed (0 or 1). */
export async function suspendUser(db: Db, target: UserRow, now: Date): Promise<number> {
  assertSuspendable(target);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ suspendedAt: now, updatedAt: now })
      .where(and(eq(user.id, target.id), isNull(user.suspendedAt)))
      .returning({ id: user.id });
    await tx
      .update(products)
      .set({ status: PRODUCT_STATUS.suspended })
      .where(and(eq(products.sellerId, target.id), eq(products.status, PRODUCT_STATUS.available)));
    // Every device at once: a session is the cookie's and every access token's (decision 004).
    await tx.delete(session).where(eq(session.userId, target.id));
    return rows.length;
  });
}

/** Lifts a suspension: the user may sign in again, their suspended listings are on sale again. Answers how many users changed. */
export async function liftSuspension(db: Db, target: UserRow, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ suspendedAt: null, updatedAt: now })
      .where(and(eq(user.id, target.id), isNotNull(user.suspendedAt)))
      .returning({ id: user.id });
    await tx
      .update(products)
      .set({ status: PRODUCT_STATUS.available })
      .where(and(eq(products.sellerId, target.id), eq(products.status, PRODUCT_STATUS.suspended)));
    return rows.length;
  });
}
