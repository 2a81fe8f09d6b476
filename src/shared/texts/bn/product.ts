import type { Catalogue } from '../catalogue.ts';
import { toBanglaDigits } from '../../digits.ts';
import { formatDecimal, formatGb, formatNumber, formatTk } from '../../format.ts';

/**
 * User-facing strings of a product's page and a seller's profile (product §2). Book Now and Report keep
 * the category card's words (CATEGORY_TEXTS.card in category.ts).
 */

const n = (value: number) => formatNumber(value, 'bn');

export const GALLERY_TEXTS: Catalogue['GALLERY_TEXTS'] = {
  /** What a screen reader calls the gallery (aria-roledescription). */
  kind: 'ছবির ক্যারোসেল',
  label: (laptop: string) => `${laptop}-এর ছবি`,
  photo: (laptop: string, position: number, count: number) => `${laptop}, ${n(count)}টির মধ্যে ${n(position)} নম্বর ছবি`,
  previous: 'আগের ছবি',
  next: 'পরের ছবি',
  /** The visible counter; `position` is what a screen reader hears. */
  counter: (position: number, count: number) => `${n(position)} / ${n(count)}`,
  position: (position: number, count: number) => `${n(count)}টির মধ্যে ${n(position)} নম্বর ছবি`,
  enlarge: (position: number, count: number) => `${n(count)}টির মধ্যে ${n(position)} নম্বর ছবি বড় করে দেখুন`,
  show: (position: number, count: number) => `${n(count)}টির মধ্যে ${n(position)} নম্বর ছবি দেখুন`,
  thumbnails: 'একটি ছবি বেছে নিন',
  hint: 'সব ছবি দেখতে সোয়াইপ করুন বা অ্যারো কী ব্যবহার করুন',
};

export const PRODUCT_TEXTS: Catalogue['PRODUCT_TEXTS'] = {
  home: 'হোম',
  breadcrumbs: 'পেজের পথ',
  brandLaptops: (brand: string) => `${brand} ল্যাপটপ`,
  resellPrice: 'দাম',
  originalPrice: 'আসল দাম',
  saving: (amount: number) => `আসল দামের চেয়ে ${formatTk(amount, 'bn')} কম`,
  sold: 'বিক্রি হয়েছে',
  soldNote: 'এই ল্যাপটপটি বিক্রি হয়ে গেছে, এটি আর বুক করা যাবে না।',
  posted: 'পোস্টের সময়',
  listedOn: (day: string) => `${day} তারিখে বিজ্ঞাপন দেওয়া হয়েছে`,
  location: 'লোকেশন',
  used: 'ব্যবহার',
  call: (phone: string) => `${toBanglaDigits(phone)} নম্বরে কল করুন`,
  /** Instead of the Call button when the seller takes messages only. */
  chatOnlyNote: 'এই বিক্রেতা শুধু মেসেজে যোগাযোগ করেন: কোনো ফোন নম্বর দেখানো হয় না।',
  checkingSignIn: 'লগইন যাচাই করা হচ্ছে',
  specsTitle: 'স্পেসিফিকেশন',
  similarTitle: 'একই রকম ল্যাপটপ',
  similarSubtitle: 'একই ব্র্যান্ডের, বা কাছাকাছি দামের',
  similarLoading: 'একই রকম ল্যাপটপ লোড হচ্ছে',
  seeLaptop: (laptop: string) => `${laptop} দেখুন`,
};

export const SPEC_TEXTS: Catalogue['SPEC_TEXTS'] = {
  brand: 'ব্র্যান্ড',
  version: 'ভার্সন',
  processor: 'প্রসেসর',
  ram: 'র‍্যাম',
  storage: 'স্টোরেজ',
  screen: 'স্ক্রিন',
  condition: 'অবস্থা',
  used: 'ব্যবহার',
  location: 'লোকেশন',
  district: 'জেলা',
  posted: 'পোস্টের সময়',
  notGiven: 'দেওয়া হয়নি',
  /** 1024 GB and up in whole terabytes, as drives are sold (formatGb does the same). */
  size: (gb: number) => formatGb(gb, 'bn'),
  inches: (inches: number) => `${formatDecimal(inches, 'bn')} ইঞ্চি`,
  districtOf: (district: string, division: string | null) => (division ? `${district}, ${division} বিভাগ` : district),
};

export const SELLER_TEXTS: Catalogue['SELLER_TEXTS'] = {
  title: 'বিক্রেতা',
  verified: 'যাচাইকৃত বিক্রেতা',
  notVerified: 'এখনো যাচাই করা হয়নি',
  memberSince: (month: string) => `${month} থেকে সদস্য`,
  viewProfile: 'এই বিক্রেতার সব ল্যাপটপ দেখুন',
  soldCount: (count: number) => `${n(count)}টি পণ্য বিক্রি হয়েছে`,
  onSaleCount: (count: number) => `বিক্রির জন্য ${n(count)}টি`,
  itemsTitle: 'বিক্রির জন্য থাকা পণ্য',
  empty: 'এই মুহূর্তে বিক্রির জন্য কিছু নেই।',
  profileOf: (name: string) => `${name}-এর বিক্রেতা প্রোফাইল`,
};
