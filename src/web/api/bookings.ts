import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingDetails, BookingInput, booking } from '#shared/schemas/bookings.ts';
import type { dealList } from '#shared/schemas/deals.ts';
import type { deletedCount, insertedId } from '#shared/schemas/common.ts';
import { ApiError, http } from './http.ts';
import { pageQuery } from './load.ts';

const q = encodeURIComponent;

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string) => ['bookings', 'mine', email] as const,
  everyone: ['bookings', 'all'] as const,
};

export const createBooking = (input: BookingInput) => http<z.infer<typeof insertedId>>('/api/bookings', { method: 'POST', body: input });
/** GET /bookings?email=: the buyer's own orders, each with the moves open to them. */
export const getMyBookings = (email: string) => http<z.infer<typeof dealList>>(`/api/bookings?email=${q(email)}`);
export const getBooking = (id: string) => http<z.infer<typeof booking>>(`/api/bookings/${q(id)}`);
/** POST /bookings/:id/details: the buyer's phone and meeting place for their unpaid booking; answers the booking. */
export const saveBookingDetails = ({ id, ...details }: BookingDetails & { id: string }) =>
  http<z.infer<typeof booking>>(`/api/bookings/${q(id)}/details`, { method: 'POST', body: details });
export const deleteBooking = (id: string) => http<z.infer<typeof deletedCount>>(`/api/bookings/${q(id)}`, { method: 'DELETE' });
/** GET /allBookings: every order, for admins, each with the moves open to them. */
export const getAllBookings = () => http<z.infer<typeof dealList>>('/api/allBookings');

export const myBookingsQuery = (email: string) =>
  queryOptions({ queryKey: bookingKeys.mine(email), queryFn: () => getMyBookings(email), enabled: Boolean(email) });
/**
 * The booking on the payment page, read by its loader on every visit; null without a session (the
 * sign-in guard then takes over). Under a key of its own rather than `bookingKeys.all`: the page itself
 * says when the booking is paid, and a refetch would only repeat it.
 */
export const bookingToPayQuery = (id: string) =>
  pageQuery(['booking-to-pay', id] as const, async () => {
    try {
      return await getBooking(id);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  });
export const allBookingsQuery = () => queryOptions({ queryKey: bookingKeys.everyone, queryFn: getAllBookings });
