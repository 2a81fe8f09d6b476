import type { Catalogue } from '../catalogue.ts';
import { formatNumber, formatTk } from '../../format.ts';

/**
 * What each page tells search engines and link previews (Facebook, WhatsApp): its title and a one-line
 * description. Titles end with the site's name, in Bangla.
 */
const SITE_NAME = 'মার্কেট';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export const HEAD_TEXTS: Catalogue['HEAD_TEXTS'] = {
  home: {
    title: 'মার্কেট — বাংলাদেশে ব্যবহৃত ল্যাপটপ কেনাবেচা',
    description:
      'বাংলাদেশে ব্যবহৃত ল্যাপটপ কিনুন ও বিক্রি করুন: HP, Asus, Lenovo, MSI, Acer, Apple, Dell, Microsoft ও Avita, দাম টাকায়, আপনার কাছাকাছি বিক্রেতাদের কাছ থেকে।',
  },
  category: {
    title: (brand: string) => `বিক্রির জন্য ${brand} ল্যাপটপ — ${SITE_NAME}`,
    description: (brand: string, count: number, cheapest: number | null) =>
      count > 0 && cheapest !== null
        ? `বাংলাদেশে বিক্রির জন্য ${formatNumber(count, 'bn')}${count >= 100 ? '+' : 'টি'} ব্যবহৃত ${brand} ল্যাপটপ, দাম ${formatTk(cheapest, 'bn')} থেকে শুরু। ছবি, দাম আর বিক্রেতার ফোন নম্বর দেখুন।`
        : `বাংলাদেশে বিক্রির জন্য ব্যবহৃত ${brand} ল্যাপটপ। নতুন বিজ্ঞাপন সবার আগে এখানেই আসে।`,
  },
  blogs: {
    title: `প্রশ্ন ও উত্তর — ${SITE_NAME}`,
    description: 'স্টেট ম্যানেজমেন্ট, প্রোটোটাইপাল ইনহেরিট্যান্স, ইউনিট টেস্ট এবং React, Angular ও Vue নিয়ে ছোট ছোট লিখিত উত্তর।',
  },
  login: {
    title: `লগইন — ${SITE_NAME}`,
    description: 'ল্যাপটপ বুক করতে, কার্ডে পরিশোধ করতে বা আপনার বিক্রির পণ্যগুলো সামলাতে মার্কেটে লগইন করুন।',
  },
  signup: {
    title: `সাইন আপ — ${SITE_NAME}`,
    description: 'ব্যবহৃত ল্যাপটপের ক্রেতা বা বিক্রেতা হিসেবে মার্কেটে একটি অ্যাকাউন্ট খুলুন।',
  },
  search: {
    title: (q: string | undefined) => (q ? `${q}: ব্যবহৃত ল্যাপটপ — ${SITE_NAME}` : `ব্যবহৃত ল্যাপটপ খুঁজুন — ${SITE_NAME}`),
    description: 'ব্র্যান্ড, প্রসেসর, র‍্যাম, স্টোরেজ, অবস্থা, দাম ও জেলা দিয়ে বাংলাদেশে ব্যবহৃত ল্যাপটপ খুঁজে নিন।',
  },
  product: {
    /** The laptop's name cut to what a search result shows of a title. */
    title: (laptop: string, price: number, sold: boolean) =>
      `${clip(laptop, 60)}${sold ? ' (বিক্রি হয়েছে)' : ''} — ${formatTk(price, 'bn')} — ${SITE_NAME}`,
    description: (laptop: string, price: number, location: string, use: string, sold: boolean) =>
      sold
        ? `${clip(laptop, 120)} মার্কেটে ${formatTk(price, 'bn')} দামে বিক্রি হয়েছে। বাংলাদেশে বিক্রির জন্য একই রকম ব্যবহৃত ল্যাপটপ দেখুন।`
        : `${clip(laptop, 120)} বিক্রি হচ্ছে ${formatTk(price, 'bn')} দামে; লোকেশন: ${location}, ব্যবহার: ${use}। সব ছবি ও স্পেসিফিকেশন দেখুন, আর মার্কেটে বুক করুন।`,
  },
  seller: {
    title: (name: string) => `${name}, মার্কেটের বিক্রেতা`,
    description: (name: string, onSale: number, sold: number) =>
      `${name} মার্কেটে ব্যবহৃত ল্যাপটপ বিক্রি করেন: বিক্রির জন্য ${formatNumber(onSale, 'bn')}টি, বিক্রি হয়েছে ${formatNumber(sold, 'bn')}টি। তাঁর ল্যাপটপগুলো দেখুন আর পছন্দেরটি বুক করুন।`,
  },
  notFound: { title: `পেজটি পাওয়া যায়নি — ${SITE_NAME}`, description: 'মার্কেটে এই ঠিকানায় কোনো পেজ নেই।' },
  unsubscribe: { title: `আনসাবস্ক্রাইব — ${SITE_NAME}`, description: 'মার্কেটের এক ধরনের ইমেইল পাওয়া বন্ধ করুন।' },
  dashboard: { title: `ড্যাশবোর্ড — ${SITE_NAME}`, description: 'মার্কেটে আপনার অর্ডার, পণ্য ও বিজ্ঞাপন।' },
  inbox: { title: `ইনবক্স — ${SITE_NAME}`, description: 'মার্কেটে ক্রেতা ও বিক্রেতাদের সাথে আপনার কথোপকথন।' },
  wallet: { title: `বিকাশ পেমেন্ট (স্যান্ডবক্স) — ${SITE_NAME}`, description: 'মার্কেটে একটি টেস্ট বিকাশ পেমেন্ট অনুমোদন করুন।' },
};
