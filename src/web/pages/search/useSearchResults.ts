import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SearchPage } from '#shared/schemas/search.ts';
import type { SearchFilters } from '#shared/search-params.ts';
import { uniqueItems } from '../../api/categories.ts';
import { searchResultsQuery } from '../../api/search.ts';

/**
 * The results of one search: the first page is the route loader's (so the server renders it), the later
 * ones come through `loadMore`, each after the cursor of the one before. A search met again (back, or
 * the same filters once more) starts from the loader's fresh first page, not from pages cached before.
 */
export function useSearchResults(filters: SearchFilters, firstPage: SearchPage) {
  const client = useQueryClient();
  const options = searchResultsQuery(filters);
  const seed: InfiniteData<SearchPage, string | null> = { pages: [firstPage], pageParams: [null] };
  const query = useInfiniteQuery({
    ...options,
    initialData: seed,
    // Only Show more fetches: the loader brings the first page on every visit.
    staleTime: Infinity,
    // A failed Show more says so at once and leaves the button to try again.
    retry: false,
  });

  const current = query.data.pages[0] === firstPage;
  const { queryKey } = options;
  useEffect(() => {
    if (current) return;
    void client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, { pages: [firstPage], pageParams: [null] });
    // queryKey is a new array each render; its content is the filters'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, client, firstPage, JSON.stringify(queryKey)]);

  const pages = current ? query.data.pages : seed.pages;
  const items = useMemo(() => uniqueItems(pages.map((page) => page.items)), [pages]);
  return {
    items,
    total: firstPage.total ?? 0,
    hasMore: pages.at(-1)?.nextCursor != null,
    loading: query.isFetchingNextPage,
    failed: current && query.isFetchNextPageError,
    loadMore: () => query.fetchNextPage(),
  };
}
