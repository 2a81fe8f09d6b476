import { useQuery } from '@tanstack/react-query';
import { getIsAdmin, getIsBuyer, getIsSeller } from '../api/users.ts';

/** The three role lookups of product §6, by the signed-in user's email. */
export function useRoles(email: string | undefined) {
  const enabled = Boolean(email);
  const admin = useQuery({ queryKey: ['role', 'admin', email], queryFn: () => getIsAdmin(email!), enabled });
  const buyer = useQuery({ queryKey: ['role', 'buyer', email], queryFn: () => getIsBuyer(email!), enabled });
  const seller = useQuery({ queryKey: ['role', 'seller', email], queryFn: () => getIsSeller(email!), enabled });
  return {
    isAdmin: admin.data?.isAdmin ?? false,
    isBuyer: buyer.data?.isBuyer ?? false,
    isSeller: seller.data?.isSeller ?? false,
    loading: enabled && (admin.isPending || buyer.isPending || seller.isPending),
  };
}
