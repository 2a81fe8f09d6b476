import type { Product } from '#shared/schemas/products.ts';

/** A listing whose seller gave none of the specs. */
export const NO_SPECS = {
  processor: null,
  ram: null,
  storage: null,
  storageType: null,
  screen: null,
  condition: null,
  district: null,
  division: null,
} as const;

/** A listed product of category `category`, told apart by `n`. */
export function product(n: number, category = '01'): Product {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'Dell',
    category_id: category,
    price: 90_000,
    resell_price: 50_000 + n,
    phone: '01700-000000',
    location: 'Dhaka',
    detail: `Laptop number ${n}`,
    date: '2024-01-01',
    use: '1 year',
    image: '/images/ab/0123456789abcdef0123456789abcdef-card.webp',
    images: ['/images/ab/0123456789abcdef0123456789abcdef-card.webp'],
    seller: 'Seller',
    email: 'seller@example.com',
    sellerVerified: false,
    status: 'available',
    createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(),
    ...NO_SPECS,
    chatOnly: false,
    phoneVerified: false,
  };
}

/** Products `from` up to and excluding `to`. */
export const products = (from: number, to: number, category?: string): Product[] =>
  Array.from({ length: to - from }, (_, i) => product(from + i, category));
