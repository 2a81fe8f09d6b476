/** A card payment provider: the built-in sandbox by default, Stripe in production. */
export type PaymentCheck = { ok: true } | { ok: false; reason: 'payment-not-confirmed' | 'payment-amount-mismatch' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  /** ISO currency of the intents; Taka (BDT). */
  readonly currency: string;
  /** Starts a payment of `amount` whole Tk. for the booking; the client confirms it with the secret. */
  createIntent(input: { bookingId: string; amount: number; email: string }): Promise<{ clientSecret: string }>;
  /** Asks the provider whether the transaction succeeded, for this booking and this amount. */
  verify(input: { transactionId: string; bookingId: string; amount: number }): Promise<PaymentCheck>;
  /**
   * Gives a confirmed payment back that cannot be recorded (its product was sold to someone else
   * in the meantime). Throws when the provider cannot be reached.
   */
  refund(input: { transactionId: string; bookingId: string }): Promise<void>;
}
