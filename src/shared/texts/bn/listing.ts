import { LIMITS } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/** Add A Product: its fields, its optional Specs, its photos, and what each condition means. */

/** The one-line meaning shown beside each condition a seller may choose (product §5). */
export const CONDITION_MEANINGS: Catalogue['CONDITION_MEANINGS'] = {
  'Like new': 'পুরোপুরি ঠিকঠাক চলে; কোনো দাগ নেই, যেন সবে বাক্স থেকে খোলা হয়েছে',
  Good: 'পুরোপুরি ঠিকঠাক চলে; হালকা ব্যবহারের ছাপ আছে',
  Fair: 'ভালোভাবে চলে; চোখে পড়ার মতো দাগ বা ক্ষয় আছে, অথবা বিবরণে লেখা ছোটখাটো কোনো ত্রুটি আছে',
};

/** Add A Product's Specs section (product §2): every spec is optional, so each select starts at "Not stated". */
export const SPEC_FORM_TEXTS: Catalogue['SPEC_FORM_TEXTS'] = {
  heading: 'স্পেসিফিকেশন',
  hint: 'ঐচ্ছিক। ক্রেতারা এগুলো দিয়েই খোঁজেন ও ফিল্টার করেন, তাই যত বেশি তথ্য দেবেন, তত বেশি ক্রেতা আপনার ল্যাপটপটি খুঁজে পাবেন।',
  notStated: 'উল্লেখ নেই',
  processor: 'প্রসেসর',
  processorPlaceholder: 'যেমন Core i5-1135G7',
  ram: 'র‍্যাম',
  storage: 'স্টোরেজ',
  storageType: 'স্টোরেজের ধরন',
  screen: 'স্ক্রিন (ইঞ্চি)',
  screenPlaceholder: 'যেমন ১৫.৬',
  condition: 'অবস্থা',
  clearCondition: 'অবস্থা মুছে দিন',
  district: 'জেলা',
};

/** Add A Product's fields (product §2, §4). */
export const PRODUCT_FORM_TEXTS: Catalogue['PRODUCT_FORM_TEXTS'] = {
  sellerEmail: 'বিক্রেতার ইমেইল',
  sellerName: 'বিক্রেতার নাম',
  productName: 'পণ্যের নাম',
  category: 'পণ্যের ক্যাটাগরি',
  price: 'দাম',
  resellPrice: 'বিক্রয় মূল্য',
  phone: 'ফোন নম্বর',
  location: 'লোকেশন',
  use: 'কতদিন ব্যবহার করেছেন',
  detail: 'পণ্যের বিবরণ',
  date: 'পোস্টের সময়',
  photo: 'ছবি',
  chooseBrand: 'একটি ব্র্যান্ড বেছে নিন',
  chooseCategory: 'একটি ক্যাটাগরি বেছে নিন',
  pricePlaceholder: 'আপনি কত টাকায় কিনেছিলেন',
  resellPricePlaceholder: 'আপনি কত টাকা চান',
  phonePlaceholder: '০১XXX-XXXXXX',
  locationPlaceholder: 'যেমন ঢাকা',
  usePlaceholder: 'যেমন ১ বছর',
  detailPlaceholder: 'মডেল, প্রসেসর, মেমরি, স্টোরেজ, অবস্থা…',
  datePlaceholder: 'যেমন আজ',
  emailHint: 'ক্রেতারা এই অ্যাকাউন্টের মাধ্যমেই আপনার সাথে যোগাযোগ করবেন।',
  /** The choice beside Phone Number: whether the listing shows it (the default) or takes messages only. */
  contactChoice: 'ক্রেতারা কীভাবে আপনার সাথে যোগাযোগ করবেন',
  showPhone: 'আমার ফোন নম্বর দেখান',
  chatOnly: 'শুধু চ্যাট',
  chatOnlyHint: 'আপনার নম্বর গোপন থাকবে: ক্রেতারা এর বদলে মার্কেটেই আপনাকে মেসেজ পাঠাবেন।',
  sellerNameHint: 'বিজ্ঞাপনে আপনার অ্যাকাউন্টের নাম দেখানো হয়।',
  submit: 'পণ্যটি যোগ করুন',
  posting: 'পণ্য সংরক্ষণ করা হচ্ছে…',
  postFailed: 'পণ্যটি সংরক্ষণ করা যায়নি।',
};

const n = (value: number) => formatNumber(value, 'bn');
const MAX = n(LIMITS.photosPerProduct);
const photos = (count: number) => `${n(count)}টি ছবি`;

/** Add A Product's photos (product §2): up to LIMITS.photosPerProduct, each uploaded as soon as it is chosen. */
export const PHOTO_TEXTS: Catalogue['PHOTO_TEXTS'] = {
  hint: `সর্বোচ্চ ${MAX}টি ছবি: JPEG, PNG, WebP, AVIF বা HEIC, প্রতিটি ${n(10)} এমবি পর্যন্ত। প্রথম ছবিটি কার্ডে কভার হিসেবে দেখানো হয়।`,
  count: (count: number) => `${MAX}টির মধ্যে ${photos(count)}`,
  list: 'বেছে নেওয়া ছবি',
  cover: 'কভার',
  preview: (position: number, fileName: string) => `${n(position)} নম্বর ছবি: ${fileName}`,
  noPreview: 'প্রিভিউ নেই',
  uploadProgress: (position: number) => `${n(position)} নম্বর ছবির আপলোড`,
  percent: (value: number) => `${n(value)}%`,
  preparing: 'প্রস্তুত করা হচ্ছে…',
  uploaded: 'আপলোড হয়েছে',
  moveEarlier: (position: number) => `${n(position)} নম্বর ছবি আগে নিন`,
  moveLater: (position: number) => `${n(position)} নম্বর ছবি পরে নিন`,
  remove: (position: number) => `${n(position)} নম্বর ছবি বাদ দিন`,
  retry: 'আবার আপলোড করুন',
  retryName: (position: number) => `${n(position)} নম্বর ছবি আবার আপলোড করুন`,
  refused: (count: number) => `একটি বিজ্ঞাপনে সর্বোচ্চ ${MAX}টি ছবি দেওয়া যায়: ${photos(count)} যোগ করা হয়নি।`,
  repeated: 'এই ছবিটি আগেই তালিকায় আছে।',
  moved: (position: number) =>
    position === 1 ? `ছবিটি ${n(1)} নম্বরে সরানো হয়েছে: এটিই এখন কভার।` : `ছবিটি ${n(position)} নম্বরে সরানো হয়েছে।`,
  removed: 'ছবিটি বাদ দেওয়া হয়েছে।',
  uploading: (count: number) => `${photos(count)} আপলোড করা হচ্ছে…`,
  failed: (count: number) => `${photos(count)} আপলোড হয়নি: আবার আপলোড করুন বা বাদ দিন।`,
  allUploaded: (count: number) => `${photos(count)} আপলোড হয়েছে।`,
  waitForUploads: 'সব ছবি আপলোড হয়ে গেলেই পণ্যটি যোগ করা যাবে।',
};
