import type { Catalogue } from '../catalogue.ts';

/*
 * The deal after a booking (product "Paying and the money held"): how it is paid, where it stands, what
 * each side may do, and what they are told. `product` is the laptop's name as listed, `amount` a price as
 * the site writes it ("৳ ৪৫,০০০"), `from` the name of whoever moved it.
 */

interface Line {
  product: string;
  amount: string;
  from: string;
  reason: string;
}

/** The ways to pay, as the payment page, My Orders, My Sales and All Orders name them. */
export const METHOD_NAMES: Catalogue['METHOD_NAMES'] = {
  card: 'কার্ড',
  bkash: 'বিকাশ',
  sslcommerz: 'SSLCommerz (কার্ড, ব্যাংকিং, ওয়ালেট)',
  cod: 'দেখা করে নগদ পরিশোধ',
};

export const DEAL_TEXTS: Catalogue['DEAL_TEXTS'] = {
  /** A booking's state, as its badge says it. */
  states: {
    booked: 'বুক করা, পরিশোধ হয়নি',
    cash: 'রাখা আছে, দেখা করে নগদ পরিশোধ',
    held: 'পরিশোধিত, মার্কেটের কাছে জমা',
    review: 'পরিশোধিত, যাচাই চলছে',
    'handed-over': 'হস্তান্তর হয়েছে, টাকা জমা আছে',
    disputed: 'অভিযোগ করা হয়েছে',
    released: 'সম্পন্ন',
    'sold-cash': 'বিক্রি হয়েছে, নগদে পরিশোধিত',
    refunded: 'রিফান্ড হয়েছে',
    cancelled: 'বাতিল হয়েছে',
    lapsed: 'বুকিংয়ের মেয়াদ শেষ',
  },
  /** What each state means for the one reading it. */
  explain: {
    cashBuyer: (until: string) =>
      `ল্যাপটপটি ${until} পর্যন্ত আপনার জন্য রাখা থাকবে। বিক্রেতার সাথে দেখা করুন, ল্যাপটপটি দেখে নিন, তারপর নগদে পরিশোধ করুন।`,
    cashSeller: (until: string) =>
      `${until} পর্যন্ত এই ক্রেতার জন্য রাখা আছে। দেখা করুন, ল্যাপটপটি হস্তান্তর করুন, তারপর নগদে পরিশোধিত হিসেবে চিহ্নিত করুন।`,
    heldBuyer: 'ল্যাপটপ হাতে পেয়েছেন বলে নিশ্চিত না করা পর্যন্ত আপনার টাকা মার্কেটের কাছে জমা থাকবে।',
    heldSeller: 'ক্রেতা পরিশোধ করেছেন। ক্রেতা ল্যাপটপ পাওয়ার কথা নিশ্চিত না করা পর্যন্ত টাকা মার্কেটের কাছে জমা থাকবে।',
    handedOverBuyer: (until: string) =>
      `বিক্রেতা জানিয়েছেন ল্যাপটপটি হস্তান্তর করা হয়েছে। আপনি এটি পেয়েছেন বলে নিশ্চিত করুন, অথবা অভিযোগ করুন; সময় আছে ${until} পর্যন্ত, এরপর টাকা বিক্রেতার কাছে চলে যাবে।`,
    handedOverSeller: (until: string) =>
      `ক্রেতা নিশ্চিত করলেই টাকা আপনার ব্যালেন্সে যোগ হবে; ক্রেতা অভিযোগ না করলে ${until} পার হলে আপনাআপনি যোগ হবে।`,
    review: 'পেমেন্ট প্রোভাইডার এই পেমেন্টটি যাচাই করতে বলেছে। একজন অ্যাডমিন শিগগিরই এটি দেখবেন।',
    disputed: 'একজন অ্যাডমিন এই অভিযোগটি দেখছেন, তিনি টাকা বিক্রেতাকে দেবেন অথবা রিফান্ড করবেন।',
    refunded: 'যেভাবে পরিশোধ করা হয়েছিল, টাকা সেভাবেই ফেরত গেছে।',
    reason: (reason: string) => `কারণ: ${reason}`,
  },
  /** The buttons of the moves a person may make (BOOKING_MOVES). */
  moves: {
    'handed-over': 'হস্তান্তর করেছি',
    received: 'ল্যাপটপ পেয়েছি',
    cancel: 'বুকিং বাতিল করুন',
    dispute: 'অভিযোগ করুন',
    approve: 'পেমেন্ট অনুমোদন করুন',
    release: 'বিক্রেতাকে টাকা দিন',
    refund: 'ক্রেতাকে রিফান্ড দিন',
  },
  /** The seller's handover of a cash booking is its payment too. */
  paidInCash: 'হস্তান্তর করেছি, নগদ পেয়েছি',
  /** The dialog that asks for a reason (cancel, dispute) or a confirmation (the rest). */
  confirm: {
    'handed-over': 'ল্যাপটপটি ক্রেতার কাছে হস্তান্তর করা হয়েছে বলে চিহ্নিত করবেন?',
    paidInCash: 'ল্যাপটপটি হস্তান্তর করা ও নগদে পরিশোধিত হিসেবে চিহ্নিত করবেন? এটি বিক্রি হয়ে যাবে।',
    received: 'ল্যাপটপটি পেয়েছেন বলে নিশ্চিত করবেন? টাকা বিক্রেতার কাছে চলে যাবে।',
    cancel: 'এই বুকিং বাতিল করবেন? পরিশোধ করা থাকলে টাকা ক্রেতার কাছে ফেরত যাবে।',
    dispute: 'অভিযোগ করবেন? একজন অ্যাডমিন বিষয়টি দেখে টাকা বিক্রেতাকে দেবেন অথবা রিফান্ড করবেন।',
    approve: 'এই পেমেন্ট অনুমোদন করবেন? এরপর বিক্রেতা ল্যাপটপটি হস্তান্তর করতে পারবেন।',
    release: 'টাকা বিক্রেতাকে দিয়ে দেবেন?',
    refund: 'ক্রেতা যেভাবে পরিশোধ করেছিলেন, সেভাবেই পুরো টাকা রিফান্ড করবেন?',
    reasonLabel: 'কারণ (অন্য পক্ষ দেখতে পাবেন)',
    reasonPlaceholder: 'যেমন: দেখা করার সময় নিয়ে আমরা একমত হতে পারিনি',
    go: 'নিশ্চিত করুন',
    back: 'না, থাক',
    done: 'হয়ে গেছে।',
  },
  /** The sentence of a `deal` notification, by the state the booking went to. */
  lines: {
    booked: ({ product }: Line) => `${product}: বুক করা হয়েছে`,
    cash: ({ product, from }: Line) => `দেখা হলে ${from} ${product}-এর দাম নগদে পরিশোধ করবেন`,
    held: ({ product, amount }: Line) => `${product}-এর ${amount} পেমেন্ট অনুমোদিত হয়েছে, টাকা মার্কেটের কাছে জমা আছে`,
    review: ({ product }: Line) => `${product}-এর পেমেন্ট যাচাই করা হচ্ছে`,
    'handed-over': ({ product, from }: Line) => `${from} ${product} হস্তান্তর করেছেন: আপনি পেয়েছেন বলে নিশ্চিত করুন`,
    disputed: ({ product, from }: Line) => `${from} ${product} নিয়ে অভিযোগ করেছেন`,
    released: ({ product, amount }: Line) => `${product}-এর ${amount} বিক্রেতাকে দেওয়া হয়েছে`,
    'sold-cash': ({ product }: Line) => `${product} বিক্রি হয়েছে, দাম নগদে পরিশোধিত`,
    refunded: ({ product, amount }: Line) => `${product}-এর ${amount} ক্রেতাকে রিফান্ড করা হয়েছে`,
    cancelled: ({ product, from }: Line) => `${from} ${product}-এর বুকিং বাতিল করেছেন`,
    lapsed: ({ product }: Line) => `${product}-এর নগদ বুকিংয়ের মেয়াদ শেষ: ল্যাপটপটি আবার বিক্রির জন্য আছে`,
  },
  /** The e-mail of a `deal` notification: its subject, by state (its lead is the line, and the reason). */
  subjects: {
    booked: (product: string) => `বুক করা হয়েছে: ${product}`,
    cash: (product: string) => `দেখা করে নগদ পরিশোধ: ${product}`,
    held: (product: string) => `পেমেন্ট জমা আছে: ${product}`,
    review: (product: string) => `পেমেন্ট যাচাই চলছে: ${product}`,
    'handed-over': (product: string) => `হস্তান্তর হয়েছে: ${product}`,
    disputed: (product: string) => `অভিযোগ করা হয়েছে: ${product}`,
    released: (product: string) => `টাকা দেওয়া হয়েছে: ${product}`,
    'sold-cash': (product: string) => `নগদে বিক্রি হয়েছে: ${product}`,
    refunded: (product: string) => `রিফান্ড হয়েছে: ${product}`,
    cancelled: (product: string) => `বুকিং বাতিল হয়েছে: ${product}`,
    lapsed: (product: string) => `বুকিংয়ের মেয়াদ শেষ: ${product}`,
  },
  seeBooking: 'বুকিংটি দেখুন',
};
