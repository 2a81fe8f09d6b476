import { useMemo } from 'react';
import { useSuspenseInfiniteQuery, type InfiniteData, type QueryKey, type UseSuspenseInfiniteQueryOptions } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/products.ts';

/** The items of several pages, each once, in the order first received. */
export function uniqueItems(pages: readonly (readonly Product[])[]): Product[] {
  const seen = new Set<string>();
  const items: Product[] = [];
  for (const product of pages.flat()) {
    if (seen.has(product._id)) continue;
    seen.add(product._id);
    items.push(product);
  }
  return items;
}

/**
 * A list of products shown page by page with "Show more" (a category, a search): the pages of `options`,
 * whose first page the route's loader has read (api/load.ts), and `loadMore` for the next. An item that
 * newer listings pushed from one page onto the next comes twice and is shown once.
 */
export function useProductList<TPage, TKey extends QueryKey, TParam>(
  options: UseSuspenseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>,
  itemsOf: (page: TPage) => readonly Product[],
) {
  const query = useSuspenseInfiniteQuery(options);
  const { pages } = query.data;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- itemsOf is a fixed accessor; the pages are what change
  const items = useMemo(() => uniqueItems(pages.map(itemsOf)), [pages]);
  return {
    items,
    pages,
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    loadMore: () => query.fetchNextPage(),
  };
}
