import type { Catalogue } from '../catalogue.ts';

/** The toast each action shows when it succeeds (product §2, §4, §5, word for word). */
export const TOASTS: Catalogue['TOASTS'] = {
  login: 'লগইন সফল হয়েছে',
  signup: 'অ্যাকাউন্ট তৈরি হয়েছে',
  booking: 'আপনার বুকিং নিশ্চিত হয়েছে',
  report: 'রিপোর্ট জমা দেওয়া হয়েছে',
  productAdded: 'পণ্য যোগ করা হয়েছে',
  advertised: 'পণ্যের বিজ্ঞাপন যোগ করা হয়েছে',
  productDeleted: 'পণ্য মুছে ফেলা হয়েছে',
  orderDeleted: 'অর্ডার মুছে ফেলা হয়েছে',
  sellerVerified: 'বিক্রেতা যাচাই করা হয়েছে',
  sellerDeleted: 'বিক্রেতা মুছে ফেলা হয়েছে',
  buyerDeleted: 'ক্রেতা মুছে ফেলা হয়েছে',
  madeAdmin: 'অ্যাডমিন বানানো হয়েছে',
  accountDeleted: 'অ্যাকাউন্ট মুছে ফেলা হয়েছে',
  reportDeleted: 'রিপোর্ট মুছে ফেলা হয়েছে',
  contact: 'ফর্ম জমা হয়েছে, যোগাযোগ করার জন্য ধন্যবাদ',
  advertRemoved: 'বিজ্ঞাপন সরানো হয়েছে',
};
