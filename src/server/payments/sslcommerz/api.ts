/*
 * SSLCommerz v4, as Market uses it: session init, the signature of the IPN and of the browser's return,
 * the validation API, the transaction query by tran_id and the refund API. client.ts speaks HTTP to
 * SSLCommerz (or to a stand-in that speaks its protocol). Amounts are whole Taka here; SSLCommerz's
 * strings ("60000.00") are converted at the edge.
 */

/** A transaction as the validation API or the transaction query reports it. */
export interface SslcommerzTransaction {
  /** `VALID`, `VALIDATED`, `INVALID_TRANSACTION`, `PENDING`, `FAILED`, … as SSLCommerz spells it. */
  status: string;
  tranId: string;
  valId: string;
  /**
   * Whole Taka, NaN when not an amount; a fraction stays a fraction. The amount Market asked for at
   * init (`currency_amount`), or `amount` when SSLCommerz leaves `currency_type` empty.
   */
  amount: number;
  /** The currency of `amount`, such as `BDT`: `currency_type` (asked for at init), else `currency`. */
  currency: string;
  bankTranId: string;
  /** 0 or 1; 1 means SSLCommerz asks the merchant to check before delivering (also when it says nothing). */
  riskLevel: number;
}

export interface SslcommerzRefund {
  /** `success`, `processing` or `failed`, as the refund API answers. */
  status: string;
  refundRefId: string;
  /** SSLCommerz's reason when the refund `failed`. */
  errorReason?: string;
}

/** As BkashError: `rejected` for SSLCommerz's refusal, `unavailable` when there is no usable answer. */
export class SslcommerzError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    /**
     * `rejected`: `init-failed` (session init FAILED), or APIConnect's `invalid-request`,
     * `authentication-failed`, `store-inactive` (`refused` for another value); `unavailable`: `network`,
     * `timeout`, `http-<status>`, `bad-answer`.
     */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SslcommerzApi {
  /** gwprocess/v4/api.php: a session for `tranId`; where to send the buyer. */
  initSession: (input: {
    tranId: string;
    amount: number;
    productName: string;
    customer: { name: string; email: string; phone: string };
    urls: { success: string; fail: string; cancel: string; ipn: string };
  }) => Promise<{ gatewayPageURL: string; sessionkey: string }>;
  /**
   * Whether the fields of an IPN or of the browser's return carry a good `verify_sign`: the MD5 of the
   * fields `verify_key` names plus `store_passwd` (the MD5 of the store password), sorted by name, as
   * `key=value` joined by `&`.
   */
  signatureIsValid: (fields: Record<string, string>) => boolean;
  /** validator/api/validationserverAPI.php by `val_id`. */
  validate: (valId: string) => Promise<SslcommerzTransaction>;
  /** The transaction query by `tran_id` (reconciliation): every attempt SSLCommerz holds for it. */
  query: (tranId: string) => Promise<SslcommerzTransaction[]>;
  /**
   * The refund API, for `amount` whole Taka of a paid transaction. `refeId` is Market's reference; it
   * also makes the `refund_trans_id` SSLCommerz requires, so a retry asks for the same refund.
   */
  refund: (input: { bankTranId: string; amount: number; remarks: string; refeId: string }) => Promise<SslcommerzRefund>;
}
