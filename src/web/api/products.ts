import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount, modifiedCount } from '#shared/schemas/common.ts';
import type { ListingDecision, ListingSubmitted, OwnProduct, OwnProductDetail } from '#shared/schemas/moderation.ts';
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
  /** One own listing as its seller (or an admin) reads it, whatever its status. */
  listing: (id: string) => ['products', 'listing', id] as const,
};

/** GET /itemName?email=: the seller's own products, with where each stands. */
export const getSellerProducts = (email: string) => http<OwnProduct[]>(`/api/itemName?email=${q(email)}`);
/** POST /itemName: on sale at once, or waiting for an admin, with why. */
export const addProduct = (input: ProductInput) => http<ListingSubmitted>('/api/itemName', { method: 'POST', body: input });
/** POST /products/:id/resubmit: a listing that waits or was rejected, changed and sent through the checks again. */
export const resubmitProduct = ({ id, input }: { id: string; input: ProductInput }) =>
  http<ListingSubmitted>(`/api/products/${q(id)}/resubmit`, { method: 'POST', body: input });
/** POST /products/:id/renew: on sale for 30 days from now. */
export const renewProduct = (id: string) => http<ListingDecision>(`/api/products/${q(id)}/renew`, { method: 'POST' });
/** GET /products/:id/listing: one own listing, whatever its status (its seller, an admin). */
export const getOwnListing = (id: string, signal?: AbortSignal) => http<OwnProductDetail>(`/api/products/${q(id)}/listing`, { signal });
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

/**
 * A listing only its seller and the admins see (waiting for review, rejected, expired): the product page's
 * view for them, and the edit page's. Null when the caller may not see it. Not a public page's data: it goes
 * when the user changes (load.ts, forgetSession).
 */
export const ownListingQuery = (id: string, enabled = true) =>
  queryOptions({
    queryKey: productKeys.listing(id),
    queryFn: ({ signal }) => orNullWhenMissing(getOwnListing(id, signal)),
    enabled,
    retry: (failures, error) => failures < 1 && isTransient(error),
  });

export const sellerProductsQuery = (email: string) =>
  queryOptions({ queryKey: productKeys.seller(email), queryFn: () => getSellerProducts(email), enabled: Boolean(email) });
