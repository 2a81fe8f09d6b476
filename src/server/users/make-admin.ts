import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_ROLE } from '#shared/constants.ts';
import { isAdmin, type UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { user as users } from '../db/schema.ts';
import { conflict } from '../http-error.ts';

/** An admin makes another user admin; an admin already is one (409 `already-admin`). Answers how many rows changed. */
export async function makeAdmin(db: Db, target: UserRow): Promise<number> {
  if (isAdmin(target)) throw conflict('already-admin');
  const rows = await db
    .update(users)
    .set({ role: ADMIN_ROLE, updatedAt: new Date() })
    .where(and(eq(users.id, target.id), isNull(users.role)))
    .returning({ id: users.id });
  return rows.length;
}
