import type { Category } from '#shared/schemas/categories.ts';
import type { Product, ProductInput } from '#shared/schemas/products.ts';
import type { Advertisement, AdvertisementInput } from '#shared/schemas/advertisements.ts';
import { http } from './http.ts';

type Inserted = { acknowledged: boolean; insertedId: string };
type Deleted = { deletedCount: number };
const q = encodeURIComponent;

export const getCategories = () => http<Category[]>('/api/itemCategory');
/** One page of a category, newest first; the first page without `offset`. */
export const getCategoryItems = (id: string, signal?: AbortSignal, offset = 0) =>
  http<Product[]>(`/api/itemName/${q(id)}${offset > 0 ? `?offset=${offset}` : ''}`, { signal });
export const getSellerProducts = (email: string) => http<Product[]>(`/api/itemName?email=${q(email)}`);
export const addProduct = (input: ProductInput) => http<Inserted>('/api/itemName', { method: 'POST', body: input });
export const deleteProduct = (id: string) => http<Deleted>(`/api/itemName/${q(id)}`, { method: 'DELETE' });

export const getAdvertised = () => http<Advertisement[]>('/api/advertise');
export const getSellerAdvertised = (email: string) => http<Advertisement[]>(`/api/advertised?email=${q(email)}`);
export const advertise = (input: AdvertisementInput) => http<Inserted>('/api/advertise', { method: 'POST', body: input });
export const removeAdvertisement = (id: string) => http<Deleted>(`/api/advertise/${q(id)}`, { method: 'DELETE' });
