import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ADMIN_ROLE, VERIFIED_STATUS, type AccountOption } from '#shared/constants.ts';
import type { UserRow } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { session as sessions, user as users } from '../db/schema.ts';
import { notFound } from '../http-error.ts';

/** A user as the admin lists show them. */
const toUser = (u: UserRow) => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  option: u.option,
  role: u.role,
  status: u.status,
  image: u.image,
  createdAt: u.createdAt.toISOString(),
  suspended: u.suspendedAt !== null,
});

export function usersRepository(db: Db) {
  /** Sets the role or the status of a user who has none, so doing it twice changes nothing the second time. */
  const setWhileUnset = async (id: string, field: { role: typeof ADMIN_ROLE } | { status: typeof VERIFIED_STATUS }): Promise<number> => {
    const unset = 'role' in field ? isNull(users.role) : isNull(users.status);
    const rows = await db
      .update(users)
      .set({ ...field, updatedAt: new Date() })
      .where(and(eq(users.id, id), unset))
      .returning({ id: users.id });
    return rows.length;
  };
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    /** The user with this id; 404 `user-not-found` when there is none. */
    async getById(id: string): Promise<UserRow> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!row) throw notFound('user-not-found');
      return row;
    },
    /** The user of a session, while it lives: sign-out, revocation, expiry or deletion ends it. */
    async findByLiveSession(sessionId: string, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.user ?? null;
    },
    /** Every user, oldest first. */
    async listAll() {
      return (await db.select().from(users).orderBy(asc(users.createdAt))).map(toUser);
    },
    /** The users of one account option (buyers or sellers), oldest first. */
    async listByOption(option: AccountOption) {
      return (await db.select().from(users).where(eq(users.option, option)).orderBy(asc(users.createdAt))).map(toUser);
    },
    /** A user's own name and account option; answers how many rows changed (0 or 1). */
    async updateOwn(id: string, fields: { name: string; option?: AccountOption }): Promise<number> {
      const rows = await db
        .update(users)
        .set({ name: fields.name, ...(fields.option ? { option: fields.option } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length;
    },
    /** Gives a user the admin role unless they have it; answers how many rows changed (0 or 1). */
    grantAdmin: (id: string) => setWhileUnset(id, { role: ADMIN_ROLE }),
    /** Marks a user verified unless they are; answers how many rows changed (0 or 1). */
    markVerified: (id: string) => setWhileUnset(id, { status: VERIFIED_STATUS }),
    /** The admin account of ADMIN_EMAIL: the role, whatever the account had. */
    async setAdminByEmail(email: string): Promise<void> {
      await db.update(users).set({ role: ADMIN_ROLE }).where(eq(users.email, email));
    },
    /** Ends every session of a user. */
    async deleteSessions(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, id));
    },
  };
}
