/** A card payment provider: the built-in sandbox by default, Stripe in production. */
export type PaymentCheck = { ok: true } | { ok: false; reason: 'payment-not-confirmed' | 'payment-amount-mismatch' };

export type RefundReason = 'product-sold' | 'booking-gone' | 'paid-twice';

/** A provider's word that a payment succeeded, read from a signed webhook call. */
export interface PaymentSucceeded {
  transactionId: string;
  bookingId: string;
}

/** A webhook call whose signature does not check out: not from the provider, or altered. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly publishableKey: string | null;
  /** ISO currency of the intents; Taka (BDT). */
  readonly currency: string;
  /** Starts a payment of `amount` whole Tk. for the booking; the client confirms it with the secret. */
  createIntent: (input: { bookingId: string; amount: number; email: string }) => Promise<{ clientSecret: string }>;
  /** Asks the provider whether the transaction succeeded, for this booking and this amount. */
  verify: (input: { transactionId: string; bookingId: string; amount: number }) => Promise<PaymentCheck>;
  /**
   * Gives back a confirmed payment that cannot be recorded: its product was sold to someone else in
   * the meantime, its booking is gone, or the booking was paid already. Throws when the provider
   * cannot be reached.
   */
  refund: (input: { transactionId: string; bookingId: string; reason: RefundReason }) => Promise<void>;
  /**
   * Reads a webhook call: the succeeded payment it announces, or null for any other event. Throws
   * WebhookSignatureError for a bad signature. Absent where the provider sends none (the sandbox,
   * or Stripe without a webhook secret).
   */
  readWebhook?: (payload: Buffer, signature: string) => PaymentSucceeded | null;
}
