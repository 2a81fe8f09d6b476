import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIMITS } from '#shared/constants.ts';
import type { categoryList } from '#shared/schemas/categories.ts';
import type { Product, productList } from '#shared/schemas/products.ts';
import { http } from './http.ts';
import { PUBLIC_PAGE } from './load.ts';
import { productKeys } from './products.ts';

export const categoryKeys = {
  all: ['categories'] as const,
  /** Under the products prefix: whatever changes products changes a category's list too. */
  items: (id: string) => [...productKeys.all, 'category', id] as const,
};

/** GET /itemCategory. */
export const getCategories = () => http<z.infer<typeof categoryList>>('/api/itemCategory');
/** GET /itemName/:id: one page of a category, newest first; the first page without `offset`. */
export const getCategoryItems = (id: string, signal?: AbortSignal, offset = 0) =>
  http<z.infer<typeof productList>>(`/api/itemName/${encodeURIComponent(id)}${offset > 0 ? `?offset=${offset}` : ''}`, { signal });

/** The category names: the layout's grid and the home page's cards share one fetch. */
export const categoriesQuery = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories, staleTime: Infinity });
export const useCategories = () => useQuery(categoriesQuery());

/**
 * A category's items page by page (product §2 "Show more"). A full page means there may be more; the
 * next page starts after every item received so far, so an item that newer listings pushed onto the
 * next page comes twice and is shown once (`useProductList`). The route's loader reads the first page
 * on every visit (api/load.ts); only Show more fetches after that, and a failed one says so at once and
 * leaves the button to try again (product §8).
 */
export const categoryItemsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: categoryKeys.items(id),
    queryFn: ({ pageParam, signal }) => getCategoryItems(id, signal, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Product[], _all, lastOffset: number) =>
      last.length >= LIMITS.pageSize ? lastOffset + last.length : undefined,
    staleTime: Infinity,
    retry: false,
    meta: PUBLIC_PAGE,
  });
