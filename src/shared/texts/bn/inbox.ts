import type { Catalogue } from '../catalogue.ts';
import { formatNumber, formatTk } from '../../format.ts';

/*
 * User-facing strings of conversations and offers (product §7, "Conversations and offers"): the inbox, the
 * chat button on products, the offer cards and the safety tip.
 */

export const CHAT_TEXTS: Catalogue['CHAT_TEXTS'] = {
  chatWithSeller: 'বিক্রেতার সাথে চ্যাট করুন',
};

export const INBOX_TEXTS: Catalogue['INBOX_TEXTS'] = {
  title: 'ইনবক্স',
  conversations: 'চ্যাট',
  empty: 'এখনও কোনো চ্যাট নেই। পছন্দের একটি ল্যাপটপ খুলে এর বিক্রেতার সাথে চ্যাট করুন।',
  browse: 'ল্যাপটপ দেখুন',
  choose: 'পড়তে একটি চ্যাট বেছে নিন।',
  loading: 'চ্যাট লোড হচ্ছে',
  loadingMessages: 'মেসেজ লোড হচ্ছে',
  back: 'সব চ্যাট',
  unread: (n: number) => `${formatNumber(n, 'bn')}টি না-পড়া মেসেজ`,
  you: 'আপনি',
  deletedUser: 'মুছে ফেলা ব্যবহারকারী',
  offerLine: (amount: number) => `অফার: ${formatTk(amount, 'bn')}`,
  photoLine: 'ছবি',
  productStatus: { available: 'পাওয়া যাচ্ছে', sold: 'বিক্রি হয়েছে', removed: 'সরানো হয়েছে', unlisted: 'বিক্রির তালিকায় নেই' },
  soldNote: 'এই ল্যাপটপটি বিক্রি হয়ে গেছে। তবুও আপনি এই চ্যাটটি পড়তে পারবেন।',
  removedNote: 'বিক্রেতা এই ল্যাপটপটি সরিয়ে ফেলেছেন। তবুও আপনি এই চ্যাটটি পড়তে পারবেন।',
  olderMessages: 'আগের মেসেজ দেখুন',
  seen: 'দেখেছেন',
  sent: 'পাঠানো হয়েছে',
  photoOf: (n: number) => `মেসেজের ${formatNumber(n, 'bn')} নম্বর ছবি`,
  addPhotos: 'ছবি যোগ করুন',
  removePhoto: (n: number) => `${formatNumber(n, 'bn')} নম্বর ছবি সরান`,
  uploadingPhotos: (n: number) => `${formatNumber(n, 'bn')}টি ছবি আপলোড হচ্ছে`,
  tooManyPhotos: (max: number) => `একটি মেসেজে সর্বোচ্চ ${formatNumber(max, 'bn')}টি ছবি দেওয়া যায়।`,
  messages: 'মেসেজ',
  /** The composer. */
  messageLabel: 'মেসেজ',
  messagePlaceholder: 'একটি মেসেজ লিখুন',
  send: 'পাঠান',
  sending: 'পাঠানো হচ্ছে',
  sendHint: 'পাঠাতে Ctrl+Enter চাপুন',
  charactersLeft: (n: number) => `আর ${formatNumber(n, 'bn')} অক্ষর লেখা যাবে`,
  blockedNote: 'আপনি এই ব্যবহারকারীকে ব্লক করেছেন। মেসেজ পাঠাতে তাঁকে আনব্লক করুন।',
  /** The first message's suggestions, for a buyer who starts a conversation. */
  newTitle: (laptop: string) => `${laptop}-এর বিক্রেতাকে মেসেজ পাঠান`,
  suggestions: 'দ্রুত প্রশ্ন',
  suggested: ['এটি কি এখনও পাওয়া যাচ্ছে?', 'ব্যাটারির অবস্থা কেমন?', 'শেষ দাম কত?', 'আজ কি এটি দেখতে আসতে পারি?'],
  ownProduct: 'এটি আপনার নিজের বিজ্ঞাপন। ক্রেতারা আপনাকে মেসেজ পাঠালে তা এখানে দেখা যাবে।',
  cannotStart: 'এই ল্যাপটপটি আর বিক্রির জন্য নেই, তাই নতুন চ্যাট শুরু করা যাবে না।',
  /** The conversation's menu. */
  block: 'ব্যবহারকারীকে ব্লক করুন',
  unblock: 'ব্যবহারকারীকে আনব্লক করুন',
  blocked: 'ব্যবহারকারীকে ব্লক করা হয়েছে: তিনি এখানে আর আপনাকে মেসেজ পাঠাতে পারবেন না।',
  unblocked: 'ব্যবহারকারীকে আনব্লক করা হয়েছে',
  report: 'চ্যাট রিপোর্ট করুন',
  reportTitle: 'এই চ্যাটটি রিপোর্ট করুন',
  reportReason: 'সমস্যা কী?',
  reportSend: 'রিপোর্ট পাঠান',
  reported: 'রিপোর্ট পাঠানো হয়েছে। অ্যাডমিনরা চ্যাটটি পড়ে দেখবেন।',
  cancel: 'বাতিল',
};

