import type { QueryClient } from '@tanstack/react-query';
import { getSellerAdvertised, getSellerProducts } from '../api/catalog.ts';
import { getAllBookings, getMyBookings, getReports } from '../api/orders.ts';
import { getBuyers, getClientConfig, getSellers, getUsers } from '../api/users.ts';

/**
 * Query keys of the dashboard reads. Prefixes group what one mutation changes, so each mutation
 * invalidates exactly the lists it touches.
 */
export const keys = {
  sellerProducts: (email: string) => ['products', 'seller', email] as const,
  sellerAdverts: (email: string) => ['advertised', 'seller', email] as const,
  /** The public list of advertised items (home page) shares this prefix. */
  adverts: ['advertised'] as const,
  products: ['products'] as const,
  myBookings: (email: string) => ['bookings', 'mine', email] as const,
  allBookings: ['bookings', 'all'] as const,
  bookings: ['bookings'] as const,
  reports: ['reports'] as const,
  users: ['users'] as const,
  allUsers: ['users', 'all'] as const,
  sellers: ['users', 'sellers'] as const,
  buyers: ['users', 'buyers'] as const,
  roles: ['role'] as const,
  config: ['config'] as const,
};

export const queries = {
  sellerProducts: (email: string) => ({ queryKey: keys.sellerProducts(email), queryFn: () => getSellerProducts(email) }),
  sellerAdverts: (email: string) => ({ queryKey: keys.sellerAdverts(email), queryFn: () => getSellerAdvertised(email) }),
  myBookings: (email: string) => ({ queryKey: keys.myBookings(email), queryFn: () => getMyBookings(email) }),
  allBookings: () => ({ queryKey: keys.allBookings, queryFn: getAllBookings }),
  reports: () => ({ queryKey: keys.reports, queryFn: getReports }),
  allUsers: () => ({ queryKey: keys.allUsers, queryFn: getUsers }),
  sellers: () => ({ queryKey: keys.sellers, queryFn: getSellers }),
  buyers: () => ({ queryKey: keys.buyers, queryFn: getBuyers }),
  config: () => ({ queryKey: keys.config, queryFn: getClientConfig, staleTime: Infinity }),
};

/** Marks every listed query stale and refetches the ones on screen. */
export const invalidate = (client: QueryClient, ...queryKeys: readonly (readonly unknown[])[]) =>
  Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
