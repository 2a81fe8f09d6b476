import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount, insertedId, modifiedCount } from '#shared/schemas/common.ts';
import type { ProductDetail, ProductEdit, ProductInput, productList } from '#shared/schemas/products.ts';
import { http, orNullWhenMissing } from './http.ts';
import { pageQuery, PUBLIC_PAGE } from './load.ts';
import { isTransient } from './retry.ts';

const q = encodeURIComponent;

export const productKeys = {
  /** Every product list: a seller's own, and each category's (api/categories.ts). */
  all: ['products'] as const,
  seller: (email: string) => ['products', 'seller', email] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  similar: (id: string) => ['products', 'similar', id] as const,
};

/** GET /itemName?email=: the seller's own products. */
export const getSellerProducts = (email: string) => http<z.infer<typeof productList>>(`/api/itemName?email=${q(email)}`);
export const addProduct = (input: ProductInput) => http<z.infer<typeof insertedId>>('/api/itemName', { method: 'POST', body: input });
/** PATCH /itemName/:id: a seller's change to their own listing (whether it is chat only). */
export const editProduct = ({ id, ...edit }: ProductEdit & { id: string }) =>
  http<z.infer<typeof modifiedCount>>(`/api/itemName/${q(id)}`, { method: 'PATCH', body: edit });
export const deleteProduct = (id: string) => http<z.infer<typeof deletedCount>>(`/api/itemName/${q(id)}`, { method: 'DELETE' });

/** GET /products/:id: one product with its seller, sold ones too (product §7). */
export const getProduct = (id: string, signal?: AbortSignal) => http<ProductDetail>(`/api/products/${q(id)}`, { signal });
/** GET /products/:id/similar: up to 8 laptops on sale like it. */
export const getSimilar = (id: string, signal?: AbortSignal) =>
  http<z.infer<typeof productList>>(`/api/products/${q(id)}/similar`, { signal });

/** A product's page: null when there is no such product (the page is then the 404 page). */
export const productQuery = (id: string) =>
  pageQuery(productKeys.detail(id), (signal) => orNullWhenMissing(getProduct(id, signal)), PUBLIC_PAGE);

/**
 * A product page's "Similar laptops", started by its loader once the product is found (the server renderer
 * waits for it, so it comes with the page). Only a failure that
 * may pass is tried again: an unknown product's page must not wait for a second 404.
 */
export const similarQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.similar(id),
    queryFn: ({ signal }) => getSimilar(id, signal),
    retry: (failures, error) => failures < 1 && isTransient(error),
  });

export const sellerProductsQuery = (email: string) =>
  queryOptions({ queryKey: productKeys.seller(email), queryFn: () => getSellerProducts(email), enabled: Boolean(email) });
