import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every listed query stale and refetches the ones on screen. Keys are prefixes (each resource's
 * module says which lists share one), so a mutation names exactly the lists it changes.
 */
export const invalidate = (client: QueryClient, ...queryKeys: readonly QueryKey[]) =>
  Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
