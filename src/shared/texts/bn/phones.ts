import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

export const PHONE_TEXTS: Catalogue['PHONE_TEXTS'] = {
  sms: (code: string, minutes: string, account: string) =>
    `মার্কেট কোড ${code}, "${account}" অ্যাকাউন্ট থেকে চাওয়া। এটি ${minutes} মিনিট ধরে আপনার নম্বর যাচাই করবে। কাউকে জানাবেন না।`,
  heading: 'ফোন নম্বর',
  intro:
    'আমাদের পাঠানো এসএমএসের কোড দিয়ে প্রমাণ করুন নম্বরটি আপনার। যাচাই করা নম্বরের পাশে আপনার বিজ্ঞাপনে টিক চিহ্ন দেখা যায়, আর অন্য কোনো বিক্রেতা সেই নম্বরে বিজ্ঞাপন দিতে পারেন না।',
  empty: 'এখনো কোনো নম্বর নেই। এখানে একটি যাচাই করুন, অথবা সেই নম্বরে একটি পণ্যের বিজ্ঞাপন দিন।',
  loadFailed: 'আপনার নম্বরগুলো আনা যায়নি।',
  verified: 'যাচাই করা',
  notVerified: 'যাচাই হয়নি',
  tick: 'যাচাই করা নম্বর',
  verifyThis: 'এই নম্বরটি যাচাই করুন',
  verifyNamed: (phone: string) => `এই নম্বরটি যাচাই করুন: ${phone}`,
  addHeading: 'আরেকটি নম্বর যাচাই করুন',
  phoneLabel: 'মোবাইল নম্বর',
  phoneHint: 'বাংলাদেশের একটি মোবাইল নম্বর, যেমন ০১৭১১-১২৩৪৫৬',
  sendCode: 'কোড পাঠান',
  codeLabel: 'এসএমএসে আসা কোড',
  codeHint: (phone: string, minutes: string) => `${phone} নম্বরে একটি কোড পাঠানো হয়েছে। ${minutes} মিনিটের মধ্যে এর ৬টি অঙ্ক লিখুন।`,
  confirm: 'যাচাই করুন',
  resend: 'নতুন কোড পাঠান',
  cancel: 'বাতিল',
  codeSent: (phone: string) => `${phone} নম্বরে কোড পাঠানো হয়েছে`,
  verifiedToast: (phone: string) => `${phone} যাচাই হয়েছে`,
  released: (phone: string, count: number) =>
    count === 0
      ? `আরেকজন বিক্রেতা ${phone} যাচাই করেছেন, তাই এই নম্বরে আপনি আর বিজ্ঞাপন দিতে পারবেন না`
      : `আরেকজন বিক্রেতা ${phone} যাচাই করেছেন: এই নম্বরের আপনার ${formatNumber(count, 'bn')}টি বিজ্ঞাপনে এখন শুধু মেসেজ নেওয়া হবে`,
};
