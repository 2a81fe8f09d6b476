import type { Catalogue } from '../catalogue.ts';
import { toBanglaDigits } from '../../digits.ts';
import { formatNumber, formatTk } from '../../format.ts';

/** The payment page of a booking (product §4): its card forms, the other ways to pay, and what they say. */
export const PAYMENT_TEXTS: Catalogue['PAYMENT_TEXTS'] = {
  pageTitle: (item: string) => `${item}-এর পেমেন্ট`,
  amount: 'পরিমাণ',
  cardNumber: 'কার্ড নম্বর',
  expiry: 'মেয়াদ (মাস/বছর)',
  cvc: 'CVC',
  placeholders: { cardNumber: '1234 1234 1234 1234', expiry: 'মাস/বছর', cvc: '123' },
  cardDetails: 'কার্ডের তথ্য',
  pay: 'পরিশোধ করুন',
  congrats: 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে',
  processing: 'প্রসেস হচ্ছে…',
  preparing: 'পেমেন্ট প্রস্তুত করা হচ্ছে…',
  transactionId: 'আপনার ট্রানজেকশন আইডি',
  backToOrders: '“আমার অর্ডার”-এ ফিরে যান',
  sandboxNote: 'টেস্ট মোড: কার্ড নম্বর 4242 4242 4242 4242, ভবিষ্যতের যেকোনো তারিখ ও যেকোনো CVC দিয়ে পরিশোধ করুন।',
  secure: 'কার্ডের তথ্য সরাসরি পেমেন্ট প্রোভাইডারের কাছে যায়; মার্কেট কখনো তা সংরক্ষণ করে না।',
  configFailed: 'এই মুহূর্তে কার্ডে পরিশোধ করা যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  loadFailed: 'কার্ডের ফর্ম লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন।',
  /** A booking made by accepting an offer has no phone or meeting place yet: the buyer gives them before paying. */
  details: {
    title: 'বিক্রেতা কীভাবে আপনার সাথে যোগাযোগ করবেন',
    intro: 'আপনারা চ্যাটে দাম ঠিক করেছেন। আপনার ফোন নম্বর দিন, চাইলে কোথায় দেখা করবেন তা-ও জানান; তারপর পরিশোধ করুন।',
    save: 'সংরক্ষণ করে এগিয়ে যান',
    saving: 'সংরক্ষণ করা হচ্ছে…',
    needed: 'ফোন নম্বর দরকার',
  },
  /** The ways to pay besides the card form; METHOD_NAMES names each. */
  methods: {
    otherWays: 'অথবা অন্যভাবে পরিশোধ করুন',
    /** The one way offered first when cards are not. */
    payWith: (method: string) => `${method} দিয়ে পরিশোধ করুন`,
    holdForCash: 'আমার জন্য রাখুন, সাক্ষাতে পরিশোধ করব',
    /** The buttons' names where they differ from the method's: the sandbox's wallet, and cash. */
    bkashSandbox: 'বিকাশ (স্যান্ডবক্স)',
    payOnMeetUp: 'সাক্ষাতে পরিশোধ করুন',
    about: {
      bkash: 'বিকাশের নিজস্ব পেজে আপনার বিকাশ অ্যাকাউন্ট থেকে পেমেন্ট অনুমোদন করুন।',
      sslcommerz: 'SSLCommerz-এর পেজে কার্ড, মোবাইল ব্যাংকিং বা ইন্টারনেট ব্যাংকিংয়ে পরিশোধ করুন।',
      cod: (days: number) => `ল্যাপটপটি ${formatNumber(days, 'bn')} দিন আপনার জন্য রাখা থাকবে; দেখা হলে বিক্রেতাকে নগদে পরিশোধ করবেন।`,
    },
    leaving: 'আপনাকে পেমেন্ট পেজে নিয়ে যাওয়া হচ্ছে…',
  },
  /** A cash booking: the laptop is held until the meeting. */
  held: {
    title: 'আপনার জন্য রাখা আছে',
    messageSeller: 'বিক্রেতাকে মেসেজ পাঠান',
  },
  /** Back from a provider's page (?checkout=): what its payment became. */
  checkout: {
    confirming: 'আপনার পেমেন্ট নিশ্চিত করা হচ্ছে…',
    confirmingNote: 'এতে কয়েক সেকেন্ড লাগবে। পেজটি খোলা রাখুন।',
    failed: 'পেমেন্ট সম্পন্ন হয়নি।',
    cancelled: 'আপনি পেমেন্ট বাতিল করেছেন; কোনো টাকা কাটা হয়নি।',
    tryAgain: 'নিচে থেকে আবার পরিশোধের একটি উপায় বেছে নিন।',
    refunded: 'আপনি পরিশোধ করার সময়েই ল্যাপটপটি অন্য একজনের কাছে বিক্রি হয়ে গেছে, তাই টাকা আপনাকে ফেরত দেওয়া হয়েছে।',
  },
  /** A booking past paying without a payment: cancelled, lapsed, or refunded. */
  ended: 'এই বুকিং শেষ হয়ে গেছে, এটি আর পরিশোধ করা যাবে না।',
  /** The sandbox wallet's page (architecture §7), dressed as a mobile wallet's checkout. */
  wallet: {
    brand: 'বিকাশ',
    sandbox: 'স্যান্ডবক্স',
    merchant: 'মার্চেন্ট',
    merchantName: 'মার্কেট',
    invoice: 'ইনভয়েস',
    amount: 'পরিমাণ',
    step: (n: number, of: number) => `ধাপ ${formatNumber(n, 'bn')}/${formatNumber(of, 'bn')}`,
    /** The sandbox's account number, code and PIN stay in ASCII digits: they are typed (and pasted) as shown. */
    steps: {
      wallet: { label: 'আপনার বিকাশ অ্যাকাউন্ট নম্বর', placeholder: '01XXXXXXXXX', hint: 'স্যান্ডবক্স: 01770618575' },
      otp: { label: 'ভেরিফিকেশন কোড (OTP)', placeholder: '••••••', hint: 'স্যান্ডবক্স: 123456' },
      pin: { label: 'PIN', placeholder: '•••••', hint: 'স্যান্ডবক্স: 12121' },
    },
    sentCode: (wallet: string) => `${toBanglaDigits(wallet)} নম্বরে একটি ভেরিফিকেশন কোড পাঠানো হয়েছে।`,
    invalid: {
      wallet: '১১ অঙ্কের বিকাশ অ্যাকাউন্ট নম্বর লিখুন, যেমন 01770618575।',
      otp: '৬ অঙ্কের ভেরিফিকেশন কোডটি লিখুন।',
      pin: 'আপনার ৫ অঙ্কের PIN লিখুন।',
    },
    confirm: 'নিশ্চিত করুন',
    close: 'বন্ধ করুন',
    working: 'একটু অপেক্ষা করুন…',
    /** Why the wallet refused to pay, by the sandbox's code. */
    refusals: {
      'wallet-insufficient-balance': 'পর্যাপ্ত ব্যালেন্স নেই: এই অ্যাকাউন্ট থেকে এই পরিমাণ টাকা পরিশোধ করা যাবে না।',
      'wallet-wrong-otp': 'ভেরিফিকেশন কোডটি ভুল।',
      'wallet-wrong-pin': 'PIN নম্বরটি ভুল।',
      'wallet-unknown': 'এই নম্বরে কোনো বিকাশ অ্যাকাউন্ট নেই।',
    },
    refusedNote: 'কোনো টাকা কাটা হয়নি। অন্য উপায়ে পরিশোধ করতে মার্কেটে ফিরে যান।',
    backToMarket: 'মার্কেটে ফিরে যান',
    answered: 'এই পেমেন্টের উত্তর আগেই দেওয়া হয়েছে। এর অবস্থা “আমার অর্ডার”-এ দেখুন।',
    notFound: 'এই ঠিকানায় অনুমোদন করার মতো কোনো পেমেন্ট নেই।',
    testMode: (amount: number) =>
      `টেস্ট মোড: কোনো আসল টাকা লেনদেন হয় না। 01770618575 অ্যাকাউন্ট, OTP 123456 ও PIN 12121 দিলে ${formatTk(amount, 'bn')} পরিশোধ হয়; 01823074817 অ্যাকাউন্টে ব্যালেন্স না থাকায় পেমেন্ট ব্যর্থ হয়।`,
  },
};
