import { ADMIN_ROLE, BUYER_OPTION, SELLER_OPTION } from '#shared/constants.ts';
import type { user } from '../db/schema.ts';

export type UserRow = typeof user.$inferSelect;
export type Role = 'admin' | 'seller' | 'buyer';

export const isAdmin = (u: Pick<UserRow, 'role'>) => u.role === ADMIN_ROLE;
export const isSeller = (u: Pick<UserRow, 'option'>) => u.option === SELLER_OPTION;
export const isBuyer = (u: Pick<UserRow, 'option'>) => u.option === BUYER_OPTION;

export function hasRole(u: UserRow, role: Role): boolean {
  if (role === 'admin') return isAdmin(u);
  return role === 'seller' ? isSeller(u) : isBuyer(u);
}
