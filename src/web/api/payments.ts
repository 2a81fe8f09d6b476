import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentInput, paymentIntent, paymentResult, sandboxConfirmInput, sandboxConfirmResult } from '#shared/schemas/payments.ts';
import { http } from './http.ts';

export const paymentKeys = {
  intent: (bookingId: string) => ['payment-intent', bookingId] as const,
};

/** POST /create-payment-intent: the server reads the amount from the booking. */
export const createPaymentIntent = (bookingId: string, price: number) =>
  http<z.infer<typeof paymentIntent>>('/api/create-payment-intent', { method: 'POST', body: { bookingId, price } });
/** POST /payments/sandbox/confirm: the built-in provider's card check (architecture §7). */
export const confirmSandboxCard = (input: z.input<typeof sandboxConfirmInput>) =>
  http<z.infer<typeof sandboxConfirmResult>>('/api/payments/sandbox/confirm', { method: 'POST', body: input });
/** POST /payments: records a confirmed payment; safe to repeat (architecture §5). */
export const recordPayment = (input: z.input<typeof paymentInput>) =>
  http<z.infer<typeof paymentResult>>('/api/payments', { method: 'POST', body: input });

/**
 * One intent per visit of the payment page: never refetched while the page is open (a new intent would
 * mean a new client secret under the card form), dropped when the page closes.
 */
export const paymentIntentQuery = (bookingId: string, price: number) =>
  queryOptions({
    queryKey: paymentKeys.intent(bookingId),
    queryFn: () => createPaymentIntent(bookingId, price),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
