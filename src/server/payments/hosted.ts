/*
 * A payment on a provider's own page (bKash, SSLCommerz, the sandbox wallet): Market starts it, sends the
 * buyer there, and learns the outcome from the provider itself, never from the browser. checkouts/settle.ts
 * drives every gateway the same way; bkash/gateway.ts and sslcommerz/gateway.ts speak to each.
 */

/** A checkout as a gateway needs it: Market's invoice number, the amount, and what the provider said so far. */
export interface CheckoutFacts {
  id: string;
  invoice: string;
  /** Whole Tk., the booking's price when it started. */
  amount: number;
  /** The provider's id of the payment (bKash's paymentID, SSLCommerz's sessionkey). */
  reference: string | null;
  /** The provider's transaction id, once paid. */
  trxId: string | null;
}

/**
 * The provider's word about a checkout. `paid` carries what the provider says was paid, which the caller
 * compares with the checkout; `failed`: no money was or will be taken; `waiting`: the buyer has not
 * finished (or the provider has not), no money taken yet; `unknown`: the provider could not be asked, or
 * answered nothing usable (ask again later).
 */
export type ProviderWord =
  | {
      kind: 'paid';
      trxId: string;
      amount: number;
      currency: string;
      invoice: string;
      /** The provider asks the merchant to check the payment before delivering (SSLCommerz's risk_level 1). */
      review: boolean;
      valId?: string;
    }
  | { kind: 'failed'; code: string }
  | { kind: 'waiting'; code: string }
  | { kind: 'unknown'; code: string };

export interface StartContext {
  buyer: { name: string; email: string; phone: string };
  productName: string;
  /** The origin the buyer's browser is on: where the provider sends them back to. */
  origin: string;
}

export interface HostedGateway {
  /** Who takes the money: `sandbox` for the built-in wallet. */
  readonly provider: 'bkash' | 'sslcommerz' | 'sandbox';
  readonly method: 'bkash' | 'sslcommerz';
  /** Starts the payment at the provider: the page to send the buyer to, and the provider's id of it. */
  start: (checkout: CheckoutFacts, context: StartContext) => Promise<{ redirectUrl: string; reference: string }>;
  /**
   * Completes a payment the provider's notice says succeeded, as its protocol asks: bKash's execute (once
   * per checkout: the caller holds the checkout's claim), SSLCommerz's validation of `valId`.
   */
  finish: (checkout: CheckoutFacts, proof: { valId?: string }) => Promise<ProviderWord>;
  /** What the provider says of the payment now, changing nothing (reconciliation, and when finishing failed). */
  ask: (checkout: CheckoutFacts) => Promise<ProviderWord>;
  /** Whether a notice's fields carry the provider's signature (SSLCommerz's verify_sign); absent where notices are not signed. */
  signatureIsValid?: (fields: Record<string, string>) => boolean;
  /** Gives back `amount` of a paid checkout; answers the provider's id of the refund. Throws when it could not. */
  refund: (checkout: CheckoutFacts, amount: number, reason: string) => Promise<string>;
}

/** The currency every amount is in. */
export const TAKA = 'BDT';
