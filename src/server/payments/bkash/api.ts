/*
 * bKash Tokenized Checkout (v1.2.0-beta), as Market uses it: the calls and the fields of their answers
 * that Market reads. Two implementations: client.ts speaks HTTP to bKash (or to a stand-in that speaks
 * its protocol), and the sandbox wallet (sandbox-wallet/wallet.ts) answers the same calls inside the server.
 * Amounts are whole Taka here; bKash's strings ("60000.00") are converted at the edge.
 */

/** A payment as bKash reports it from create, execute and payment/status. */
export interface BkashPayment {
  paymentID: string;
  /** Present once the payment is completed. */
  trxID?: string;
  /** `Initiated`, `Completed`, `Failed`, `Cancelled`, … as bKash spells it. */
  transactionStatus: string;
  /** Whole Taka; NaN when bKash sent something that is not an amount. */
  amount: number;
  currency: string;
  merchantInvoiceNumber: string;
}

export interface BkashCreated extends BkashPayment {
  /** Where the buyer approves the payment (wallet number, OTP, PIN). */
  bkashURL: string;
}

export interface BkashRefund {
  refundTrxID: string;
  transactionStatus: string;
  amount: number;
}

/**
 * Why a call failed. `rejected`: bKash answered with an error code (its `statusCode` other than `0000`,
 * or `errorCode`), which a retry will not change; `unavailable`: no usable answer (network error,
 * timeout, 5xx, a body that is not bKash's), so the outcome is unknown and must be asked again.
 */
export class BkashError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    /** bKash's code (`2001`, `2056`, …) for `rejected`; `network`, `timeout`, `http-503`, `bad-answer` for `unavailable`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface BkashApi {
  /** Create payment: mode `0011`, intent `sale`, currency `BDT`. */
  create: (input: { amount: number; merchantInvoiceNumber: string; callbackURL: string; payerReference: string }) => Promise<BkashCreated>;
  /** Execute payment: called once per payment, after the buyer approved it. */
  execute: (paymentID: string) => Promise<BkashPayment>;
  /** Query payment (payment/status): what bKash knows of it now. */
  status: (paymentID: string) => Promise<BkashPayment>;
  /** Refund (payment/refund) of `amount` whole Taka of a completed payment. */
  refund: (input: { paymentID: string; trxID: string; amount: number; reason: string }) => Promise<BkashRefund>;
}
