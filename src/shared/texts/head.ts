import { formatTk } from '../format.ts';

/**
 * What each page tells search engines and link previews (Facebook, WhatsApp): its title and a one-line
 * description. Titles end with the site's name.
 */
export const SITE_NAME = 'Market';

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
  notFound: { title: `Page not found — ${SITE_NAME}`, description: 'There is no page at this address on Market.' },
  dashboard: { title: `Dashboard — ${SITE_NAME}`, description: 'Your orders, products and adverts on Market.' },
} as const;
