import { LIMITS, VERIFIED_STATUS } from '#shared/constants.ts';
import type { SellerProfile } from '#shared/schemas/sellers.ts';
import { isSeller } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { productsRepository } from '../products/repository.ts';
import { usersRepository } from '../users/repository.ts';

/**
 * A seller's public profile: who they are, how many items they have sold, and what they have on sale.
 * Null for an unknown user and for a user who is not a seller, so that the profile of a buyer (who has
 * nothing to show) answers as nobody's.
 */
export async function sellerProfile(db: Db, id: string): Promise<SellerProfile | null> {
  const found = await usersRepository(db).findById(id);
  if (!found || !isSeller(found)) return null;
  const products = productsRepository(db);
  const [soldCount, items] = await Promise.all([
    products.countSoldBySellerId(found.id),
    products.listAvailableBySellerId(found.id, LIMITS.pageSize),
  ]);
  return {
    id: found.id,
    name: found.name,
    verified: found.status === VERIFIED_STATUS,
    memberSince: found.createdAt.toISOString(),
    soldCount,
    items,
  };
}
