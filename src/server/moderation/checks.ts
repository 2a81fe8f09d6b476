import { LISTING_TEXT_FIELDS, MODERATION, VERIFIED_STATUS, type ListingTextField, type ModerationMode } from '#shared/constants.ts';
import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import type { Db } from '../db/client.ts';
import { contactsIn, type ContactKind } from './contact-in-text.ts';
import { moderationRepository } from './repository.ts';

/*
 * The checks a listing goes through before it is public (product §4, "Moderation"; docs/decisions/024): its
 * price against the same model's, ways to reach the seller written into any of its text fields, photos another
 * seller listed; then the marketplace's rule (MODERATION). What they flag, with why, holds it for an admin;
 * a listing nothing flags is public at once.
 */

/** What the checks read of a listing: as it would be stored (a new one has no id yet). */
export interface Checked {
  /** The listing itself, when it exists already (a resubmission): never compared with itself. */
  id?: string;
  categoryId: string;
  processor?: string | null;
  resellPrice: number;
  detail: string;
  location: string;
  use: string;
  date: string;
  /** Every content hash of its photos (images/repository.ts). */
  photoHashes: readonly string[];
}

export interface Seller {
  id: string;
  status: string | null;
}

const CONTACT_FLAGS: Record<ContactKind, ModerationFlag['code']> = {
  phone: 'phone-in-detail',
  email: 'email-in-detail',
  link: 'link-in-detail',
};

/**
 * The contact flags of a listing's text: one per kind, in the order phone, e-mail, link, with every field that
 * holds one, in LISTING_TEXT_FIELDS' order.
 */
function contactFlags(listing: Pick<Checked, ListingTextField>): ModerationFlag[] {
  const found = new Map<ContactKind, ListingTextField[]>();
  for (const field of LISTING_TEXT_FIELDS) {
    for (const kind of contactsIn(listing[field] ?? '')) found.set(kind, [...(found.get(kind) ?? []), field]);
  }
  return (Object.keys(CONTACT_FLAGS) as ContactKind[]).flatMap((kind) => {
    const fields = found.get(kind);
    return fields ? [{ code: CONTACT_FLAGS[kind], fields }] : [];
  });
}

/** Whether a price is far below the median: less than MODERATION.pricePercent of it (40% is not, 39% is). */
export const farBelow = (price: number, median: number) => price * 100 < median * MODERATION.pricePercent;

/**
 * The price check alone: a flag when the listing's price is less than MODERATION.pricePercent of the same
 * model's median among other sellers' listings (with at least MODERATION.priceMinimum of them); null otherwise.
 * A listing on sale whose seller lowers its price goes through it again (products/change-price.ts).
 */
export async function priceFlag(
  db: Db,
  listing: Pick<Checked, 'id' | 'categoryId' | 'processor' | 'resellPrice'>,
  sellerId: string,
  now: number,
): Promise<ModerationFlag | null> {
  const prices = await moderationRepository(db).modelPrices(listing, sellerId, now);
  if (!prices || prices.similar < MODERATION.priceMinimum || !farBelow(listing.resellPrice, prices.median)) return null;
  return { code: 'price-far-below', median: Math.round(prices.median), similar: prices.similar };
}

/**
 * Why a listing must wait for an admin: each check's flag, then the marketplace's rule. Empty: it may be public
 * at once.
 */
export async function moderationFlags(
  db: Db,
  listing: Checked,
  seller: Seller,
  options: { mode: ModerationMode; now: number },
): Promise<ModerationFlag[]> {
  const repo = moderationRepository(db);
  const flags: ModerationFlag[] = [];
  const price = await priceFlag(db, listing, seller.id, options.now);
  if (price) flags.push(price);
  flags.push(...contactFlags(listing));
  if (await repo.photoListedByAnother(listing.photoHashes, seller.id)) flags.push({ code: 'photo-used-elsewhere' });

  if (options.mode === 'all') flags.push({ code: 'every-listing' });
  else if (
    options.mode === 'new-sellers' &&
    seller.status !== VERIFIED_STATUS &&
    (await repo.earlierListings(seller.id, listing.id)) < MODERATION.newSellerListings
  ) {
    flags.push({ code: 'new-seller' });
  }
  return flags;
}
