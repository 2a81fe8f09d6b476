import type { Catalogue } from '../catalogue.ts';
import { formatGb, formatNumber, formatTk } from '../../format.ts';
import type { SearchSort } from '../../schemas/search.ts';

/** A count of laptops or results: '১২টি', or '১০০+' when the search stopped counting. */
const counted = (total: number, capped: boolean) => `${formatNumber(total, 'bn')}${capped ? '+' : 'টি'}`;

/** The navbar's search box and the /search page. */
export const SEARCH_TEXTS: Catalogue['SEARCH_TEXTS'] = {
  box: {
    label: 'ল্যাপটপ খুঁজুন',
    placeholder: 'ব্র্যান্ড, প্রসেসর, মডেল দিয়ে খুঁজুন…',
    submit: 'খুঁজুন',
  },
  heading: 'ল্যাপটপ খুঁজুন',
  headingFor: (q: string) => `“${q}”-এর ফলাফল`,
  count: (total: number, capped: boolean) => (total === 0 ? 'কোনো ল্যাপটপ মেলেনি' : `বিক্রির জন্য ${counted(total, capped)} ল্যাপটপ`),
  empty: 'এই খোঁজের সাথে মেলে এমন কোনো ল্যাপটপ এখন বিক্রির জন্য নেই। কম ফিল্টার দিন বা অন্য কোনো শব্দ লিখে দেখুন।',
  clearAll: 'সব ফিল্টার মুছুন',
  failed: 'ফলাফল লোড করা যায়নি।',
  retry: 'আবার খুঁজে দেখুন',
  showMore: 'আরও দেখুন',
  loadingMore: 'আরও লোড হচ্ছে…',
  moreFailed: 'আরও ফলাফল লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  updating: 'ফলাফল আপডেট হচ্ছে…',
  sort: {
    label: 'সাজান',
    options: {
      relevance: 'সবচেয়ে মানানসই',
      newest: 'নতুনগুলো আগে',
      price_asc: 'দাম: কম থেকে বেশি',
      price_desc: 'দাম: বেশি থেকে কম',
    } satisfies Record<SearchSort, string>,
  },
  filters: {
    title: 'ফিল্টার',
    open: (count: number) => (count > 0 ? `ফিল্টার (${formatNumber(count, 'bn')})` : 'ফিল্টার'),
    close: 'ফিল্টার বন্ধ করুন',
    showResults: (total: number, capped: boolean) => `${counted(total, capped)} ফলাফল দেখুন`,
    apply: 'প্রয়োগ করুন',
    brand: 'ব্র্যান্ড',
    price: 'বিক্রয় মূল্য (৳)',
    minPrice: 'সর্বনিম্ন দাম',
    maxPrice: 'সর্বোচ্চ দাম',
    ram: 'র‍্যাম',
    storage: 'স্টোরেজ',
    storageType: 'স্টোরেজের ধরন',
    condition: 'অবস্থা',
    location: 'লোকেশন',
    division: 'বিভাগ',
    district: 'জেলা',
    any: 'যেকোনো',
    anyDivision: 'সব বিভাগ',
    anyDistrict: 'সব জেলা',
    atLeast: (gb: number) => `${formatGb(gb, 'bn')} বা তার বেশি`,
    verified: 'শুধু যাচাইকৃত বিক্রেতা',
  },
  chips: {
    label: 'চালু থাকা ফিল্টার',
    remove: (what: string) => `ফিল্টার সরান: ${what}`,
    text: (q: string) => `“${q}”`,
    minPrice: (tk: number) => `${formatTk(tk, 'bn')} থেকে`,
    maxPrice: (tk: number) => `${formatTk(tk, 'bn')} পর্যন্ত`,
    ram: (gb: number) => `র‍্যাম ${formatGb(gb, 'bn')}+`,
    storage: (gb: number) => `স্টোরেজ ${formatGb(gb, 'bn')}+`,
    verified: 'যাচাইকৃত বিক্রেতা',
  },
};
