import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/**
 * Moderation and expiry (product §4, "Moderation" and "Expiry"): where a seller's listing stands and why, the
 * admins' queue, renewing and sending a listing again, and what a seller is told of it (the notification
 * centre's lines and the e-mails). `product` is the laptop's name as listed; `median` a price as the site
 * writes it ("৳ ৪৫,০০০"); `day` a date as the site writes it.
 */

/** A notification's line: the laptop, and an admin's reason for a rejection. */
interface Line {
  product: string;
  reason: string;
}

export const MODERATION_TEXTS: Catalogue['MODERATION_TEXTS'] = {
  /** A listing only its seller and the admins see, by its status. */
  status: {
    review: 'যাচাইয়ের অপেক্ষায়',
    rejected: 'বাতিল',
    expired: 'মেয়াদ শেষ',
  },
  /** Why a listing waits for an admin, one sentence per reason, as its seller and the admins read it. */
  reasons: {
    'price-far-below': (median: string, similar: number) =>
      `দাম একই ধরনের ল্যাপটপের চেয়ে অনেক কম: সম্প্রতি দেওয়া ${formatNumber(similar, 'bn')}টি বিজ্ঞাপনের মাঝামাঝি দাম ${median}।`,
    'phone-in-detail': 'বিজ্ঞাপনের লেখায় একটি ফোন নম্বর আছে। ক্রেতারা “ফোন নম্বর” ঘর বা চ্যাটের মাধ্যমেই আপনার সাথে যোগাযোগ করবেন।',
    'email-in-detail': 'বিজ্ঞাপনের লেখায় একটি ইমেইল ঠিকানা আছে।',
    'link-in-detail': 'বিজ্ঞাপনের লেখায় অন্য কোনো সাইটের লিংক আছে।',
    'photo-used-elsewhere': 'একটি ছবি অন্য এক বিক্রেতার বিজ্ঞাপনের ছবির সাথে হুবহু মিলে যায়।',
    'new-seller': 'যাচাই না হওয়া বিক্রেতার প্রথম কয়েকটি বিজ্ঞাপন একজন অ্যাডমিন দেখে নেন।',
    'every-listing': 'এই মার্কেটে প্রতিটি বিজ্ঞাপন ক্রেতাদের সামনে আসার আগে একজন অ্যাডমিন দেখে নেন।',
    resubmitted: 'আগে একজন অ্যাডমিন এটি বাতিল করেছিলেন, তাই পরিবর্তনগুলো একজন অ্যাডমিন দেখবেন।',
  },
  /** After a contact reason: the fields that hold it, by their Add A Product labels ("Product Detail, Location"). */
  foundIn: (fields: string) => `যেখানে পাওয়া গেছে: ${fields}।`,
  /** Said in place of the reasons' list heading. */
  whyWaiting: 'কেন অপেক্ষায়:',
  waitingNote: 'ক্রেতারা দেখার আগে একজন অ্যাডমিন এই বিজ্ঞাপনটি যাচাই করবেন: এটি এখনো তালিকা বা সার্চে নেই।',
  rejectedNote: (reason: string) => `একজন অ্যাডমিন এই বিজ্ঞাপনটি বাতিল করেছেন: ${reason}`,
  rejectedHelp: 'অ্যাডমিন যা বদলাতে বলেছেন তা ঠিক করে আবার পাঠান।',
  expiredNote: 'এই বিজ্ঞাপনের মেয়াদ শেষ হয়ে গেছে: এটি তালিকা বা সার্চে নেই। আরও ৩০ দিন বিক্রির জন্য রাখতে নবায়ন করুন।',
  /** Beside a listing on sale. */
  expiresOn: (day: string) => `${day} পর্যন্ত বিক্রির তালিকায়`,
  expiresSoon: (day: string) => `${day} তারিখে মেয়াদ শেষ হবে: বিক্রির তালিকায় রাখতে নবায়ন করুন।`,
  /** The product page of a listing that is not public, for its seller and the admins. */
  onlyYouSee: 'এই পাতাটি শুধু আপনি আর অ্যাডমিনরা দেখতে পান।',
  renew: 'নবায়ন',
  renewNamed: (item: string) => `${item} নবায়ন করুন`,
  renewed: 'নবায়ন হয়েছে: আরও ৩০ দিন বিক্রির তালিকায় থাকবে',
  editAndResend: 'বদলে আবার পাঠান',
  editNamed: (item: string) => `${item} বদলে আবার পাঠান`,
  /** Add A Product's toast when the new listing waits for an admin. */
  addedForReview: 'পণ্য যোগ হয়েছে। ক্রেতারা দেখার আগে একজন অ্যাডমিন এটি যাচাই করবেন।',
  /** The edit page of a listing that waits for review or was rejected. */
  edit: {
    title: 'বিজ্ঞাপন সম্পাদনা',
    intro: 'যে কারণে বিজ্ঞাপনটি আটকে আছে তা ঠিক করে আবার পাঠান: এটি আবার যাচাইয়ের মধ্য দিয়ে যাবে।',
    submit: 'আবার পাঠান',
    sending: 'পাঠানো হচ্ছে…',
    failed: 'বিজ্ঞাপনটি পাঠানো যায়নি।',
    loadFailed: 'এই বিজ্ঞাপনটি লোড করা যায়নি।',
    notEditable: 'শুধু যাচাইয়ের অপেক্ষায় থাকা বা বাতিল হওয়া বিজ্ঞাপনই এখানে বদলানো যায়।',
    public: 'আপনার বিজ্ঞাপন যাচাইয়ে উতরে গেছে: এটি এখন বিক্রির তালিকায়।',
    waiting: 'আপনার বিজ্ঞাপন আবার একজন অ্যাডমিনের অপেক্ষায়।',
    /** A photo the listing has already, in place of a chosen file's name. */
    listedPhoto: 'বিজ্ঞাপনে যেমন আছে',
  },
  /** The admins' queue (/dashboard/moderation). */
  queue: {
    title: 'মডারেশন',
    intro:
      'যাচাইয়ে আটকে যাওয়া বিজ্ঞাপন, সবচেয়ে বেশি সময় ধরে অপেক্ষমাণটি আগে। অনুমোদন দিলে সাথে সাথে বিক্রির তালিকায় উঠবে, অথবা বিক্রেতার পড়ার মতো কারণ লিখে বাতিল করুন।',
    empty: 'কোনো বিজ্ঞাপন যাচাইয়ের অপেক্ষায় নেই।',
    more: (shown: number, total: number) =>
      `মোট ${formatNumber(total, 'bn')}টির মধ্যে সবচেয়ে বেশি সময় ধরে অপেক্ষমাণ ${formatNumber(shown, 'bn')}টি দেখানো হচ্ছে।`,
    seller: 'বিক্রেতা',
    price: 'পুনঃবিক্রয় মূল্য',
    submitted: (day: string) => `${day} থেকে অপেক্ষায়`,
    open: 'পাতাটি খুলুন',
    approve: 'অনুমোদন',
    approveNamed: (item: string) => `${item} অনুমোদন করুন`,
    reject: 'বাতিল করুন',
    rejectNamed: (item: string) => `${item} বাতিল করুন`,
    approved: 'অনুমোদিত: বিজ্ঞাপনটি এখন বিক্রির তালিকায়',
    rejected: 'বাতিল হয়েছে: বিক্রেতাকে কারণ জানানো হয়েছে',
    rejectTitle: (item: string) => `${item} বাতিল করবেন?`,
    reasonLabel: 'বিক্রেতা যে কারণ পড়বেন',
    reasonHint: 'কী বদলাতে হবে তা লিখুন, যেমন “বিবরণ থেকে ফোন নম্বরটি সরিয়ে দিন”।',
    reasonRequired: 'বিক্রেতার জন্য কারণটি লিখুন।',
    confirmReject: 'বিজ্ঞাপন বাতিল করুন',
    cancel: 'থাক',
  },
  /** A conversation about a laptop that is off sale for now (expired, or back with the admins). */
  unlistedNote: 'এই ল্যাপটপটি এখন বিক্রির তালিকায় নেই। তবু এই চ্যাটে পড়তে ও লিখতে পারবেন।',
  /** The notification centre's lines. */
  lines: {
    'listing-approved': ({ product }: Line) => `${product} অনুমোদন পেয়েছে, এখন বিক্রির তালিকায়`,
    'listing-rejected': ({ product, reason }: Line) => `${product} অনুমোদন পায়নি: ${reason}`,
    'listing-expiring': ({ product }: Line) => `${product}-এর মেয়াদ ৩ দিনে শেষ হবে: বিক্রির তালিকায় রাখতে নবায়ন করুন`,
    'listing-expired': ({ product }: Line) => `${product}-এর মেয়াদ শেষ, তালিকা থেকে সরে গেছে: ফিরিয়ে আনতে নবায়ন করুন`,
  },
  /** The e-mails of the same news, in the recipient's language. */
  mail: {
    'listing-approved': {
      subject: (product: string) => `আপনার ${product} এখন বিক্রির তালিকায়`,
      lead: (product: string, _reason: string) => `একজন অ্যাডমিন আপনার ${product} অনুমোদন করেছেন: ক্রেতারা এখন এটি খুঁজে পেয়ে বুক করতে পারবেন।`,
      action: 'মার্কেটে দেখুন:',
    },
    'listing-rejected': {
      subject: (product: string) => `আপনার ${product} অনুমোদন পায়নি`,
      lead: (product: string, reason: string) => `একজন অ্যাডমিন আপনার ${product} অনুমোদন করেননি। কারণ: ${reason}`,
      action: 'বদলে আবার পাঠান:',
    },
    'listing-expiring': {
      subject: (product: string) => `আপনার ${product}-এর মেয়াদ ৩ দিনে শেষ হবে`,
      lead: (product: string, _reason: string) =>
        `৩ দিন পর আপনার ${product} তালিকা ও সার্চ থেকে সরে যাবে। নবায়ন করলে আরও ৩০ দিন বিক্রির তালিকায় থাকবে।`,
      action: '“আমার পণ্য”-এ এক চাপে নবায়ন করুন:',
    },
    'listing-expired': {
      subject: (product: string) => `আপনার ${product}-এর মেয়াদ শেষ`,
      lead: (product: string, _reason: string) =>
        `আপনার ${product} ৩০ দিন আগে দেওয়া হয়েছিল, এখন তালিকা ও সার্চ থেকে সরে গেছে। আবার বিক্রির তালিকায় আনতে নবায়ন করুন।`,
      action: '“আমার পণ্য”-এ নবায়ন করুন:',
    },
  },
};
