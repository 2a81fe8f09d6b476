/**
 * Marking notifications read. Not through `mutationHook`, which marks the pages stale: here the pages
 * change in the cache at once (the badge drops as the line is opened) and the server's answer sets the
 * unread count, so no page is read again. The cache changes live in the hook's own options, so they run
 * even when the navbar that started them is gone (an opened line leads to a page with another layout).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead, markReadInCache, notificationKeys, setUnread } from '../notifications.ts';

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['mark-notifications-read'],
    mutationFn: markNotificationsRead,
    onMutate: (input) => markReadInCache(client, 'ids' in input ? input.ids : 'all'),
    onSuccess: ({ unread }) => setUnread(client, unread),
    // The cache said read before the server did: read the pages again for what is true.
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
