import type { Catalogue } from '../catalogue.ts';

/**
 * The dashboard's frame, lists and row actions (product §2, §4). Product labels shared with the public
 * product card come from CATEGORY_TEXTS.card (category.ts); Add A Product's form is in listing.ts, the
 * payment page in payment.ts.
 */

/** Drawer links of product §2, by role, word for word. */
export const DASHBOARD_LINKS: Catalogue['DASHBOARD_LINKS'] = {
  orders: 'আমার অর্ডার',
  addProduct: 'পণ্য যোগ করুন',
  myProducts: 'আমার পণ্য',
  advertise: 'পণ্যের বিজ্ঞাপন দিন',
  allOrders: 'সব অর্ডার',
  allUsers: 'সব ব্যবহারকারী',
  allSellers: 'সব বিক্রেতা',
  allBuyers: 'সব ক্রেতা',
  reportedItems: 'রিপোর্ট করা পণ্য',
  /** Beyond the specification: every role's conversations with buyers and sellers. */
  inbox: 'ইনবক্স',
  /** Beyond the specification: every role's, the kinds of e-mail the user gets. */
  settings: 'সেটিংস',
  /** Beyond the specification: a seller's bookings, and the money of each. */
  sales: 'আমার বিক্রি',
  earnings: 'আয়',
  /** Beyond the specification: every role's saved laptops and saved searches. */
  saved: 'সেভ করা ল্যাপটপ',
  alerts: 'অ্যালার্ট',
  /** Beyond the specification: the admins' queue of listings waiting for review. */
  moderation: 'মডারেশন',
};

export const DASHBOARD_TITLES: Catalogue['DASHBOARD_TITLES'] = {
  home: 'ড্যাশবোর্ড',
  myProducts: 'আমার পণ্য',
  advertise: 'বিজ্ঞাপন দেওয়া পণ্য',
  orders: 'আমার অর্ডার',
  allOrders: 'সব অর্ডার',
  allUsers: 'সব ব্যবহারকারী',
  allSellers: 'সব বিক্রেতা',
  allBuyers: 'সব ক্রেতা',
  reportedItems: 'রিপোর্ট করা পণ্যসমূহ',
  payment: 'পেমেন্ট',
  settings: 'সেটিংস',
  sales: 'আমার বিক্রি',
  earnings: 'আয়',
};

