import type { Catalogue } from '../catalogue.ts';
import { formatDecimal, formatNumber } from '../../format.ts';
import { TRUSTED_SELLER } from '../../reviews.ts';

/**
 * Reviews after a sale and the trusted seller's badge (product §4, "Reviews"): the star picker and the review
 * form on My Orders and My Sales, the reviews of a seller on their profile and a product's page, the badge, a
 * buyer's rating for the sellers they book from, the admins' view of a reported review, the notifications
 * and e-mails. Numbers and dates come formatted in the page's language (`count` is the same number written).
 */

/** What a notification or an e-mail of reviews names: the laptop, and the other side of the sale. */
interface About {
  product: string;
  from: string;
}

export const REVIEW_TEXTS: Catalogue['REVIEW_TEXTS'] = {
  /** Stars shown: read out as a sentence, drawn as five stars. */
  stars: {
    outOfFive: (stars: string) => `৫-এর মধ্যে ${stars} তারা`,
    /** A choice of the picker: "1 star", "4 stars". */
    choice: (_stars: number, written: string) => `${written} তারা`,
  },
  /** A person's rating on one side of their deals. */
  rating: {
    average: (average: string) => `৫-এর মধ্যে ${average}`,
    count: (_count: number, written: string) => `${written}টি রিভিউ`,
    none: 'এখনো কোনো রিভিউ নেই',
    /** My Sales: the buyer's rating, seen by the sellers they book from. */
    buyer: 'ক্রেতা হিসেবে রেটিং',
  },
  /** The form on My Orders and My Sales. */
  form: {
    open: 'রিভিউ দিন',
    openFor: (name: string, item: string) => `${item}-এর জন্য ${name}-কে রিভিউ দিন`,
    title: (name: string) => `${name}-কে রিভিউ দিন`,
    about: (item: string) => `${item} নিয়ে`,
    starsLegend: 'কেমন হলো?',
    starsRequired: '১ থেকে ৫ তারার মধ্যে বেছে নিন।',
    comment: 'মন্তব্য (ইচ্ছা হলে)',
    commentHint: `${formatNumber(1000, 'bn')} অক্ষর পর্যন্ত, আপনার নামসহ দেখানো হবে।`,
    blind: (name: string, day: string) =>
      `${name} আপনাকে রিভিউ না দেওয়া পর্যন্ত, অথবা ${day} তারিখে রিভিউয়ের সময় শেষ না হওয়া পর্যন্ত শুধু আপনি এটি পড়তে পারবেন: তারপর এটি প্রকাশিত হবে, আর আপনাদের কেউই তা বদলাতে পারবেন না।`,
    send: 'রিভিউ পাঠান',
    sending: 'পাঠানো হচ্ছে…',
    cancel: 'বাতিল',
    sent: 'আপনার রিভিউ পাঠানো হয়েছে',
  },
  /** Where a sale's reviews stand, on My Orders and My Sales. */
  deal: {
    until: (day: string) => `${day} পর্যন্ত রিভিউ দিতে পারবেন।`,
    closed: (day: string) => `এই বিক্রির রিভিউ দেওয়ার সময় ${day} তারিখে শেষ হয়েছে।`,
    mine: 'আপনার রিভিউ',
    waiting: (day: string) => `অন্য পক্ষ আপনাকে রিভিউ দিলে, অথবা ${day} তারিখে প্রকাশিত হবে।`,
    published: 'প্রকাশিত',
    theirs: (name: string) => `আপনাকে নিয়ে ${name}-এর রিভিউ`,
    someone: 'একজন সাবেক সদস্য',
  },
  /** The reviews of a seller, on their profile and on a product's page. */
  list: {
    title: 'রিভিউ',
    productTitle: (seller: string) => `${seller} সম্পর্কে ক্রেতারা যা বলেন`,
    empty: 'এখনো কোনো রিভিউ নেই। ক্রেতারা কেনাকাটার রিভিউ দিলে তা এখানে দেখা যাবে।',
    by: (name: string) => `লিখেছেন ${name}`,
    about: 'যা নিয়ে',
    more: 'আরও রিভিউ দেখুন',
    loading: 'রিভিউ লোড হচ্ছে…',
    failed: 'রিভিউগুলো লোড করা যায়নি।',
    seeAll: 'সব রিভিউ দেখুন',
  },
  /** The reviewed person's one public answer. */
  reply: {
    open: 'উত্তর দিন',
    openFor: (name: string) => `${name}-এর রিভিউয়ের উত্তর দিন`,
    label: 'আপনার প্রকাশ্য উত্তর',
    required: 'আগে আপনার উত্তর লিখুন।',
    hint: `${formatNumber(1000, 'bn')} অক্ষর পর্যন্ত। উত্তর একবারই দেওয়া যায়, আর রিভিউটি যিনি পড়বেন তিনি আপনার উত্তরও পড়বেন।`,
    send: 'উত্তর প্রকাশ করুন',
    sending: 'প্রকাশ করা হচ্ছে…',
    cancel: 'বাদ দিন',
    sent: 'আপনার উত্তর প্রকাশিত হয়েছে',
    from: (name: string) => `${name}-এর উত্তর`,
  },
  /** Reporting a review to the admins. */
  report: {
    open: 'রিপোর্ট',
    openFor: (name: string) => `${name}-এর রিভিউ রিপোর্ট করুন`,
    title: 'এই রিভিউটি রিপোর্ট করুন',
    reason: 'কেন? (ইচ্ছা হলে)',
    send: 'রিভিউ রিপোর্ট করুন',
    sending: 'রিপোর্ট করা হচ্ছে…',
    cancel: 'থাক',
    sent: 'রিভিউটি রিপোর্ট করা হয়েছে। অ্যাডমিনরা বিষয়টি দেখবেন।',
  },
  /** The badge a seller earns, beside the admins' Verified. */
  trusted: {
    badge: 'বিশ্বস্ত বিক্রেতা',
    meaning: `অর্জিত, কারও দেওয়া নয়: অন্তত ${formatNumber(TRUSTED_SELLER.sales, 'bn')}টি সম্পন্ন বিক্রি, গড়ে ${formatDecimal(TRUSTED_SELLER.average, 'bn')} বা তার বেশি তারা, ${formatNumber(TRUSTED_SELLER.memberDays, 'bn')} দিন বা তার বেশি সময়ের সদস্য, আর গত ${formatNumber(TRUSTED_SELLER.disputeDays, 'bn')} দিনে কোনো বিরোধে হার নেই।`,
  },
  /** The search's filter and its chip. */
  search: {
    filter: 'শুধু বিশ্বস্ত বিক্রেতা',
    chip: 'বিশ্বস্ত বিক্রেতারা',
  },
  /** Reported Items: a report of a review, and the admins' way to hide it. */
  admin: {
    review: (stars: string) => `রিভিউ, ${stars}:`,
    noComment: 'কোনো মন্তব্য নেই',
    hide: 'রিভিউ লুকান',
    hideFor: (item: string) => `${item}-এর রিভিউটি লুকান`,
    confirmHide: 'রিভিউটি লুকাবেন? এটি কোথাও দেখা যাবে না, আর কোনো হিসাবেও ধরা হবে না।',
    hidden: 'লুকানো',
    hiddenToast: 'রিভিউটি লুকানো হয়েছে',
  },
  /** The notification centre's lines. */
  notifications: {
    invite: ({ product, from }: About) => `${product}-এর বিক্রি সম্পন্ন হয়েছে: ${from}-কে রিভিউ দিন`,
    published: ({ product, from }: About) => `${product} নিয়ে আপনাকে দেওয়া ${from}-এর রিভিউ প্রকাশিত হয়েছে`,
  },
  /** The e-mails of the same news. */
  mail: {
    inviteSubject: (product: string) => `আপনার বিক্রির রিভিউ দিন: ${product}`,
    inviteLead: ({ product, from }: About, days: number) =>
      `${product} নিয়ে ${from}-এর সঙ্গে আপনার লেনদেন সম্পন্ন হয়েছে। কেমন হলো, অন্যদের জানান: আপনার হাতে ${formatNumber(days, 'bn')} দিন আছে, আর ${from} আপনাকে রিভিউ দিলে, অথবা ${formatNumber(days, 'bn')} দিন শেষ হলে আপনার রিভিউ প্রকাশিত হবে।`,
    inviteAction: 'রিভিউ দিন:',
    publishedSubject: (from: string) => `আপনাকে নিয়ে ${from}-এর রিভিউ প্রকাশিত হয়েছে`,
    publishedLead: ({ product, from }: About) =>
      `${product} নিয়ে আপনাকে দেওয়া ${from}-এর রিভিউ প্রকাশিত হয়েছে। আপনি এর উত্তর একবার দিতে পারবেন।`,
    publishedAction: 'রিভিউটি পড়ুন ও উত্তর দিন:',
  },
};
