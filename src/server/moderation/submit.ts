import { PRODUCT_STATUS, type ProductStatus } from '#shared/constants.ts';
import type { ListingSubmitted, ModerationFlag } from '#shared/schemas/moderation.ts';
import type { ProductInput } from '#shared/schemas/products.ts';
import type { UserRow } from '../auth/roles.ts';
import type { AppContext } from '../context.ts';
import { conflict } from '../http-error.ts';
import { imagesRepository, photoOfKey } from '../images/repository.ts';
import { assertStoredPhotos } from '../images/store/store.ts';
import { listingPhotos } from '../products/listing-photos.ts';
import { productsRepository } from '../products/repository.ts';
import { listingWentPublic } from '../products/went-public.ts';
import { sellersRepository } from '../sellers/repository.ts';
import { moderationFlags } from './checks.ts';

/*
 * How a listing reaches the public (product §4, "Moderation"): a new one, and one its seller changed and sent
 * again, go through the checks (checks.ts); what nothing holds is public at once (products/went-public.ts),
 * what something holds waits for an admin with why.
 */

type Ctx = Pick<AppContext, 'db' | 'images' | 'clock' | 'jobs' | 'events' | 'config'>;

/**
 * Lists a product for `seller`, or, given the listing it changes (`existing`, waiting for an admin or rejected),
 * writes the changes into it. Its photos must be the store's and in it; its phone number must not be another
 * seller's (409 `phone-taken`). A rejected listing always goes back to the admins (`resubmitted`): an admin
 * turned it down, an admin takes it back.
 */
export async function submitListing(
  ctx: Ctx,
  input: ProductInput,
  seller: UserRow,
  existing?: { id: string; status: ProductStatus },
): Promise<ListingSubmitted> {
  const photos = listingPhotos(input);
  await assertStoredPhotos(ctx.images, photos.images);
  // A number is its first seller's: nobody else lists under it and takes the buyers' calls. The schema gave it
  // as its 11 digits, so no other way of writing it gets past (shared/phone.ts).
  if (!(await sellersRepository(ctx.db).claimPhone(input.phone, seller.id))) throw conflict('phone-taken');

  const photoHashes = await imagesRepository(ctx.db).hashesOf(photos.images.map((url) => photoOfKey(ctx.images.keyOf(url)!)));
  const flags = await moderationFlags(
    ctx.db,
    {
      id: existing?.id,
      categoryId: input.category_id,
      processor: input.processor,
      resellPrice: input.resell_price,
      detail: input.detail,
      location: input.location,
      use: input.use,
      date: input.date,
      photoHashes,
    },
    seller,
    { mode: ctx.config.MODERATION, now: ctx.clock.now() },
  );
  const reasons: ModerationFlag[] = existing?.status === PRODUCT_STATUS.rejected ? [{ code: 'resubmitted' }, ...flags] : flags;
  const status = reasons.length > 0 ? PRODUCT_STATUS.review : PRODUCT_STATUS.available;
  const checked = { status, reasons, submittedAt: new Date(ctx.clock.now()), photoHashes };

  const id = await ctx.events.transaction(async (tx, tell) => {
    const repo = productsRepository(tx);
    let listed: string;
    if (existing) {
      if (!(await repo.resubmit(existing.id, input, photos, checked))) throw conflict('listing-not-resubmittable');
      listed = existing.id;
    } else {
      listed = await repo.create(input, photos, seller, checked);
    }
    if (status === PRODUCT_STATUS.available) {
      await listingWentPublic(ctx, listed, { tx, tell, because: existing ? 'resubmitted' : 'listed' });
    }
    return listed;
  });
  return { acknowledged: true, insertedId: id, status, reasons };
}
