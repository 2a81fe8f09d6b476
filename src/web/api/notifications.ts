import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Notification, notificationsPage, notificationsRead, notificationsReadResult } from '#shared/schemas/events.ts';
import { useLiveEvent, useLiveFallback } from '../live/LiveEvents.tsx';
import { http } from './http.ts';

export type NotificationsPage = z.infer<typeof notificationsPage>;
type Pages = InfiniteData<NotificationsPage, string | null>;

export const notificationKeys = {
  /** The signed-in user's notifications, page by page (newest first). */
  all: ['notifications'] as const,
};

/** GET /notifications: one page, newest first; the first without a cursor. */
export const getNotifications = (signal?: AbortSignal, cursor?: string) =>
  http<NotificationsPage>(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
/** POST /notifications/read: `{ ids }` or `{ all: true }`; answers how many are still unread. */
export const markNotificationsRead = (input: z.infer<typeof notificationsRead>) =>
  http<z.infer<typeof notificationsReadResult>>('/api/notifications/read', { method: 'POST', body: input });

/** The notification centre's pages: the first holds the unread count, "Load more" follows the cursor. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam, signal }) => getNotifications(signal, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: NotificationsPage) => last.nextCursor ?? undefined,
  });

/** How many are unread: the first page's count, which the live events and the read marks keep current. */
export const unreadOf = (data: { pages: NotificationsPage[] } | undefined): number => data?.pages[0]?.unread ?? 0;

/** Changes the cached pages, if they were read: the first page's count and every page's items. */
function updatePages(
  client: QueryClient,
  change: (items: Notification[], index: number) => Notification[],
  unread: (was: number, before: Pages) => number,
) {
  client.setQueryData<Pages>(notificationKeys.all, (old) => {
    if (!old) return old;
    const pages = old.pages.map((page, i) => ({ ...page, items: change(page.items, i) }));
    pages[0] = { ...pages[0]!, unread: Math.max(0, unread(pages[0]!.unread, old)) };
    return { ...old, pages };
  });
}

/** A notification that came on the live stream: on top at once, counted if unread; one seen already is not added again. */
export function addNotification(client: QueryClient, notification: Notification): void {
  let known = false;
  updatePages(
    client,
    (items, i) => {
      if (items.some((n) => n.id === notification.id)) known = true;
      return i === 0 && !known ? [notification, ...items] : items;
    },
    (was) => (known || notification.read ? was : was + 1),
  );
}

/** Marks some (`ids`) or every notification read in the cache, before the server has answered. */
export function markReadInCache(client: QueryClient, ids: readonly string[] | 'all'): void {
  const hit = (n: Notification) => ids === 'all' || ids.includes(n.id);
  updatePages(
    client,
    (items) => items.map((n) => (hit(n) && !n.read ? { ...n, read: true } : n)),
    (was, before) => (ids === 'all' ? 0 : was - before.pages.flatMap((p) => p.items).filter((n) => hit(n) && !n.read).length),
  );
}

/** The server's unread count after a change, which also counts what no page holds yet. */
export function setUnread(client: QueryClient, unread: number): void {
  updatePages(
    client,
    (items) => items,
    () => unread,
  );
}

/**
 * The signed-in user's notifications: new ones arrive on the live stream into the cache at once; without
 * the stream the pages are read again on focus and every 30 s (`useLiveFallback`).
 */
export function useNotifications() {
  const client = useQueryClient();
  const live = useLiveFallback(notificationKeys.all);
  useLiveEvent('notification', (data) => addNotification(client, data as Notification));
  return useInfiniteQuery({ ...notificationsQuery(), ...live });
}
