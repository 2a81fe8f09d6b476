import type { Catalogue } from '../catalogue.ts';

/** The login and sign-up screens (product §2, §3). */
export const AUTH_TEXTS: Catalogue['AUTH_TEXTS'] = {
  loginTitle: 'লগইন',
  signupTitle: 'সাইন আপ',
  email: 'ইমেইল',
  password: 'পাসওয়ার্ড',
  name: 'নাম',
  option: 'অ্যাকাউন্টের ধরন',
  loginSubmit: 'লগইন',
  signupSubmit: 'সাইন আপ',
  newHere: 'মার্কেটে নতুন?',
  haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
  loginLink: 'লগইন করুন',
  createAccount: 'নতুন অ্যাকাউন্ট তৈরি করুন',
  googleContinue: 'Google দিয়ে চালিয়ে যান',
  or: 'অথবা',
  googleFailed: 'Google দিয়ে লগইন সম্পন্ন হয়নি। আবার চেষ্টা করুন।',
  googleNotLinked: 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। সেই অ্যাকাউন্টের ইমেইল ও পাসওয়ার্ড দিয়ে লগইন করুন।',
  googleFinishing: 'Google দিয়ে লগইন শেষ করা হচ্ছে',
  submitting: 'একটু অপেক্ষা করুন',
};
