import type { Catalogue, MailCatalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/**
 * E-mail: what Market's e-mails say (server/mail/notification-mail.ts writes them), and the screens that
 * choose which ones a user gets (the unsubscribe page, the mail settings). Amounts come formatted
 * (`৳ ৪৫,০০০`, shared/format.ts); names are the product's and the other person's as Market shows them.
 */

/** Each kind of e-mail by name: as a switch's label, and inside a sentence. */
export const MAIL_KIND_NAMES: Catalogue['MAIL_KIND_NAMES'] = {
  messages: { label: 'নতুন মেসেজ', inSentence: 'নতুন মেসেজ' },
  offers: { label: 'অফার', inSentence: 'অফার' },
  bookings: { label: 'বুকিং', inSentence: 'বুকিং' },
  payments: { label: 'পেমেন্ট', inSentence: 'পেমেন্ট' },
  reviews: { label: 'রিভিউ', inSentence: 'রিভিউ' },
  alerts: { label: 'অ্যালার্ট', inSentence: 'আপনার অ্যালার্টের নতুন ল্যাপটপ' },
  saved: { label: 'সেভ করা ল্যাপটপের দাম', inSentence: 'সেভ করা ল্যাপটপের দাম কমা' },
  listings: { label: 'আপনার বিজ্ঞাপন', inSentence: 'আপনার বিজ্ঞাপন' },
};

export const MAIL_TEXTS: MailCatalogue['MAIL_TEXTS'] = {
  greeting: (name: string) => `হ্যালো ${name},`,
  signOff: 'মার্কেট',
  /** Whoever wrote, when their name is not known. */
  someone: 'কেউ একজন',
  /** The reason at the foot of every e-mail, and its two ways out. */
  footer: {
    why: (kind: string) => `আপনার মার্কেট অ্যাকাউন্টে ${kind} নিয়ে ইমেইল চালু আছে, তাই আপনি এই ইমেইলটি পেয়েছেন।`,
    unsubscribe: (kind: string) => `${kind} নিয়ে ইমেইল বন্ধ করুন:`,
    settings: 'কোন কোন ইমেইল পাবেন, বেছে নিন:',
  },
  /** The line before an e-mail's link, by what the link is for. */
  actions: {
    readAndAnswer: 'পড়ুন ও উত্তর দিন:',
    answerOffer: 'ইনবক্সে গিয়ে অফারটি গ্রহণ করুন, ফিরিয়ে দিন বা পাল্টা অফার দিন:',
    seeConversation: 'চ্যাটটি দেখুন:',
    offerAgain: 'চ্যাটটি দেখুন, অথবা আরেকটি অফার দিন:',
    seeProducts: 'আপনার পণ্যগুলো দেখুন:',
    payInOrders: '“আমার অর্ডার”-এ গিয়ে পরিশোধ করুন:',
  },
  /** Messages still unread 5 minutes after they came: one e-mail per conversation. */
  messages: {
    subject: (from: string, count: number) =>
      count === 1 ? `${from} আপনাকে নতুন মেসেজ পাঠিয়েছেন` : `${from} আপনাকে ${formatNumber(count, 'bn')}টি নতুন মেসেজ পাঠিয়েছেন`,
    lead: (from: string, product: string, count: number) =>
      count === 1
        ? `${from} ${product} নিয়ে আপনাকে লিখেছেন, মেসেজটি আপনি এখনো পড়েননি।`
        : `${from} ${product} নিয়ে আপনাকে ${formatNumber(count, 'bn')}টি মেসেজ লিখেছেন, যেগুলো আপনি এখনো পড়েননি।`,
    last: 'সর্বশেষ মেসেজ:',
  },
  offer: {
    subject: (amount: string) => `নতুন অফার: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} আপনার ${product}-এর জন্য ${amount} অফার করেছেন।`,
  },
  offerCountered: {
    subject: (from: string, amount: string) => `${from} আপনার অফারের জবাবে পাল্টা অফার দিয়েছেন: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} ${product}-এ আপনার অফারের জবাবে ${amount} পাল্টা অফার দিয়েছেন।`,
  },
  offerAccepted: {
    subject: (amount: string) => `আপনার অফার গ্রহণ করা হয়েছে: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} ${product}-এর জন্য আপনার ${amount}-এর অফারটি গ্রহণ করেছেন।`,
  },
  offerDeclined: {
    subject: (amount: string) => `আপনার অফার ফিরিয়ে দেওয়া হয়েছে: ${amount}`,
    lead: (from: string, amount: string, product: string) => `${from} ${product}-এর জন্য আপনার ${amount}-এর অফারটি ফিরিয়ে দিয়েছেন।`,
  },
  offerExpired: {
    subject: (amount: string) => `একটি অফারের মেয়াদ শেষ: ${amount}`,
    lead: (amount: string, product: string, hours: number) =>
      `${product}-এর জন্য ${amount}-এর অফারটির মেয়াদ শেষ হয়ে গেছে: ${formatNumber(hours, 'bn')} ঘণ্টার মধ্যে কোনো উত্তর আসেনি।`,
  },
  /** Someone booked the seller's product (at its price, or at the price of an accepted offer). */
  bookedSeller: {
    subject: (product: string) => `নতুন বুকিং: আপনার ${product}`,
    lead: (product: string, from?: string, amount?: string) =>
      amount
        ? `আপনার ${product} ${amount}-এ বুক করা হয়েছে, যে দামে আপনারা একমত হয়েছিলেন।`
        : `${from ?? 'একজন ক্রেতা'} আপনার ${product} বুক করেছেন।`,
  },
  /** The buyer's accepted offer became a booking, to pay. */
  bookedBuyer: {
    subject: (product: string, amount: string) => `আপনার বুকিং: ${product}, ${amount}`,
    lead: (product: string, amount: string) => `${product}-এর বুকিং তৈরি হয়েছে, একমত হওয়া দাম ${amount}-এ। এখন আপনি পরিশোধ করতে পারেন।`,
  },
  payment: {
    subject: (amount: string) => `পেমেন্ট পাওয়া গেছে: ${amount}`,
    lead: (amount: string, product: string) =>
      `একজন ক্রেতা আপনার ${product}-এর জন্য ${amount} পরিশোধ করেছেন। এটি এখন বিক্রি হয়ে গেছে: হস্তান্তরের ব্যবস্থা করুন।`,
  },
  sold: {
    subject: (product: string) => `বিক্রি হয়েছে: আপনার ${product}`,
    lead: (product: string) => `আপনার ${product} বিক্রি হয়ে গেছে।`,
  },
};

/** /dashboard/settings: the switches of the kinds of e-mail. */
export const MAIL_SETTINGS_TEXTS: Catalogue['MAIL_SETTINGS_TEXTS'] = {
  mailHeading: 'ইমেইল',
  intro: 'মার্কেট আপনাকে কোন কোন ইমেইল পাঠাবে, তা বেছে নিন। সাইটের নোটিফিকেশন যেমন আছে তেমনই থাকবে।',
  hints: {
    messages: 'কেউ আপনাকে লিখলে আর ৫ মিনিটের মধ্যে আপনি তা না পড়লে: প্রতিটি চ্যাটের জন্য একটি ইমেইল।',
    offers: 'আপনার বিজ্ঞাপনে আসা অফার, পাল্টা অফার, আর আপনার দেওয়া অফারের উত্তর।',
    bookings: 'আপনার ল্যাপটপ বুক হলে, অথবা আপনার গৃহীত অফার বুকিংয়ে পরিণত হলে।',
    payments: 'কোনো ক্রেতা আপনার ল্যাপটপের দাম পরিশোধ করলে।',
    reviews: 'আপনার কোনো বিক্রির রিভিউ দেওয়ার সময় হলে, আর আপনাকে নিয়ে লেখা কোনো রিভিউ প্রকাশিত হলে।',
    alerts: 'আপনার সেভ করা সার্চে পাওয়া নতুন ল্যাপটপ, সাথে সাথে অথবা দিনে একবার একসাথে।',
    saved: 'হার্ট চেপে সেভ করা কোনো ল্যাপটপের দাম কমলে।',
    listings: 'কোনো অ্যাডমিন আপনার বিজ্ঞাপন অনুমোদন বা বাতিল করলে, আর মেয়াদ শেষ হওয়ার ৩ দিন আগে।',
  },
  turnedOn: (kind: string) => `${kind} নিয়ে ইমেইল চালু আছে`,
  turnedOff: (kind: string) => `${kind} নিয়ে ইমেইল বন্ধ আছে`,
  language: {
    label: 'ইমেইলের ভাষা',
    hint: 'মার্কেট এই ভাষায় আপনাকে ইমেইল লিখবে, আর লিংকগুলো খুলবে এই ভাষার পাতায়।',
    names: { en: 'English', bn: 'বাংলা' },
    saved: (language: string) => `এখন থেকে ইমেইল আসবে এই ভাষায়: ${language}`,
  },
  loadFailed: 'আপনার ইমেইল সেটিংস লোড করা যায়নি।',
  retry: 'আবার লোড করুন',
};

/** /unsubscribe/:kind/:token: the page an e-mail's link opens (a POST from its button, never the link itself). */
export const UNSUBSCRIBE_TEXTS: Catalogue['UNSUBSCRIBE_TEXTS'] = {
  title: 'আনসাবস্ক্রাইব',
  question: (kind: string) => `${kind} নিয়ে ইমেইল বন্ধ করবেন?`,
  explain: 'মার্কেট আপনাকে এ ধরনের ইমেইল আর পাঠাবে না। আপনার অন্য ইমেইল আর সাইটের নোটিফিকেশন যেমন আছে তেমনই থাকবে।',
  button: 'আনসাবস্ক্রাইব করুন',
  busy: 'আনসাবস্ক্রাইব করা হচ্ছে…',
  done: (kind: string) => `${kind} নিয়ে আপনি আর কোনো ইমেইল পাবেন না।`,
  settings: 'সেটিংসে গিয়ে কোন কোন ইমেইল পাবেন, বেছে নিন',
};
