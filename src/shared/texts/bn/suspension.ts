import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

export const SUSPENSION_TEXTS: Catalogue['SUSPENSION_TEXTS'] = {
  suspend: 'স্থগিত করুন',
  lift: 'স্থগিতাদেশ তুলে নিন',
  badge: 'স্থগিত',
  confirmSuspend: (name: string) => ({
    title: `${name}-কে স্থগিত করবেন?`,
    body: `সব ডিভাইস থেকে ${name} সাইন আউট হয়ে যাবেন, আর সাইন ইন করতে পারবেন না; স্থগিতাদেশ তুলে না নেওয়া পর্যন্ত তাঁর বিজ্ঞাপনগুলো সাইটে দেখা যাবে না।`,
    confirm: 'স্থগিত করুন',
  }),
  confirmLift: (name: string) => ({
    title: `${name}-এর স্থগিতাদেশ তুলে নেবেন?`,
    body: `${name} আবার সাইন ইন করতে পারবেন, আর বিক্রির জন্য থাকা তাঁর বিজ্ঞাপনগুলো ফিরে আসবে।`,
    confirm: 'স্থগিতাদেশ তুলে নিন',
  }),
  suspendedToast: 'অ্যাকাউন্ট স্থগিত করা হয়েছে',
  liftedToast: 'স্থগিতাদেশ তুলে নেওয়া হয়েছে: অ্যাকাউন্টটি আবার সাইন ইন করতে পারবে',
  reports: {
    kindHeader: 'রিপোর্টের বিষয়',
    kinds: { product: 'বিজ্ঞাপন', conversation: 'কথোপকথন', review: 'রিভিউ' },
    reportedUser: 'যাঁর বিরুদ্ধে রিপোর্ট',
    gone: 'তাঁর অ্যাকাউন্ট আর নেই',
    read: 'পড়ুন',
    readNamed: (item: string) => `${item} নিয়ে কথোপকথনটি পড়ুন`,
    conversationTitle: (item: string) => `${item} নিয়ে কথোপকথন`,
    parties: (buyer: string, seller: string) => `${buyer} (ক্রেতা) ও ${seller} (বিক্রেতা)`,
    loading: 'মেসেজ আনা হচ্ছে…',
    failed: 'মেসেজগুলো আনা যায়নি।',
    empty: 'এই কথোপকথনে কোনো মেসেজ নেই।',
    close: 'বন্ধ করুন',
    sender: { buyer: 'ক্রেতা', seller: 'বিক্রেতা' },
    offer: (amount: string) => `অফার: ${amount}`,
    photos: (count: number) => `${formatNumber(count, 'bn')}টি ছবি`,
  },
};
