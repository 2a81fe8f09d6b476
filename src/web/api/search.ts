import { infiniteQueryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchPage } from '#shared/schemas/search.ts';
import { searchPairs, type SearchFilters } from '#shared/search-params.ts';
import { http } from './http.ts';
import { PUBLIC_PAGE } from './load.ts';
import { productKeys } from './products.ts';

export const searchKeys = {
  /** Under the products prefix: whatever changes products changes search results too. */
  results: (filters: SearchFilters) => [...productKeys.all, 'search', new URLSearchParams(searchPairs(filters)).toString()] as const,
};

/** GET /products: one page of products on sale matching the filters; the first page without a cursor. */
export const searchProducts = (filters: SearchFilters, signal?: AbortSignal, cursor?: string) =>
  http<SearchPage>(`/api/products?${new URLSearchParams(searchPairs({ ...filters, limit: SEARCH_PAGE_SIZE, cursor }))}`, { signal });

/**
 * The pages of one search, each following the cursor the one before it ended with. Read as a category's
 * items are (api/categories.ts): the first page by the route's loader, on every visit; then Show more.
 */
export const searchResultsQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(filters),
    queryFn: ({ pageParam, signal }) => searchProducts(filters, signal, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchPage) => last.nextCursor ?? undefined,
    staleTime: Infinity,
    retry: false,
    meta: PUBLIC_PAGE,
  });
