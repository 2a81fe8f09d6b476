import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingMove, BookingState } from '#shared/constants.ts';
import type { dealView, earnings, saleList } from '#shared/schemas/deals.ts';
import { bookingKeys } from './bookings.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const dealKeys = {
  sales: ['sales'] as const,
  earnings: ['earnings'] as const,
};

/** Every list a booking's move changes: the buyer's orders and the admins' (under bookingKeys.all), the seller's sales and earnings. */
export const DEAL_LISTS = [bookingKeys.all, dealKeys.sales, dealKeys.earnings] as const;

/** GET /sales: the bookings of the signed-in seller's laptops, with each buyer's name and phone. */
export const getSales = () => http<z.infer<typeof saleList>>('/api/sales');
/** GET /earnings: the seller's money by where it stands, and per sale. */
export const getEarnings = () => http<z.infer<typeof earnings>>('/api/earnings');

export interface MoveRequest {
  id: string;
  move: BookingMove;
  /** Why (a cancel, a dispute): shown to the other side. */
  reason?: string;
  /** The state the page showed: a booking that moved since is not moved (409 `booking-state-changed`). */
  state: BookingState;
}

/** POST /bookings/:id/:move: answers the booking as the mover now sees it. */
export const moveBooking = ({ id, move, reason, state }: MoveRequest) =>
  http<z.infer<typeof dealView>>(`/api/bookings/${q(id)}/${move}`, { method: 'POST', body: reason ? { reason, state } : { state } });

export const salesQuery = () => queryOptions({ queryKey: dealKeys.sales, queryFn: getSales });
export const earningsQuery = () => queryOptions({ queryKey: dealKeys.earnings, queryFn: getEarnings });
