import { LIMITS } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';
import { formatDecimal, formatNumber } from '../../format.ts';

/**
 * What a form says about a field it refuses, by form. The shared zod schemas carry these, so the browser's
 * check and the server's say the same words (product §2, §4, §5 and §8 fix most of them word for word).
 */
export const VALIDATION: Catalogue['VALIDATION'] = {
  /** The same field left empty says the same in every form: a person's name, an e-mail, a password, a message. */
  required: {
    name: 'নাম দিতে হবে',
    email: 'ইমেইল দিতে হবে',
    password: 'পাসওয়ার্ড দিতে হবে',
    message: 'মেসেজ লিখতে হবে',
  },
  login: {
    emailRequired: 'ইমেইল ঠিকানা দিতে হবে',
    passwordMin: 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে',
  },
  signup: { passwordMin: 'পাসওয়ার্ড অন্তত ৬ অক্ষর বা তার বেশি হতে হবে' },
  /** Add A Product's fields; `specs` are the optional Specs, each shown when a value is given but refused. */
  product: {
    nameRequired: 'পণ্যের নাম দিতে হবে',
    categoryRequired: 'ক্যাটাগরি বেছে নিতে হবে',
    priceRequired: 'দাম দিতে হবে',
    resellPriceRequired: 'বিক্রয় মূল্য দিতে হবে',
    priceWhole: 'দাম লিখুন টাকার পূর্ণ সংখ্যায়, শুধু অঙ্কে',
    phoneRequired: 'ফোন নম্বর দিতে হবে',
    phoneNotMobile: 'ফোন নম্বরটি বাংলাদেশের মোবাইল নম্বর হতে হবে, যেমন ০১৭১১-১২৩৪৫৬',
    locationRequired: 'লোকেশন দিতে হবে',
    useRequired: 'কতদিন ব্যবহার করেছেন, তা লিখতে হবে',
    detailRequired: 'বিবরণ লিখতে হবে',
    dateRequired: 'সময় দিতে হবে',
    photoRequired: 'ছবি দিতে হবে',
    photosFirstIsImage: 'মূল ছবিটি সব ছবির মধ্যে প্রথমে থাকতে হবে',
    photosRepeated: 'একই ছবি দুইবার দেওয়া হয়েছে',
    screenOneDecimal: 'স্ক্রিনের মাপে দশমিকের পরে সর্বোচ্চ একটি অঙ্ক থাকতে পারে, যেমন ১৫.৬',
    districtUnknown: 'বাংলাদেশের ৬৪টি জেলার মধ্যে একটি বেছে নিন',
    specs: {
      processor: `প্রসেসর: সর্বোচ্চ ${formatNumber(LIMITS.processor, 'bn')} অক্ষর`,
      ram: 'র‍্যামের একটি সাইজ বেছে নিন',
      storage: 'স্টোরেজের একটি সাইজ বেছে নিন',
      storageType: 'SSD, HDD বা eMMC বেছে নিন',
      screen: `স্ক্রিনের মাপ: ${formatDecimal(LIMITS.screen.min, 'bn')} থেকে ${formatDecimal(LIMITS.screen.max, 'bn')} ইঞ্চি, যেমন ১৫.৬`,
      condition: 'ল্যাপটপের অবস্থা বেছে নিন',
    },
  },
  booking: { phoneRequired: 'আপনার ফোন নম্বর দিতে হবে' },
  search: { priceRange: 'সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি হতে পারবে না' },
  productEdit: { nothing: 'কী বদলাতে চান বলুন: chatOnly, resell_price অথবা দুটোই' },
  alert: {
    notAQuery: 'একটি সার্চের কোয়েরি স্ট্রিং হতে হবে, যেমন category=03&ram=16&maxPrice=60000',
    notAFilter: 'সার্চের কোনো ফিল্টার নয়',
    empty: 'অন্তত একটি শব্দ বা ফিল্টার দিতে হবে: সব নতুন ল্যাপটপের অ্যালার্ট হলে সবগুলোর খবরই আসবে',
  },
  contact: { emailInvalid: 'একটি সঠিক ইমেইল ঠিকানা দিন' },
  phoneCode: { sixDigits: `কোডের ${formatNumber(LIMITS.phoneCodeDigits, 'bn')}টি অঙ্ক লিখুন` },
};
