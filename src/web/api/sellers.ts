import type { SellerProfile } from '#shared/schemas/sellers.ts';
import { http } from './http.ts';

/** GET /sellers/:id: a seller's public profile with their items on sale (product §7). */
export const getSeller = (id: string, signal?: AbortSignal) => http<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal });
