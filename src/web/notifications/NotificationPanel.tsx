import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { unreadOf, type useNotifications } from '../api/notifications.ts';
import { useMarkNotificationsRead } from '../api/mutations/notifications.ts';
import { notificationLine } from './notificationLine.ts';
import { useLocale } from '../i18n/locale.tsx';

/**
 * The bell's panel: the notifications newest first, each a link to where to act on it that marks it read,
 * unread ones in bold with a dot; "Mark all as read"; "Load more" for older ones. Under the navbar,
 * across the screen on a phone; under the bell from the small breakpoint up.
 */
export function NotificationPanel({
  id,
  query,
  onDone,
}: {
  id: string;
  query: ReturnType<typeof useNotifications>;
  /** An item was opened: the panel closes as the page changes. */
  onDone: () => void;
}) {
  const locale = useLocale();
  const t = locale.texts.NOTIFICATION_TEXTS;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const mark = useMarkNotificationsRead();
  const unread = unreadOf(query.data);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The times are told from when the panel opened: each line's stays put while it is read.
  const [now] = useState(() => Date.now());

  // Into the panel as it opens: a screen reader names it, and Tab goes on to its first control.
  useEffect(() => panel.current?.focus(), []);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-x-2 top-full z-40 mt-1 max-h-[75vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 text-base-content shadow-xl outline-none sm:inset-x-auto sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-base-300 bg-base-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          {t.title}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs text-primary"
          disabled={unread === 0}
          onClick={() => {
            mark.mutate({ all: true });
            // The button is disabled at once: focus stays in the panel rather than falling to the page.
            panel.current?.focus();
          }}
        >
          {t.markAll}
        </button>
      </div>
      {query.isPending ? (
        <p className="px-4 py-6 text-center text-sm text-base-content/70">{t.loading}</p>
      ) : query.isError && items.length === 0 ? (
        <div className="px-4 py-6 text-center text-sm">
          <p role="alert">{t.failed}</p>
          <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-base-content/70">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-base-200">
          {items.map((n) => {
            const { text, href } = notificationLine(n, locale);
            return (
              <li key={n.id}>
                <Link
                  to={href}
                  className={`flex gap-3 px-4 py-3 text-sm hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary ${n.read ? '' : 'bg-primary/5'}`}
                  onClick={() => {
                    if (!n.read) mark.mutate({ ids: [n.id] });
                    onDone();
                  }}
                >
                  <span aria-hidden="true" className={`mt-1.5 h-2 w-2 flex-none rounded-full ${n.read ? '' : 'bg-primary'}`} />
                  <span className="min-w-0 flex-1">
                    <span className={`block ${n.read ? '' : 'font-semibold'}`}>
                      {!n.read && <span className="sr-only">{t.unread} </span>}
                      {text}
                    </span>
                    <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-base-content/70">
                      {locale.format.ago(n.createdAt, now)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="border-t border-base-300 p-2 text-center">
          {query.isFetchNextPageError && (
            <p role="alert" className="mb-2 text-sm text-error">
              {t.failed}
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm w-full"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
