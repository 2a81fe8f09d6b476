import type { Booking } from '#shared/schemas/bookings.ts';

/** What both card forms (sandbox and Stripe) receive from the payment page. */
export interface CardFormProps {
  booking: Booking;
  /** Issued by POST /api/payments/checkout (method card); the Pay button waits for it. */
  clientSecret: string | undefined;
  payer: { name: string; email: string };
  /** Records the confirmed payment (POST /api/payments); throws with the server's message when it cannot. */
  onConfirmed: (transactionId: string) => Promise<void>;
}