export const DASHBOARD_TEXTS: Catalogue['DASHBOARD_TEXTS'] = {
  drawerLabel: 'ড্যাশবোর্ড',
  drawerClose: 'ড্যাশবোর্ড মেনু বন্ধ করুন',
  rolesLabel: 'আপনার ভূমিকা',
  roleBuyer: 'ক্রেতা',
  roleSeller: 'বিক্রেতা',
  roleAdmin: 'অ্যাডমিন',
  roleAdminBuyer: 'অ্যাডমিন + ক্রেতা',
  /** The drawer's group of every user's own links (the settings), after the roles'. */
  accountGroup: 'অ্যাকাউন্ট',
  welcome: (name: string) => `স্বাগতম, ${name}`,
  welcomeBody: 'মার্কেটে আপনার সব কাজ এখান থেকে এক ক্লিকেই করতে পারবেন।',
  noRole: 'আপনার অ্যাকাউন্টে এখনো কোনো ড্যাশবোর্ড টুল নেই। আপনার পরের ল্যাপটপটি খুঁজে পেতে ক্যাটাগরিগুলো ঘুরে দেখুন।',
  browse: 'ল্যাপটপ দেখুন',
  open: 'খুলুন',
  linkHints: {
    orders: 'আপনার বুক করা পণ্য: দাম পরিশোধ করুন, অথবা পরিশোধ না করা বুকিং সরিয়ে দিন।',
    addProduct: 'ছবি আর আপনার দাম দিয়ে বিক্রির জন্য একটি ল্যাপটপ যোগ করুন।',
    myProducts: 'আপনার যোগ করা সব পণ্য: বিজ্ঞাপন দিন বা মুছে ফেলুন।',
    advertise: 'হোম পেজে দেখানো পণ্য, আর সেগুলো সরানোর উপায়।',
    allOrders: 'মার্কেটের সব বুকিং ও সেগুলোর পেমেন্ট।',
    allUsers: 'সব অ্যাকাউন্ট: অ্যাডমিন বানান বা অ্যাকাউন্ট মুছুন।',
    allSellers: 'বিক্রেতাদের যাচাই করুন বা সরিয়ে দিন।',
    allBuyers: 'ক্রেতাদের অ্যাকাউন্ট দেখুন বা সরিয়ে দিন।',
    reportedItems: 'ক্রেতারা যেসব পণ্য অ্যাডমিনদের কাছে রিপোর্ট করেছেন।',
    inbox: 'ক্রেতা ও বিক্রেতাদের সাথে আপনার চ্যাট, আর তাদের অফার।',
    settings: 'মার্কেট আপনাকে কোন কোন ইমেইল পাঠাবে, তা বেছে নিন।',
    sales: 'কে আপনার ল্যাপটপ বুক করেছেন, কীভাবে পরিশোধ করছেন, আর হস্তান্তর।',
    earnings: 'মার্কেটের কাছে জমা, আপনাকে দেওয়া, রিফান্ড হওয়া বা নগদে পাওয়া টাকা।',
    saved: 'হার্ট চেপে সেভ করা ল্যাপটপ, আর সেগুলোর এখনকার দাম।',
    alerts: 'আপনার সেভ করা সার্চ, আর নতুন ল্যাপটপের খবর সেগুলো কত ঘন ঘন দেয়।',
    moderation: 'যাচাইয়ে আটকে যাওয়া বিজ্ঞাপন: অনুমোদন দিন, অথবা কারণ লিখে বাতিল করুন।',
  },
  loadingList: 'লোড হচ্ছে…',
  soldToAnother: 'অন্য ক্রেতার কাছে বিক্রি হয়ে গেছে',
  /** A booking's payment, as My Orders and All Orders show it (product §2, §4). */
  payment: { pending: 'বাকি', paid: 'পরিশোধিত', orderConfirmed: 'অর্ডার নিশ্চিত', adminOrderConfirmed: 'অর্ডার নিশ্চিত হয়েছে' },
  empty: {
    myProducts: 'আপনি এখনো কোনো পণ্য যোগ করেননি।',
    advertise: 'আপনার কোনো বিজ্ঞাপন দেওয়া পণ্য নেই। আমার পণ্য থেকে একটির বিজ্ঞাপন দিন।',
    orders: 'আপনি এখনো কিছু বুক করেননি।',
    allOrders: 'এখনো কোনো অর্ডার নেই।',
    reports: 'কোনো পণ্য রিপোর্ট করা হয়নি।',
    users: 'এখনো কোনো ব্যবহারকারী নেই।',
    sellers: 'এখনো কোনো বিক্রেতা নেই।',
    buyers: 'এখনো কোনো ক্রেতা নেই।',
    sales: 'এখনো কেউ আপনার ল্যাপটপ বুক করেননি। বুকিং হলে ক্রেতা ও পেমেন্টসহ এখানে দেখাবে।',
    earnings: 'এখনো কোনো টাকা আসেনি: প্রতিটি পরিশোধিত বিক্রি এখানে দেখাবে।',
    needsAttention: 'মনোযোগ দেওয়ার মতো কিছু নেই: কোনো অভিযোগ নেই, যাচাই করার মতো পেমেন্টও নেই।',
  },
  addFirstProduct: 'একটি পণ্য যোগ করুন',
  goToMyProducts: 'আমার পণ্যে যান',
  browseCategories: 'ক্যাটাগরি দেখুন',
};

export const TABLE_HEADERS: Catalogue['TABLE_HEADERS'] = {
  index: 'নং',
  image: 'ছবি',
  title: 'শিরোনাম',
  item: 'পণ্যের নাম',
  price: 'দাম',
  payment: 'পেমেন্ট',
  action: 'অ্যাকশন',
  buyer: 'ক্রেতা',
  contact: 'যোগাযোগ',
  name: 'নাম',
  email: 'ইমেইল',
  account: 'অ্যাকাউন্ট',
  role: 'ভূমিকা',
  status: 'স্ট্যাটাস',
  reporter: 'রিপোর্টকারীর ইমেইল',
  message: 'মেসেজ',
  state: 'অবস্থা',
  method: 'পদ্ধতি',
  amount: 'পরিমাণ',
  paidOn: 'পরিশোধের তারিখ',
  closedOn: 'টাকা দেওয়া বা রিফান্ডের তারিখ',
};

