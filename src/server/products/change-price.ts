import { isOnSale, type ProductStatus } from '#shared/constants.ts';
import { shortLaptopName } from '#shared/texts/laptop.ts';
import { advertisementsRepository } from '../advertisements/repository.ts';
import type { AppContext } from '../context.ts';
import { priceFlag } from '../moderation/checks.ts';
import { savedRepository } from '../saved/repository.ts';
import { productsRepository } from './repository.ts';

/** What a price change did: nothing (the price was this already), changed it, or held the listing for an admin. */
export type PriceChange = 'unchanged' | 'changed' | 'held';

/**
 * A seller's new resell price for their listing, with what goes with it, in one transaction: the listing,
 * its advert (which shows the price), and, when the price is lower, the price check a new listing goes
 * through (product §4, "Moderation"): a listing on sale whose price falls far below the same model's waits
 * for an admin, as it would have had it been listed at that price. Otherwise a lower price of a listing on
 * sale tells each person who saved the laptop, but its seller, by notification and e-mail (product §4,
 * "Saved laptops and alerts").
 */
export async function changePrice(
  ctx: Pick<AppContext, 'events' | 'clock'>,
  product: {
    id: string;
    sellerId: string;
    name: string;
    detail: string;
    status: ProductStatus;
    categoryId: string;
    processor: string | null;
  },
  price: number,
): Promise<PriceChange> {
  return ctx.events.transaction(async (tx, tell) => {
    const repo = productsRepository(tx);
    const was = await repo.setResellPrice(product.id, price);
    if (was === null) return 'unchanged';
    await advertisementsRepository(tx).setPrice(product.id, price);
    // Savers are not sent to a listing the public cannot see (expired, waiting, held by this very change).
    if (price >= was || !isOnSale(product)) return 'changed';
    const now = ctx.clock.now();
    const flag = await priceFlag(tx, { ...product, resellPrice: price }, product.sellerId, now);
    if (flag && (await repo.holdForReview(product.id, [flag], new Date(now)))) return 'held';
    const savers = await savedRepository(tx).saversOf(product.id, product.sellerId);
    const productName = shortLaptopName(product.name, product.detail);
    await tell.notifyMany(
      'price-drop',
      savers.map((userId) => ({ userId, data: { productId: product.id, productName, amount: price, was } })),
    );
    return 'changed';
  });
}
