import type { Catalogue } from '../catalogue.ts';

/** What every page's frame says: the site's name, the navbar, the category menu and the footer (product §1, §2). */
export const LAYOUT_TEXTS: Catalogue['LAYOUT_TEXTS'] = {
  brand: 'মার্কেট',
  skipToContent: 'মূল অংশে চলে যান',
  loading: 'লোড হচ্ছে',
  nav: {
    home: 'হোম',
    signup: 'সাইন আপ',
    login: 'লগইন',
    logout: 'লগআউট',
    inbox: 'ইনবক্স',
    dashboard: 'ড্যাশবোর্ড',
    main: 'প্রধান মেনু',
    openMenu: 'মেনু খুলুন',
  },
  categoriesLabel: 'ক্যাটাগরি',
  categoriesFailed: 'ক্যাটাগরিগুলো লোড করা যায়নি।',
  footerTagline: 'ব্যবহৃত ল্যাপটপ ও ডিভাইসের কেনাবেচা, সারা বাংলাদেশ জুড়ে।',
  footerColumns: [
    { title: 'সেবা', items: ['ব্যবহৃত ল্যাপটপ কিনুন', 'আপনার ল্যাপটপ বিক্রি করুন', 'কোনো পণ্যের বিজ্ঞাপন দিন', 'কার্ডে পেমেন্ট'] },
    { title: 'কোম্পানি', items: ['আমাদের সম্পর্কে', 'যোগাযোগ', 'ক্যারিয়ার', 'প্রেস কিট'] },
    { title: 'আইনি তথ্য', items: ['ব্যবহারের শর্তাবলি', 'গোপনীয়তা নীতি', 'কুকি নীতি'] },
  ],
  blogsLink: 'ব্লগ',
  /**
   * The language switch names the other language in that language's own script, and the hint offers
   * English to a reader of a Bangla page, in English: both are for a reader of the other language.
   */
  language: {
    other: 'English',
    otherLabel: 'Read this page in English',
    hint: 'Market is in English too.',
    hintAction: 'See it in English',
    hintDismiss: 'No, keep Bangla',
  },
};
