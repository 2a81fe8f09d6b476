import { LIMITS } from '../../constants.ts';
import { formatNumber } from '../../format.ts';
import type { Catalogue, MailCatalogue } from '../catalogue.ts';

/**
 * Saved laptops and alerts (product §4, "Saved laptops and alerts"): the heart on a laptop, /dashboard/saved,
 * "Alert me" on the search page, /dashboard/alerts, their notifications and e-mails. Amounts and sizes come
 * formatted (`৳ ৪৫,০০০`, `১৬ জিবি`); `laptop` is a laptop's brand and version, `search` an alert's search in
 * words (`ALERT_TEXTS.describe`).
 */

const n = (value: number) => formatNumber(value, 'bn');

interface Laptop {
  product: string;
  amount: string;
}

export const SAVED_TEXTS: Catalogue['SAVED_TEXTS'] = {
  heart: (laptop: string) => `${laptop} সেভ করুন`,
  added: 'সেভ হয়েছে। ড্যাশবোর্ডের সেভ করা ল্যাপটপে পাবেন।',
  removed: 'আর সেভ করা নেই',
  title: 'আপনার সেভ করা ল্যাপটপ',
  intro: 'হার্ট চেপে যে ল্যাপটপগুলো সেভ করেছেন। কোনোটির দাম বিক্রেতা কমালে মার্কেট আপনাকে জানাবে।',
  empty: 'এখনো কিছু সেভ করা হয়নি। কোনো ল্যাপটপের হার্ট চাপলে সেটি এখানে থাকবে।',
  loadFailed: 'আপনার সেভ করা ল্যাপটপগুলো লোড করা যায়নি।',
  status: { available: 'বিক্রি হচ্ছে', sold: 'বিক্রি হয়ে গেছে', removed: 'আর তালিকায় নেই' },
  soldNote: 'এই ল্যাপটপটি বিক্রি হয়ে গেছে।',
  removedNote: 'বিক্রেতা এই বিজ্ঞাপনটি সরিয়ে নিয়েছেন, অথবা এটি আর বিক্রি হচ্ছে না।',
  confirmRemove: (laptop: string) => ({
    title: 'সেভ করা ল্যাপটপটি সরাবেন?',
    body: `${laptop} আপনার সেভ করা ল্যাপটপ থেকে সরে যাবে, আর এর দাম কমলে মার্কেট আপনাকে জানাবে না।`,
    confirm: 'সরান',
  }),
  cheaper: (amount: string) => `সেভ করার সময়ের চেয়ে ${amount} কম`,
  remove: 'সরান',
  removeLabel: (laptop: string) => `সেভ করা তালিকা থেকে ${laptop} সরান`,
  priceDrop: ({ product, amount }: Laptop) => `দাম কমেছে: ${product} এখন ${amount}`,
  price: {
    change: 'দাম বদলান',
    label: 'নতুন বিক্রয়মূল্য (৳)',
    save: 'সেভ করুন',
    hint: 'যাঁরা এই ল্যাপটপ সেভ করেছেন, দাম কমলে তাঁরা জানবেন।',
    changed: (amount: string) => `দাম এখন ${amount}`,
  },
};