export const ACTION_TEXTS: Catalogue['ACTION_TEXTS'] = {
  delete: 'মুছুন',
  remove: 'সরান',
  advertise: 'বিজ্ঞাপন দিন',
  advertised: 'বিজ্ঞাপন দেওয়া হয়েছে',
  sold: 'বিক্রি হয়েছে',
  available: 'পাওয়া যাচ্ছে',
  admin: 'অ্যাডমিন',
  verify: 'যাচাই করুন',
  makeAdmin: 'অ্যাডমিন বানান',
  cancel: 'বাতিল',
  working: 'কাজ চলছে…',
  /** Accessible names of row buttons: the visible word plus what it acts on. */
  named: (action: string, what: string) => `${action}: ${what}`,
  reportOn: (item: string, reporter: string) => `${item} নিয়ে ${reporter}-এর রিপোর্ট`,
};

export const CONFIRM_TEXTS: Catalogue['CONFIRM_TEXTS'] = {
  deleteProduct: (name: string) => ({
    title: 'এই পণ্যটি মুছবেন?',
    body: `${name} মার্কেট থেকে সরিয়ে দেওয়া হবে, সাথে এর বিজ্ঞাপন আর পরিশোধ না হওয়া সব বুকিংও। এটি আর ফেরানো যাবে না।`,
    confirm: 'পণ্য মুছুন',
  }),
  removeAdvert: (name: string) => ({
    title: 'এই বিজ্ঞাপনটি সরাবেন?',
    body: `${name} আর হোম পেজে দেখানো হবে না। পণ্যটি নিজে বিক্রির তালিকায় থেকে যাবে।`,
    confirm: 'বিজ্ঞাপন সরান',
  }),
  deleteOrder: (name: string) => ({
    title: 'এই অর্ডারটি মুছবেন?',
    body: `${name}-এর জন্য আপনার বুকিংটি মুছে ফেলা হবে। এটি আর ফেরানো যাবে না।`,
    confirm: 'অর্ডার মুছুন',
  }),
  deleteAnyOrder: (name: string, buyer: string) => ({
    title: 'এই অর্ডারটি মুছবেন?',
    body: `${name}-এর জন্য ${buyer}-এর বুকিংটি মুছে ফেলা হবে। এটি আর ফেরানো যাবে না।`,
    confirm: 'অর্ডার মুছুন',
  }),
  deleteReport: (name: string) => ({
    title: 'এই রিপোর্টটি মুছবেন?',
    body: `${name} নিয়ে করা রিপোর্টটি মুছে ফেলা হবে। পণ্যটি তালিকায় যেমন আছে তেমনই থাকবে।`,
    confirm: 'রিপোর্ট মুছুন',
  }),
  deleteAccount: (name: string) => ({
    title: 'এই অ্যাকাউন্টটি মুছবেন?',
    body: `${name} আর মার্কেটে ঢুকতে পারবেন না; তাঁর বিজ্ঞাপন ও পরিশোধ না হওয়া অর্ডার মুছে ফেলা হবে। পরিশোধ হওয়া অর্ডারের রেকর্ড থেকে যাবে। এটি আর ফেরানো যাবে না।`,
    confirm: 'অ্যাকাউন্ট মুছুন',
  }),
  deleteSeller: (name: string) => ({
    title: 'এই বিক্রেতাকে মুছবেন?',
    body: `${name} এবং তাঁর সব পণ্য ও বিজ্ঞাপন মুছে ফেলা হবে, সাথে সেসব পণ্যের পরিশোধ না হওয়া বুকিংও। পরিশোধ হওয়া অর্ডারের রেকর্ড থেকে যাবে। এটি আর ফেরানো যাবে না।`,
    confirm: 'বিক্রেতা মুছুন',
  }),
  deleteBuyer: (name: string) => ({
    title: 'এই ক্রেতাকে মুছবেন?',
    body: `${name} এবং তাঁর পরিশোধ না হওয়া অর্ডার মুছে ফেলা হবে। পরিশোধ হওয়া অর্ডারের রেকর্ড থেকে যাবে। এটি আর ফেরানো যাবে না।`,
    confirm: 'ক্রেতা মুছুন',
  }),
  makeAdmin: (name: string) => ({
    title: 'এই ব্যবহারকারীকে অ্যাডমিন বানাবেন?',
    body: `${name} সব ব্যবহারকারী, অর্ডার ও রিপোর্ট পরিচালনা করতে পারবেন। অ্যাডমিনদের পরে আর সরানো যায় না।`,
    confirm: ACTION_TEXTS.makeAdmin,
  }),
  verifySeller: (name: string) => ({
    title: 'এই বিক্রেতাকে যাচাই করবেন?',
    body: `প্রতিটি পণ্যে ${name}-এর নামের পাশে যাচাইকৃত ব্যাজ দেখাবে।`,
    confirm: ACTION_TEXTS.verify,
  }),
};
