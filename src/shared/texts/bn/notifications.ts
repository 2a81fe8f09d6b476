import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/**
 * The notification centre: the bell in the navbar and its panel (product §2, "Layouts"). Each line's
 * `product` is the laptop's name as listed, `from` the other person's name, `amount` a price as the site
 * writes it ("৳ ৪৫,০০০").
 */
interface Line {
  product: string;
  from: string;
  amount: string;
}

export const NOTIFICATION_TEXTS: Catalogue['NOTIFICATION_TEXTS'] = {
  /** The bell's accessible name, with the unread count. */
  bell: (unread: number) => (unread === 0 ? 'নোটিফিকেশন' : `নোটিফিকেশন, পড়া হয়নি ${formatNumber(unread, 'bn')}`),
  title: 'নোটিফিকেশন',
  markAll: 'সবগুলো পড়া হয়েছে হিসেবে চিহ্নিত করুন',
  loadMore: 'আরও লোড করুন',
  loading: 'নোটিফিকেশন লোড হচ্ছে…',
  empty: 'এখনো কিছু নেই। মেসেজ, অফার, বুকিং আর পেমেন্টের খবর এখানে দেখা যাবে।',
  failed: 'নোটিফিকেশন লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  /** Read out before an unread line (the dot beside it is not). */
  unread: 'পড়া হয়নি:',
  /** When a line has no product name (an old notification). */
  someLaptop: 'আপনার ল্যাপটপ',
  /** When a line has no name of the other person. */
  someone: 'কেউ একজন',
  lines: {
    message: ({ product, from }: Line) => `${from} ${product} নিয়ে আপনাকে একটি মেসেজ পাঠিয়েছেন`,
    offer: ({ product, from, amount }: Line) => `${from} ${product}-এর জন্য ${amount} অফার করেছেন`,
    'offer-accepted': ({ product, from, amount }: Line) => `${from} ${product}-এর জন্য ${amount}-এর অফারটি গ্রহণ করেছেন`,
    'offer-declined': ({ product, from, amount }: Line) => `${from} ${product}-এর জন্য ${amount}-এর অফারটি ফিরিয়ে দিয়েছেন`,
    'offer-countered': ({ product, from, amount }: Line) => `${from} ${product}-এর জন্য ${amount} পাল্টা অফার দিয়েছেন`,
    'offer-expired': ({ product, amount }: Line) => `${product}-এর জন্য ${amount}-এর অফারটির কোনো উত্তর আসেনি, মেয়াদ শেষ হয়ে গেছে`,
    /** A booking of the seller's laptop, by `from` when the booking came from the Book Now form. */
    booking: ({ product, from }: Line) => `${from} ${product} বুক করেছেন`,
    /** An accepted offer booked the laptop: the seller's line and the buyer's. */
    bookedAtOffer: ({ product, amount }: Line) => `${product} ${amount}-এ বুক করা হয়েছে`,
    bookedForYou: ({ product, amount }: Line) => `${product} আপনার জন্য ${amount}-এ বুক করা হয়েছে: “আমার অর্ডার”-এ গিয়ে পরিশোধ করুন`,
    payment: ({ product, amount }: Line) => `${product}-এর জন্য ${amount} পেমেন্ট পাওয়া গেছে`,
    sold: ({ product }: Line) => `${product} বিক্রি হয়ে গেছে`,
  },
};
