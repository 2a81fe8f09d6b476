import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { LIMITS } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { categoryItemsQuery, uniqueItems } from '../../api/categories.ts';

/**
 * A category's items (product §2): the first page is the route loader's, the later ones come one at a
 * time through `loadMore`. The loader stays the source of the first page, so that the page renders from
 * it alone (no second request for what the loader brought) and a new first page (another visit, a
 * revalidation) starts the list again.
 */
export function useCategoryItems(categoryId: string, firstPage: Product[]) {
  const client = useQueryClient();
  const options = categoryItemsQuery(categoryId);
  const seed: InfiniteData<Product[], number> = { pages: [firstPage], pageParams: [0] };
  const query = useInfiniteQuery({
    ...options,
    initialData: seed,
    // Only Show more fetches: a refetch would ask for every page again, the loader's included.
    staleTime: Infinity,
    // A failed Show more says so at once and leaves the button to try again (product §8).
    retry: false,
  });

  // Pages cached from an earlier first page belong to that one; until the cache holds this one, show it alone.
  const current = query.data.pages[0] === firstPage;
  useEffect(() => {
    if (current) return;
    const { queryKey } = categoryItemsQuery(categoryId);
    void client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, { pages: [firstPage], pageParams: [0] });
  }, [current, client, categoryId, firstPage]);

  const pages = current ? query.data.pages : seed.pages;
  const items = useMemo(() => uniqueItems(pages), [pages]);
  return {
    items,
    hasMore: current ? query.hasNextPage : firstPage.length >= LIMITS.pageSize,
    loading: query.isFetchingNextPage,
    failed: current && query.isFetchNextPageError,
    loadMore: () => query.fetchNextPage(),
  };
}
