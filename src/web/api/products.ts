import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import type { ProductInput, productList } from '#shared/schemas/products.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const productKeys = {
  /** Every product list: a seller's own, and each category's (api/categories.ts). */
  all: ['products'] as const,
  seller: (email: string) => ['products', 'seller', email] as const,
};

/** GET /itemName?email=: the seller's own products. */
export const getSellerProducts = (email: string) => http<z.infer<typeof productList>>(`/api/itemName?email=${q(email)}`);
export const addProduct = (input: ProductInput) => http<z.infer<typeof insertedId>>('/api/itemName', { method: 'POST', body: input });
export const deleteProduct = (id: string) => http<z.infer<typeof deletedCount>>(`/api/itemName/${q(id)}`, { method: 'DELETE' });

export const sellerProductsQuery = (email: string) =>
  queryOptions({ queryKey: productKeys.seller(email), queryFn: () => getSellerProducts(email), enabled: Boolean(email) });
