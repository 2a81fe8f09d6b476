import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../../format.ts';

/** The four Q&A blocks of the /blogs page (product §2). Kept apart from home.ts so the home route does not carry them. */

export const BLOGS_TEXTS: Catalogue['BLOGS_TEXTS'] = {
  title: 'প্রশ্নোত্তর',
  subtitle: 'মার্কেট যাঁরা তৈরি করেন, সেই ডেভেলপারদের কাছ থেকে যেসব প্রশ্ন আমরা প্রায়ই শুনি, তার ছোট ও সোজাসাপ্টা উত্তর।',
  answerLabel: 'উত্তর',
  questionNumber: (n: number) => `প্রশ্ন ${formatNumber(n, 'bn')}`,
};
