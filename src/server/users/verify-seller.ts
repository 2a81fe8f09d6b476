import { and, eq, isNull } from 'drizzle-orm';
import { VERIFIED_STATUS } from '#shared/constants.ts';
import { isSeller, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { user as users } from '../db/schema.ts';
import { conflict } from '../http-error.ts';

/**
 * An admin verifies a seller: their name then carries a badge beside their products (product §1). Only a seller
 * can be verified (409 `not-a-seller`); verifying one twice changes nothing. Answers how many rows changed.
 */
export async function verifySeller(db: Db, target: UserRow): Promise<number> {
  if (!isSeller(target)) throw conflict('not-a-seller');
  const rows = await db
    .update(users)
    .set({ status: VERIFIED_STATUS, updatedAt: new Date() })
    .where(and(eq(users.id, target.id), isNull(users.status)))
    .returning({ id: users.id });
  return rows.length;
}
