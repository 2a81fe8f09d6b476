import { queryOptions, type QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Marks a public page's own data (a product, a seller, a category's or a search's pages): the same for
 * anyone, so it outlives a change of user (`forgetSession`), as the screen on show cannot do without it.
 */
export const PUBLIC_PAGE = { publicPage: true } as const;

/**
 * The options of what a page is about (a product, a seller, a booking to pay), read by the route's loader
 * with `loadOnVisit`: the screen never refetches it by itself, and a failure is the route's error at once.
 */
export const pageQuery = <T, K extends QueryKey>(queryKey: K, read: (signal: AbortSignal) => Promise<T>, meta?: typeof PUBLIC_PAGE) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: Infinity, retry: false, meta });

/**
 * Drops what was read for the last user when the user changes (sign-in, sign-out), so that nothing of one
 * account shows to the next: every query and mutation but a public page's own data (`PUBLIC_PAGE`).
 */
export function forgetSession(client: QueryClient): void {
  client.getMutationCache().clear();
  client.removeQueries({ predicate: (query) => query.meta?.publicPage !== true });
}

/**
 * How a route's loader reads what its page is about (a product, a seller): on every visit, as loading a
 * page always has, into the query cache, where the screen reads it with the same options. Those options
 * set `staleTime: Infinity`, so the screen itself never sends a second request; only a mutation that
 * changes the data (its hook invalidates it) makes an open page fetch again.
 */
export function loadOnVisit<T, K extends QueryKey>(client: QueryClient, options: QueryExecuteOptions<T, Error, T, T, K>): Promise<T> {
  return client.query({ ...options, staleTime: 0 });
}

/**
 * The same for a list shown page by page (a category, a search), spread over its options in
 * `client.infiniteQuery`: every visit starts again from a fresh first page, and what "Show more" added
 * before is dropped. A loader first stops a Show more still under way (`client.cancelQueries`), or the
 * read would join it instead.
 */
export const FIRST_PAGE_ON_VISIT = { staleTime: 0, pages: 1 } as const;

/**
 * How a loader starts a read the screen shows when it comes (similar laptops, the adverts, the category
 * names) without holding the page back: the screen's `useQuery` with the same options joins the fetch.
 * The server renderer waits for it (`untilSettled`), so that the HTML holds it as well.
 */
export function startLoading<T, K extends QueryKey>(client: QueryClient, options: QueryExecuteOptions<T, Error, T, T, K>): void {
  client.query(options).catch(() => undefined);
}

/** Every read under way has settled: the server renderer's wait for what the loaders started. */
export async function untilSettled(client: QueryClient): Promise<void> {
  const running = client.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await Promise.all(running.map((query) => query.promise?.catch(() => undefined) ?? Promise.resolve()));
}
