import { errorBody } from '#shared/schemas/common.ts';
import { notificationsPage, notificationsQuery, notificationsRead, notificationsReadResult } from '#shared/schemas/events.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { notificationsRepository } from './repository.ts';

/** Notifications a page holds, newest first. */
const PAGE = 30;
const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

/**
 * The notification centre (the bell in the navbar): GET /api/notifications pages through the caller's
 * notifications, newest first, with how many are unread; POST /api/notifications/read marks some or all
 * read. Each is written by events/events.ts (`notify`) with the writes it is about.
 */
export function notificationRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = notificationsRepository(db);

  app.get(
    '/notifications',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, and how many are unread",
        querystring: notificationsQuery,
        response: { 200: notificationsPage, ...errors },
      },
    },
    async (request) => {
      const userId = callerOf(request).user.id;
      // One more than the page, to know whether another follows.
      const rows = (await repo.page(userId, request.query.cursor, PAGE + 1)) ?? [];
      const items = rows.slice(0, PAGE);
      return { items, nextCursor: rows.length > PAGE ? items.at(-1)!.id : null, unread: await repo.unreadCount(userId) };
    },
  );

  app.post(
    '/notifications/read',
    {
      preHandler: [guards.signedIn, limits.notifications],
      schema: {
        tags: ['notifications'],
        summary: "Marks some of the caller's notifications ({ ids }) or all of them ({ all: true }) read",
        body: notificationsRead,
        response: { 200: notificationsReadResult, ...errors },
      },
    },
    async (request) => {
      const userId = callerOf(request).user.id;
      const updated = await repo.markRead(userId, 'ids' in request.body ? request.body.ids : 'all');
      return { updated, unread: await repo.unreadCount(userId) };
    },
  );
}
