import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingInput, booking, bookingList } from '#shared/schemas/bookings.ts';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string) => ['bookings', 'mine', email] as const,
  everyone: ['bookings', 'all'] as const,
};

export const createBooking = (input: BookingInput) => http<z.infer<typeof insertedId>>('/api/bookings', { method: 'POST', body: input });
/** GET /bookings?email=: the buyer's own orders. */
export const getMyBookings = (email: string) => http<z.infer<typeof bookingList>>(`/api/bookings?email=${q(email)}`);
export const getBooking = (id: string) => http<z.infer<typeof booking>>(`/api/bookings/${q(id)}`);
export const deleteBooking = (id: string) => http<z.infer<typeof deletedCount>>(`/api/bookings/${q(id)}`, { method: 'DELETE' });
/** GET /allBookings: every order, for admins. */
export const getAllBookings = () => http<z.infer<typeof bookingList>>('/api/allBookings');

export const myBookingsQuery = (email: string) =>
  queryOptions({ queryKey: bookingKeys.mine(email), queryFn: () => getMyBookings(email), enabled: Boolean(email) });
export const allBookingsQuery = () => queryOptions({ queryKey: bookingKeys.everyone, queryFn: getAllBookings });