export const OFFER_TEXTS: Catalogue['OFFER_TEXTS'] = {
  makeOffer: 'অফার দিন',
  amountLabel: 'আপনার অফার (৳)',
  counterLabel: 'আপনার পাল্টা অফার (৳)',
  send: 'অফার পাঠান',
  cancel: 'বাতিল',
  atMost: (price: number) => `সর্বোচ্চ বিজ্ঞাপনের দাম, ${formatTk(price, 'bn')}`,
  whole: 'টাকার পূর্ণ সংখ্যা লিখুন, কমপক্ষে ১',
  title: (byMe: boolean) => (byMe ? 'আপনার অফার' : 'তাঁর অফার'),
  counterTitle: (byMe: boolean) => (byMe ? 'আপনার পাল্টা অফার' : 'তাঁর পাল্টা অফার'),
  state: {
    open: 'উত্তরের অপেক্ষায়',
    accepted: 'গৃহীত',
    declined: 'প্রত্যাখ্যাত',
    countered: 'পাল্টা অফার এসেছে',
    expired: 'মেয়াদ শেষ',
    withdrawn: 'প্রত্যাহার করা',
  },
  expires: (when: string) => `মেয়াদ শেষ: ${when}`,
  actions: { accept: 'গ্রহণ করুন', decline: 'প্রত্যাখ্যান করুন', counter: 'পাল্টা অফার দিন', withdraw: 'প্রত্যাহার করুন' },
  actionOn: (action: string, amount: number) => `${formatTk(amount, 'bn')}-এর অফার: ${action}`,
  accepted: 'অফার গৃহীত হয়েছে: এই দামে ল্যাপটপটি বুক করা হয়েছে।',
  pay: 'এখনই পরিশোধ করুন',
  booked: 'এই দামে ক্রেতার জন্য বুক করা হয়েছে।',
  done: {
    accept: 'অফার গ্রহণ করা হয়েছে',
    decline: 'অফার প্রত্যাখ্যান করা হয়েছে',
    counter: 'পাল্টা অফার পাঠানো হয়েছে',
    withdraw: 'অফার প্রত্যাহার করা হয়েছে',
    make: 'অফার পাঠানো হয়েছে',
  },
};

/**
 * The safety tip pinned in every conversation, and the warning beside a message that mentions what the
 * scams of product §7 ("Safety") rely on.
 */
export const SAFETY_TEXTS: Catalogue['SAFETY_TEXTS'] = {
  title: 'নিরাপদ থাকুন',
  tips: [
    'ল্যাপটপ নিজে দেখার আগে কখনো অগ্রিম টাকা দেবেন না।',
    'বিকাশ বা নগদ অ্যাকাউন্টের PIN বা OTP কখনো কাউকে জানাবেন না।',
    'টাকা গ্রহণ করতে কখনো আপনার PIN লাগে না।',
    'ব্যালেন্স SMS দেখে নয়, অ্যাপে ঢুকে যাচাই করুন।',
  ],
  warning: 'সাবধান: এই মেসেজে পেমেন্ট, PIN, OTP বা লিংকের কথা আছে। কখনো অগ্রিম টাকা দেবেন না, PIN বা OTP-ও কাউকে জানাবেন না।',
};
