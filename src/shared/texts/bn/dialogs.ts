import type { Catalogue } from '../catalogue.ts';

/** The Booking Form and Report to Admin popups (product §2). */
export const DIALOG_TEXTS: Catalogue['DIALOG_TEXTS'] = {
  bookingTitle: 'বুকিং ফর্ম',
  reportTitle: 'অ্যাডমিনকে রিপোর্ট করুন',
  reportSubmit: 'রিপোর্ট জমা দিন',
  close: 'বন্ধ করুন',
  itemName: 'পণ্যের নাম',
  price: 'দাম',
  userName: 'আপনার নাম',
  email: 'ইমেইল',
  phone: 'ফোন নম্বর',
  location: 'লোকেশন (ঐচ্ছিক)',
  message: 'মেসেজ',
  bookingSubmit: 'জমা দিন',
  submitting: 'পাঠানো হচ্ছে…',
};
