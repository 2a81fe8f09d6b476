import type { User, UserUpsertInput } from '#shared/schemas/users.ts';
import { http } from './http.ts';

type Deleted = { deletedCount: number };
type Modified = { modifiedCount: number };
const q = encodeURIComponent;

export const getIsAdmin = (email: string) => http<{ isAdmin: boolean }>(`/api/users/admin/${q(email)}`);
export const getIsBuyer = (email: string) => http<{ isBuyer: boolean }>(`/api/user/buyers/${q(email)}`);
export const getIsSeller = (email: string) => http<{ isSeller: boolean }>(`/api/user/sellers/${q(email)}`);
export const upsertUser = (input: UserUpsertInput) => http<{ modifiedCount: number }>('/api/users', { method: 'PUT', body: input });
export const getAccessToken = (email: string) => http<{ accessToken: string }>(`/api/jwt?email=${q(email)}`);

export const getUsers = () => http<User[]>('/api/users');
export const deleteUser = (id: string) => http<Deleted>(`/api/users/${q(id)}`, { method: 'DELETE' });
export const makeAdmin = (id: string) => http<Modified>(`/api/users/admin/${q(id)}`, { method: 'PUT' });
export const getBuyers = () => http<User[]>('/api/user/buyers');
export const deleteBuyer = (id: string) => http<Deleted>(`/api/user/buyers/${q(id)}`, { method: 'DELETE' });
export const getSellers = () => http<User[]>('/api/user/sellers');
export const verifySeller = (id: string) => http<Modified>(`/api/user/sellers/${q(id)}`, { method: 'PATCH', body: { status: 'Verified' } });
export const deleteSeller = (id: string) => http<Deleted>(`/api/user/sellers/${q(id)}`, { method: 'DELETE' });

export const getClientConfig = () =>
  http<{ google: boolean; payments: { provider: 'sandbox' | 'stripe'; publishableKey: string | null } }>('/api/config');
