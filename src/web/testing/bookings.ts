import type { Booking } from '#shared/schemas/bookings.ts';

/** A booking as the API answers it: an unpaid booking of a Dell at Tk. 45,000 by Sadia Islam, with `overrides` on top. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    productId: '00000000-0000-4000-8000-000000000002',
    image: '/images/ab/0123456789abcdef0123456789abcdef-card.webp',
    price: 45_000,
    itemName: 'Dell Latitude 7490',
    userName: 'Sadia Islam',
    email: 'sadia@example.com',
    phone: '01911-000111',
    location: 'Dhanmondi',
    paid: false,
    transactionId: null,
    sold: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    state: 'booked',
    method: null,
    holdUntil: null,
    handedOverAt: null,
    reason: null,
    endedBy: null,
    ...overrides,
  };
}
