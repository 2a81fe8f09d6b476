import { formatTk } from '../format.ts';
import { LAYOUT_TEXTS } from './navigation.ts';

/**
 * What each page tells search engines and link previews (Facebook, WhatsApp): its title and a one-line
 * description. Titles end with the site's name.
 */
export const SITE_NAME = LAYOUT_TEXTS.brand;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export const HEAD_TEXTS = {
  home: {
    title: 'Market — used laptops for sale in Bangladesh',
    description:
      'Buy and sell used laptops in Bangladesh: HP, Asus, Lenovo, MSI, Acer, Apple, Dell, Microsoft and Avita, priced in Tk., from sellers near you.',
  },
  category: {
    title: (brand: string) => `${brand} laptops for sale — ${SITE_NAME}`,
    description: (brand: string, count: number, cheapest: number | null) =>
      count > 0 && cheapest !== null
        ? `${count}${count >= 100 ? '+' : ''} used ${brand} laptops for sale in Bangladesh, from ${formatTk(cheapest)}. See the photos, the price and the seller's phone number.`
        : `Used ${brand} laptops for sale in Bangladesh. New listings appear here first.`,
  },
  blogs: {
    title: `Questions and answers — ${SITE_NAME}`,
    description: 'Short written answers about state management, prototypal inheritance, unit tests and React, Angular and Vue.',
  },
  login: { title: `Login — ${SITE_NAME}`, description: 'Log in to Market to book a laptop, pay by card, or manage the items you sell.' },
  signup: {
    title: `Sign Up — ${SITE_NAME}`,
    description: 'Create a Market account as a buyer or a seller of used laptops in Bangladesh.',
  },
  search: {
    title: (q: string | undefined) => (q ? `${q}: used laptops — ${SITE_NAME}` : `Search used laptops — ${SITE_NAME}`),
    description: 'Find a used laptop in Bangladesh by brand, processor, RAM, storage, condition, price and district.',
  },
  product: {
    /** The laptop's name cut to what a search result shows of a title. */
    title: (laptop: string, price: number, sold: boolean) =>
      `${clip(laptop, 60)}${sold ? ' (sold)' : ''} — ${formatTk(price)} — ${SITE_NAME}`,
    description: (laptop: string, price: number, location: string, use: string, sold: boolean) =>
      sold
        ? `${clip(laptop, 120)}, sold on Market for ${formatTk(price)}. See similar used laptops for sale in Bangladesh.`
        : `${clip(laptop, 120)} for sale in ${location} for ${formatTk(price)}, used ${use}. See every photo and spec, and book it on Market.`,
  },
  seller: {
    title: (name: string) => `${name}, seller on ${SITE_NAME}`,
    description: (name: string, onSale: number, sold: number) =>
      `${name} sells used laptops on Market: ${onSale} on sale, ${sold} sold. See their laptops and book one.`,
  },
  notFound: { title: `Page not found — ${SITE_NAME}`, description: 'There is no page at this address on Market.' },
  unsubscribe: { title: `Unsubscribe — ${SITE_NAME}`, description: 'Stop one kind of e-mail from Market.' },
  dashboard: { title: `Dashboard — ${SITE_NAME}`, description: 'Your orders, products and adverts on Market.' },
  inbox: { title: `Inbox — ${SITE_NAME}`, description: 'Your conversations with buyers and sellers on Market.' },
  wallet: { title: `bKash payment (sandbox) — ${SITE_NAME}`, description: 'Approve a test bKash payment to Market.' },
} as const;
