import type { Booking, BookingInput } from '#shared/schemas/bookings.ts';
import type { Report, ReportInput } from '#shared/schemas/reports.ts';
import { http } from './http.ts';

type Inserted = { acknowledged: boolean; insertedId: string };
type Deleted = { deletedCount: number };
const q = encodeURIComponent;

export const createBooking = (input: BookingInput) => http<Inserted>('/api/bookings', { method: 'POST', body: input });
export const getMyBookings = (email: string) => http<Booking[]>(`/api/bookings?email=${q(email)}`);
export const getBooking = (id: string) => http<Booking>(`/api/bookings/${q(id)}`);
export const deleteBooking = (id: string) => http<Deleted>(`/api/bookings/${q(id)}`, { method: 'DELETE' });
export const getAllBookings = () => http<Booking[]>('/api/allBookings');

export const createReport = (input: ReportInput) => http<Inserted>('/api/report', { method: 'POST', body: input });
export const getReports = () => http<Report[]>('/api/report');
export const deleteReport = (id: string) => http<Deleted>(`/api/report/${q(id)}`, { method: 'DELETE' });

export const createPaymentIntent = (bookingId: string, price: number) =>
  http<{ clientSecret: string; amount: number; currency: string; provider: 'sandbox' | 'stripe' }>('/api/create-payment-intent', {
    method: 'POST',
    body: { bookingId, price },
  });
export const confirmSandboxCard = (input: { clientSecret: string; number: string; expiry: string; cvc: string }) =>
  http<{ status: 'succeeded'; id: string }>('/api/payments/sandbox/confirm', { method: 'POST', body: input });
export const recordPayment = (input: { bookingId: string; transactionId: string; price: number; email: string }) =>
  http<{ acknowledged: boolean; insertedId: string; transactionId: string }>('/api/payments', { method: 'POST', body: input });
