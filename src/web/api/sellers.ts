import type { SellerProfile } from '#shared/schemas/sellers.ts';
import { http, orNullWhenMissing } from './http.ts';
import { pageQuery, PUBLIC_PAGE } from './load.ts';

export const sellerKeys = { profile: (id: string) => ['sellers', id] as const };

/** GET /sellers/:id: a seller's public profile with their items on sale (product §7). */
export const getSeller = (id: string, signal?: AbortSignal) => http<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal });

/** A seller's page, null for no such seller. */
export const sellerQuery = (id: string) =>
  pageQuery(sellerKeys.profile(id), (signal) => orNullWhenMissing(getSeller(id, signal)), PUBLIC_PAGE);
