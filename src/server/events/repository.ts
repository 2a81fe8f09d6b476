import { randomUUID } from 'node:crypto';
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

/** Rows written by one INSERT at most: four parameters each, well within PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

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

    /**
     * Many notifications of one kind in as few statements as a statement's parameters allow (a new listing
     * told to everyone whose alerts found it); answers each with its id and time, in the order given.
     */
    async addNotifications(
      kind: NotificationKind,
      items: readonly { userId: string; data: NotificationData }[],
    ): Promise<{ id: string; createdAt: Date }[]> {
      const written: { id: string; createdAt: Date }[] = [];
      for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
        const chunk = items.slice(start, start + ROWS_PER_STATEMENT).map((item) => ({ ...item, id: randomUUID() }));
        const rows = await db
          .insert(notifications)
          .values(chunk.map(({ id, userId, data }) => ({ id, userId, kind, data, createdAt: sql`clock_timestamp()` })))
          .returning({ id: notifications.id, createdAt: notifications.createdAt });
        // Matched by id: the order of RETURNING is not promised.
        const at = new Map(rows.map((row) => [row.id, row.createdAt]));
        written.push(...chunk.map(({ id }) => ({ id, createdAt: at.get(id)! })));
      }
      return written;
    },

    /** Many events at once, as `addEvent` each. */
    async addEvents(rows: readonly { userId: string; type: UserEventType; data: unknown }[]): Promise<void> {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        await db.insert(userEvents).values(rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({ ...row })));
      }
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
