import { shortLaptopName } from '#shared/texts/laptop.ts';
import { advertisementsRepository } from '../advertisements/repository.ts';
import type { AppContext } from '../context.ts';
import { savedRepository } from '../saved/repository.ts';
import { productsRepository } from './repository.ts';

/**
 * A seller's new resell price for their listing, with what goes with it, in one transaction: the listing,
 * its advert (which shows the price), and, when the price is lower, a notification and an e-mail for each
 * person who saved the laptop, but its seller (product §4, "Saved laptops and alerts"). Answers whether the
 * price changed.
 */
export async function changePrice(
  ctx: Pick<AppContext, 'events'>,
  product: { id: string; sellerId: string; name: string; detail: string },
  price: number,
): Promise<boolean> {
  return ctx.events.transaction(async (tx, tell) => {
    const was = await productsRepository(tx).setResellPrice(product.id, price);
    if (was === null) return false;
    await advertisementsRepository(tx).setPrice(product.id, price);
    if (price < was) {
      const savers = await savedRepository(tx).saversOf(product.id, product.sellerId);
      const productName = shortLaptopName(product.name, product.detail);
      await tell.notifyMany(
        'price-drop',
        savers.map((userId) => ({ userId, data: { productId: product.id, productName, amount: price, was } })),
      );
    }
    return true;
  });
}
