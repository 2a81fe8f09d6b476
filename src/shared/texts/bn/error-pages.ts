import type { Catalogue } from '../catalogue.ts';

/** The screens shown instead of a page: an address with no page (product §2), and a page that failed. */
export const ERROR_PAGE_TEXTS: Catalogue['ERROR_PAGE_TEXTS'] = {
  notFound: { title: 'উফ্‌!! পেজটি পাওয়া যায়নি: ৪০৪', body: 'আপনি ভুল একটি লিংকে এসেছেন।', backHome: 'হোমে ফিরে যান' },
  routeError: { title: 'কিছু একটা গোলমাল হয়ে গেছে!!!' },
};
