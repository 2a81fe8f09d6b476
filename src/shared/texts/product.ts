import { formatTk } from '../format.ts';

/**
 * User-facing strings of a product's page and a seller's profile (product §2). Book Now and Report keep
 * the category card's words (CATEGORY_TEXTS.card in category.ts).
 */

export const GALLERY_TEXTS = {
  /** What a screen reader calls the gallery (aria-roledescription). */
  kind: 'carousel',
  label: (laptop: string) => `Photos of ${laptop}`,
  photo: (laptop: string, n: number, count: number) => `${laptop}, photo ${n} of ${count}`,
  previous: 'Previous photo',
  next: 'Next photo',
  /** The visible counter; `position` is what a screen reader hears. */
  counter: (n: number, count: number) => `${n} / ${count}`,
  position: (n: number, count: number) => `Photo ${n} of ${count}`,
  enlarge: (n: number, count: number) => `Enlarge photo ${n} of ${count}`,
  show: (n: number, count: number) => `Show photo ${n} of ${count}`,
  thumbnails: 'Choose a photo',
  hint: 'Swipe or use the arrow keys to see every photo',
} as const;

export const PRODUCT_TEXTS = {
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  brandLaptops: (brand: string) => `${brand} laptops`,
  resellPrice: 'Price',
  originalPrice: 'Original price',
  saving: (amount: number) => `${formatTk(amount)} below the original price`,
  sold: 'Sold',
  soldNote: 'This laptop has been sold and can no longer be booked.',
  posted: 'Posted',
  listedOn: (day: string) => `Listed on ${day}`,
  location: 'Location',
  used: 'Used',
  call: (phone: string) => `Call ${phone}`,
  /** Instead of the Call button when the seller takes messages only. */
  chatOnlyNote: 'This seller takes messages only: no phone number is shown.',
  checkingSignIn: 'Checking sign-in',
  specsTitle: 'Specifications',
  similarTitle: 'Similar laptops',
  similarSubtitle: 'The same brand, or a similar price',
  similarLoading: 'Loading similar laptops',
  seeLaptop: (laptop: string) => `See ${laptop}`,
} as const;

export const SPEC_TEXTS = {
  brand: 'Brand',
  version: 'Version',
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  screen: 'Screen',
  condition: 'Condition',
  used: 'Used',
  location: 'Location',
  district: 'District',
  posted: 'Posted time',
  notGiven: 'Not given',
  /** 1024 GB and up in whole terabytes, as drives are sold. */
  size: (gb: number) => (gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`),
  inches: (inches: number) => `${inches} inches`,
  districtOf: (district: string, division: string | null) => (division ? `${district}, ${division} division` : district),
} as const;

export const SELLER_TEXTS = {
  title: 'Seller',
  verified: 'Verified seller',
  notVerified: 'Not verified yet',
  memberSince: (month: string) => `Member since ${month}`,
  viewProfile: 'See all their laptops',
  soldCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} sold`,
  onSaleCount: (n: number) => `${n} on sale`,
  itemsTitle: 'Items on sale',
  empty: 'Nothing on sale right now.',
  profileOf: (name: string) => `Seller profile of ${name}`,
} as const;
