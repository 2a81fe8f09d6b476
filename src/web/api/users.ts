import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { VERIFIED_STATUS } from '#shared/constants.ts';
import type { deletedCount, modifiedCount } from '#shared/schemas/common.ts';
import type { accessToken, isAdmin, isBuyer, isSeller, OwnRecordUpdate, ownRecordUpdated, userList } from '#shared/schemas/users.ts';
import { http } from './http.ts';

const q = encodeURIComponent;
type Deleted = z.infer<typeof deletedCount>;
type Modified = z.infer<typeof modifiedCount>;

export const userKeys = {
  /** Every list of accounts: all, sellers, buyers. */
  all: ['users'] as const,
  everyone: ['users', 'all'] as const,
  sellers: ['users', 'sellers'] as const,
  buyers: ['users', 'buyers'] as const,
  /** The signed-in user's roles (product §6). */
  roles: ['role'] as const,
  role: (role: 'admin' | 'buyer' | 'seller', email: string | undefined) => ['role', role, email] as const,
};

export const getIsAdmin = (email: string) => http<z.infer<typeof isAdmin>>(`/api/users/admin/${q(email)}`);
export const getIsBuyer = (email: string) => http<z.infer<typeof isBuyer>>(`/api/user/buyers/${q(email)}`);
export const getIsSeller = (email: string) => http<z.infer<typeof isSeller>>(`/api/user/sellers/${q(email)}`);
export const upsertUser = (input: OwnRecordUpdate) => http<z.infer<typeof ownRecordUpdated>>('/api/users', { method: 'PUT', body: input });
/** GET /jwt: the access token of the signed-in user (product §7). */
export const getAccessToken = (email: string) => http<z.infer<typeof accessToken>>(`/api/jwt?email=${q(email)}`);

export const getUsers = () => http<z.infer<typeof userList>>('/api/users');
export const deleteUser = (id: string) => http<Deleted>(`/api/users/${q(id)}`, { method: 'DELETE' });
export const makeAdmin = (id: string) => http<Modified>(`/api/users/admin/${q(id)}`, { method: 'PUT' });
export const getBuyers = () => http<z.infer<typeof userList>>('/api/user/buyers');
export const deleteBuyer = (id: string) => http<Deleted>(`/api/user/buyers/${q(id)}`, { method: 'DELETE' });
export const getSellers = () => http<z.infer<typeof userList>>('/api/user/sellers');
export const verifySeller = (id: string) =>
  http<Modified>(`/api/user/sellers/${q(id)}`, { method: 'PATCH', body: { status: VERIFIED_STATUS } });
/** Suspends a user, or lifts the suspension (product §6). */
export const suspendUser = (id: string) => http<Modified>(`/api/users/${q(id)}/suspension`, { method: 'PUT' });
export const liftSuspension = (id: string) => http<Modified>(`/api/users/${q(id)}/suspension`, { method: 'DELETE' });
export const deleteSeller = (id: string) => http<Deleted>(`/api/user/sellers/${q(id)}`, { method: 'DELETE' });

export const allUsersQuery = () => queryOptions({ queryKey: userKeys.everyone, queryFn: getUsers });
export const sellersQuery = () => queryOptions({ queryKey: userKeys.sellers, queryFn: getSellers });
export const buyersQuery = () => queryOptions({ queryKey: userKeys.buyers, queryFn: getBuyers });

export const isAdminQuery = (email: string | undefined) =>
  queryOptions({ queryKey: userKeys.role('admin', email), queryFn: () => getIsAdmin(email ?? ''), enabled: Boolean(email) });
export const isBuyerQuery = (email: string | undefined) =>
  queryOptions({ queryKey: userKeys.role('buyer', email), queryFn: () => getIsBuyer(email ?? ''), enabled: Boolean(email) });
export const isSellerQuery = (email: string | undefined) =>
  queryOptions({ queryKey: userKeys.role('seller', email), queryFn: () => getIsSeller(email ?? ''), enabled: Boolean(email) });

/** The three role lookups of product §6, by the signed-in user's email; none without one. */
export function useRoles(email: string | undefined) {
  const enabled = Boolean(email);
  const admin = useQuery(isAdminQuery(email));
  const buyer = useQuery(isBuyerQuery(email));
  const seller = useQuery(isSellerQuery(email));
  return {
    isAdmin: admin.data?.isAdmin ?? false,
    isBuyer: buyer.data?.isBuyer ?? false,
    isSeller: seller.data?.isSeller ?? false,
    loading: enabled && (admin.isPending || buyer.isPending || seller.isPending),
  };
}
