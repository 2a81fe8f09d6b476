import type { FastifyBaseLogger } from 'fastify';
import type { NotificationData, NotificationKind, UserEventType } from '#shared/schemas/events.ts';
import { userTopic, type BusEvent, type EventBus } from '../bus/bus.ts';
import type { Db } from '../db/client.ts';
import { eventsRepository, type UserEvent } from './repository.ts';

export type { UserEvent };

/** What code with news for users tells them through: recorded with its writes, announced once they commit. */
export interface Teller {
  /** An event for the user's open tabs (a new message, an offer's new state …). */
  emit: (userId: string, type: Exclude<UserEventType, 'notification'>, data: unknown) => Promise<void>;
  /** A notification in the user's notification centre, and the `notification` event that shows it live. */
  notify: (userId: string, kind: NotificationKind, data: NotificationData) => Promise<void>;
  /**
   * Many notifications of one kind, as `notify` each but in a few statements, however many there are: a new
   * listing told to everyone whose alerts found it, a price drop to everyone who saved the laptop.
   */
  notifyMany: (kind: NotificationKind, items: readonly Notified[]) => Promise<void>;
}

/** One user to notify, and what the notification says. */
export interface Notified {
  userId: string;
  data: NotificationData;
}

export interface Events {
  /**
   * Runs `work` in a transaction of the database. What it tells is written in that transaction, so it
   * exists exactly when the writes it is about do; each user told is announced on the bus once it commits.
   */
  transaction: <T>(work: (tx: Db, tell: Teller) => Promise<T>) => Promise<T>;
  /** The user's events after `afterId`, oldest first, at most `limit`. */
  after: (userId: string, afterId: number, limit: number) => Promise<UserEvent[]>;
  /** The id of the user's newest event, 0 when there is none: a stream that starts now starts after it. */
  latestId: (userId: string) => Promise<number>;
  /**
   * Calls `onNews` whenever the user has new events (`news`), or some of their sessions ended (`sessions-ended`),
   * on this instance or another; answers how to stop.
   */
  listen: (userId: string, onNews: (event: BusEvent) => void) => Promise<() => Promise<void>>;
  /** Tells every instance that sessions of the user ended (signed out, revoked, suspended): their streams check theirs. */
  sessionsEnded: (userId: string) => Promise<void>;
  /** Deletes the events older than EVENTS_KEPT_MS: a stream away that long starts again from the pages' own reads. */
  prune: () => Promise<void>;
}

/** How long events are kept for streams that reconnect (notifications stay until their user is deleted). */
export const EVENTS_KEPT_MS = 7 * 24 * 3_600_000;

/** On the bus only "there is news": the events themselves are read from the database, in their order. */
const NEWS = { type: 'news' } as const;
/** Some of the user's sessions ended: each stream asks the database whether its own still lives. */
export const SESSIONS_ENDED = { type: 'sessions-ended' } as const;

export function createEvents(deps: {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  now: () => number;
  /**
   * Runs in the transaction of the notifications, once they are written (one, or the many of `notifyMany`):
   * their e-mails are queued there (mail/notification-mail.ts).
   */
  afterNotify?: (tx: Db, kind: NotificationKind, items: readonly Notified[]) => Promise<void>;
}): Events {
  const { db, bus, log } = deps;

  const announce = async (userIds: Iterable<string>) => {
    for (const userId of userIds) {
      // The events are in the database: a bus that failed delays them until the stream's next news or reconnect.
      await bus.publish(userTopic(userId), NEWS).catch((err: unknown) => log.warn({ err, userId }, 'could not announce new events'));
    }
  };

  const teller = (tx: Db, told: Set<string>): Teller => {
    const rows = eventsRepository(tx);
    const emit = async (userId: string, type: UserEventType, data: unknown) => {
      await rows.addEvent(userId, type, data);
      told.add(userId);
    };
    return {
      emit,
      async notify(userId, kind, data) {
        const { id, createdAt } = await rows.addNotification(userId, kind, data);
        await emit(userId, 'notification', { id, kind, data, createdAt: createdAt.toISOString(), read: false });
        await deps.afterNotify?.(tx, kind, [{ userId, data }]);
      },
      async notifyMany(kind, items) {
        if (items.length === 0) return;
        const written = await rows.addNotifications(kind, items);
        await rows.addEvents(
          items.map(({ userId, data }, i) => ({
            userId,
            type: 'notification' as const,
            data: { id: written[i]!.id, kind, data, createdAt: written[i]!.createdAt.toISOString(), read: false },
          })),
        );
        for (const { userId } of items) told.add(userId);
        await deps.afterNotify?.(tx, kind, items);
      },
    };
  };
  const rows = eventsRepository(db);

  return {
    async transaction(work) {
      const told = new Set<string>();
      const result = await db.transaction((tx) => work(tx, teller(tx, told)));
      await announce(told);
      return result;
    },
    after: (userId, afterId, limit) => rows.eventsAfter(userId, afterId, limit),
    latestId: (userId) => rows.latestEventId(userId),
    listen: (userId, onNews) => bus.subscribe(userTopic(userId), onNews),
    sessionsEnded: (userId) =>
      bus
        .publish(userTopic(userId), SESSIONS_ENDED)
        .catch((err: unknown) => log.warn({ err, userId }, 'could not announce ended sessions')),
    prune: () => rows.deleteEventsBefore(new Date(deps.now() - EVENTS_KEPT_MS)),
  };
}
