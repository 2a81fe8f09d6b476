import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/** A category's list of laptops and its cards (product §2); the card's words serve every list of laptops. */
export const CATEGORY_TEXTS: Catalogue['CATEGORY_TEXTS'] = {
  itemsAvailable: 'এই পণ্যগুলো এখন পাওয়া যাচ্ছে',
  noItems: 'এই মুহূর্তে কোনো পণ্য নেই, শিগগিরই আসছে…',
  /** `more`: further pages exist, so n is only what is shown so far. */
  count: (n: number, brand: string, more = false) => `বিক্রির জন্য ${formatNumber(n, 'bn')}${more ? 'টিরও বেশি' : 'টি'} ${brand} ল্যাপটপ`,
  checkingSignIn: 'লগইন যাচাই চলছে',
  showMore: 'আরও ল্যাপটপ দেখুন',
  loadingMore: 'আরও ল্যাপটপ লোড হচ্ছে…',
  moreFailed: 'বাকি ল্যাপটপগুলো লোড করা যায়নি। আবার চেষ্টা করুন।',
  card: {
    brand: 'ব্র্যান্ড',
    version: 'ভার্সন',
    originalPrice: 'আসল দাম',
    resellPrice: 'বিক্রয় মূল্য',
    used: 'ব্যবহার',
    location: 'লোকেশন',
    posted: 'পোস্টের সময়',
    seller: 'বিক্রেতার নাম',
    contact: 'যোগাযোগ',
    /** Shown instead of the phone number of a listing whose seller takes messages only. */
    chatOnly: 'শুধু চ্যাট',
    verified: 'যাচাইকৃত বিক্রেতা',
    bookNow: 'বুক করুন',
    report: 'রিপোর্ট করুন',
    photoOf: (name: string, detail: string) => `${name} ${detail}`,
  },
};
