import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Notification } from '#shared/schemas/events.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/** A user's notifications (written by events/events.ts with the writes they are about). */
export function notificationsRepository(db: Db) {
  return {
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Up to `limit` of the user's notifications, newest first, after `cursor` (one of theirs) in
     * (created_at, id) order; null when the cursor is not one of theirs.
     */
    async page(userId: string, cursor: string | undefined, limit: number): Promise<Notification[] | null> {
      const mine = eq(notifications.userId, userId);
      let older;
      if (cursor) {
        const [from] = await db
          .select({ createdAt: notifications.createdAt, id: notifications.id })
          .from(notifications)
          .where(and(mine, eq(notifications.id, cursor)));
        if (!from) return null;
        older = or(
          lt(notifications.createdAt, from.createdAt),
          and(eq(notifications.createdAt, from.createdAt), lt(notifications.id, from.id)),
        );
      }
      const rows = await db
        .select()
        .from(notifications)
        .where(older ? and(mine, older) : mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as Notification['kind'],
        data: row.data as Notification['data'],
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
    },

    /** Marks the user's unread notifications read, those of `ids` or all of them; another user's id changes nothing. */
    async markRead(userId: string, ids: string[] | 'all'): Promise<number> {
      const which = ids === 'all' ? undefined : inArray(notifications.id, ids);
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}
