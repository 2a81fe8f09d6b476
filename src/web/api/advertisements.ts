import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdvertisementInput, advertisementList } from '#shared/schemas/advertisements.ts';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const advertisementKeys = {
  /** The home page's list and every seller's share this prefix. */
  all: ['advertised'] as const,
  public: ['advertised', 'public'] as const,
  seller: (email: string) => ['advertised', 'seller', email] as const,
};

/** GET /advertise: the adverts of products on sale, for the home page. */
export const getAdvertised = () => http<z.infer<typeof advertisementList>>('/api/advertise');
/** GET /advertised?email=: the seller's own adverts. */
export const getSellerAdvertised = (email: string) => http<z.infer<typeof advertisementList>>(`/api/advertised?email=${q(email)}`);
export const advertise = (input: AdvertisementInput) => http<z.infer<typeof insertedId>>('/api/advertise', { method: 'POST', body: input });
export const removeAdvertisement = (id: string) => http<z.infer<typeof deletedCount>>(`/api/advertise/${q(id)}`, { method: 'DELETE' });

/** Fresh on every visit (product §1 item 2); the server renderer fetches it for the home page's HTML. */
export const advertisedQuery = () => queryOptions({ queryKey: advertisementKeys.public, queryFn: getAdvertised, staleTime: 0 });
export const useAdvertised = () => useQuery(advertisedQuery());
export const sellerAdvertsQuery = (email: string) =>
  queryOptions({ queryKey: advertisementKeys.seller(email), queryFn: () => getSellerAdvertised(email), enabled: Boolean(email) });