export const ALERT_TEXTS: Catalogue['ALERT_TEXTS'] = {
  alertMe: 'আমাকে জানান',
  dialogTitle: 'নতুন ল্যাপটপ এলে আমাকে জানান',
  dialogIntro: 'এই সার্চে পাওয়া যায় এমন নতুন ল্যাপটপ তালিকায় এলে মার্কেট আপনাকে জানাবে:',
  frequencyLabel: 'কত ঘন ঘন',
  frequency: { instant: 'সাথে সাথে', daily: 'দিনে একবার' },
  frequencyHints: {
    instant: 'প্রতিটি নতুন ল্যাপটপের জন্য একটি নোটিফিকেশন ও একটি ইমেইল।',
    daily: `দিনে একটি ইমেইল, তাতে সর্বোচ্চ ${n(LIMITS.digestLaptops)}টি নতুন ল্যাপটপ।`,
  },
  save: 'অ্যালার্ট সেভ করুন',
  saving: 'সেভ হচ্ছে…',
  added: 'অ্যালার্ট সেভ হয়েছে। ড্যাশবোর্ডের অ্যালার্টে গিয়ে এটি বদলাতে বা মুছতে পারবেন।',
  title: 'অ্যালার্ট',
  intro: 'আপনার সেভ করা সার্চ। এগুলোতে পাওয়া প্রতিটি নতুন ল্যাপটপের খবর মার্কেট আপনাকে নোটিফিকেশন ও ইমেইলে জানাবে।',
  empty: 'এখনো কোনো অ্যালার্ট নেই। ল্যাপটপ খুঁজুন, তারপর নতুনগুলোর খবর পেতে “আমাকে জানান” বেছে নিন।',
  count: (count: number) => `${n(LIMITS.alertsPerUser)}টির মধ্যে ${n(count)}টি অ্যালার্ট`,
  loadFailed: 'আপনার অ্যালার্টগুলো লোড করা যায়নি।',
  savedOn: (day: string) => `সেভ করা হয়েছে ${day}`,
  see: 'এতে পাওয়া ল্যাপটপগুলো দেখুন',
  frequencyOf: (search: string) => `কত ঘন ঘন: ${search}`,
  changed: 'অ্যালার্ট বদলানো হয়েছে',
  delete: 'মুছুন',
  deleteLabel: (search: string) => `${search} অ্যালার্টটি মুছুন`,
  deleted: 'অ্যালার্ট মুছে ফেলা হয়েছে',
  confirmDelete: (search: string) => ({
    title: 'এই অ্যালার্টটি মুছবেন?',
    body: `“${search}” সার্চের নতুন ল্যাপটপের খবর মার্কেট আপনাকে আর জানাবে না।`,
    confirm: 'অ্যালার্ট মুছুন',
  }),
  describe: {
    words: (q: string) => `‘${q}’`,
    under: (amount: string) => `${amount}-এর মধ্যে`,
    from: (amount: string) => `${amount} থেকে`,
    between: (low: string, high: string) => `${low} থেকে ${high}`,
    storage: (size: string) => `${size} স্টোরেজ`,
    division: (name: string) => `${name} বিভাগ`,
    place: (name: string) => `${name} এলাকায়`,
    verified: 'যাচাই করা বিক্রেতা',
    trusted: 'বিশ্বস্ত বিক্রেতা',
  },
  lines: {
    alert: ({ product, amount }: Laptop) => `আপনার অ্যালার্টে নতুন: ${product}, ${amount}`,
    digest: (count: number) => (count === 1 ? 'আজ আপনার অ্যালার্টে একটি নতুন ল্যাপটপ' : `আজ আপনার অ্যালার্টে ${n(count)}টি নতুন ল্যাপটপ`),
  },
};

export const ALERT_MAIL_TEXTS: MailCatalogue['ALERT_MAIL_TEXTS'] = {
  alert: (search: string, laptop: string, amount: string) =>
    `আপনার “${search}” অ্যালার্টের সাথে একটি নতুন বিজ্ঞাপন মিলেছে: ${laptop}, ${amount}।`,
  digest: (search: string, count: number) =>
    count === 1
      ? `আজ আপনার “${search}” অ্যালার্টের সাথে একটি নতুন ল্যাপটপ মিলেছে:`
      : `আজ আপনার “${search}” অ্যালার্টের সাথে ${n(count)}টি নতুন ল্যাপটপ মিলেছে:`,
  more: (count: number) => `আরও ${n(count)}টি আছে।`,
  priceDrop: (laptop: string, amount: string, was: string) => `আপনার সেভ করা ${laptop}-এর দাম ${was} থেকে কমে এখন ${amount}।`,
  seeLaptop: 'ল্যাপটপটি দেখুন:',
  seeAll: 'এই সার্চে পাওয়া সব ল্যাপটপ দেখুন:',
  manageAlerts: 'আপনার অ্যালার্ট বদলান বা মুছুন:',
  seeSaved: 'আপনার সেভ করা ল্যাপটপ:',
};
