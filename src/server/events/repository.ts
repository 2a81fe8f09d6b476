import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { NotificationData, NotificationKind, UserEventType } from '#shared/schemas/events.ts';
import type { Db } from '../db/client.ts';
import { notifications, userEvents } from '../db/schema.ts';

/** One event of a user's stream, as the database keeps it. */
export interface UserEvent {
  id: number;
  type: UserEventType;
  data: unknown;
}

/** The rows of what users are told: their events (`user_events`) and notifications (`notifications`). */
export function eventsRepository(db: Db) {
  return {
    async addEvent(userId: string, type: UserEventType, data: unknown): Promise<void> {
      await db.insert(userEvents).values({ userId, type, data });
    },

    async addNotification(userId: string, kind: NotificationKind, data: NotificationData): Promise<{ id: string; createdAt: Date }> {
      // The statement's own time, not the transaction's: several notifications of one write keep their order.
      const [row] = await db
        .insert(notifications)
        .values({ userId, kind, data, createdAt: sql`clock_timestamp()` })
        .returning({ id: notifications.id, createdAt: notifications.createdAt });
      return row!;
    },

    async eventsAfter(userId: string, afterId: number, limit: number): Promise<UserEvent[]> {
      const rows = await db
        .select({ id: userEvents.id, type: userEvents.type, data: userEvents.data })
        .from(userEvents)
        .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
        .orderBy(asc(userEvents.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, id: Number(row.id), type: row.type as UserEventType }));
    },

    async latestEventId(userId: string): Promise<number> {
      const [row] = await db
        .select({ id: max(userEvents.id) })
        .from(userEvents)
        .where(eq(userEvents.userId, userId));
      return Number(row?.id ?? 0);
    },

    async deleteEventsBefore(time: Date): Promise<void> {
      await db.delete(userEvents).where(lt(userEvents.createdAt, time));
    },
  };
}
