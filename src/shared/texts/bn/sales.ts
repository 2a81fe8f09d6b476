import type { Catalogue } from '../catalogue.ts';

/*
 * The seller's and the admins' views of the deals (product "Paying and the money held"): the Earnings tiles
 * and All Orders' filter. The states, methods and moves themselves are in deals.ts.
 */

export const SALES_TEXTS: Catalogue['SALES_TEXTS'] = {
  /** Earnings: where a seller's money stands, one tile each. */
  tiles: {
    held: 'মার্কেটের কাছে জমা',
    released: 'আপনাকে দেওয়া হয়েছে',
    refunded: 'রিফান্ড হয়েছে',
    cash: 'নগদে পরিশোধিত',
  },
  tileHints: {
    held: 'ক্রেতা ল্যাপটপ পাওয়ার কথা নিশ্চিত না করা পর্যন্ত',
    released: 'আপনার টাকা: ক্রেতারা ল্যাপটপ পেয়ে গেছেন',
    refunded: 'ক্রেতাদের ফেরত দেওয়া হয়েছে',
    cash: 'সাক্ষাতে নেওয়া, মার্কেটের মাধ্যমে কখনো নয়',
  },
  /** The caption of Earnings' table of sales. */
  perSale: 'প্রতিটি বিক্রি',
  /** All Orders: every booking, or those an admin must act on (a dispute, a payment under review). */
  filter: { label: 'দেখান', all: 'সব অর্ডার', attention: 'মনোযোগ দরকার' },
  /** The buyer's phone as a link that calls it. */
  call: (name: string, phone: string) => `${name}-কে ${phone} নম্বরে কল করুন`,
};
