import type { CheckoutFacts, HostedGateway, ProviderWord } from '../hosted.ts';
import { BkashError, type BkashApi, type BkashPayment } from './api.ts';

/** Where bKash sends the buyer back, with `paymentID` and `status` appended (checkouts/callback-routes.ts). */
export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';

/** bKash's statuses of a payment that took no money and never will. */
const ENDED = new Set(['Failed', 'Cancelled', 'Expired', 'Declined']);

/** What a payment bKash reports means for Market: paid only when Completed, with a transaction id. */
function wordOf(payment: BkashPayment): ProviderWord {
  if (payment.transactionStatus === 'Completed' && payment.trxID) {
    return {
      kind: 'paid',
      trxId: payment.trxID,
      amount: payment.amount,
      currency: payment.currency,
      invoice: payment.merchantInvoiceNumber,
      review: false,
    };
  }
  if (ENDED.has(payment.transactionStatus)) return { kind: 'failed', code: `bkash-${payment.transactionStatus.toLowerCase()}` };
  return { kind: 'waiting', code: `bkash-${payment.transactionStatus.toLowerCase() || 'initiated'}` };
}

const unknownOf = (err: unknown): ProviderWord => {
  if (err instanceof BkashError) return { kind: 'unknown', code: `bkash-${err.code}` };
  throw err;
};

const referenceOf = (checkout: CheckoutFacts): string => {
  if (!checkout.reference) throw new Error(`checkout ${checkout.id} has no bKash payment id`);
  return checkout.reference;
};

/**
 * bKash Tokenized Checkout as a hosted gateway, over bKash's API (client.ts) or the sandbox wallet's
 * (sandbox-wallet/wallet.ts), which speak the same calls: create, then the buyer approves on bKash's page, then
 * execute (once), or the payment's status when execute gives no answer.
 */
export function bkashGateway(api: BkashApi, provider: 'bkash' | 'sandbox'): HostedGateway {
  const ask = async (checkout: CheckoutFacts): Promise<ProviderWord> => {
    try {
      return wordOf(await api.status(referenceOf(checkout)));
    } catch (err) {
      return unknownOf(err);
    }
  };
  return {
    provider,
    method: 'bkash',
    async start(checkout, { buyer, origin }) {
      const created = await api.create({
        amount: checkout.amount,
        merchantInvoiceNumber: checkout.invoice,
        callbackURL: new URL(BKASH_CALLBACK_PATH, origin).href,
        payerReference: buyer.phone || checkout.invoice,
      });
      return { redirectUrl: created.bkashURL, reference: created.paymentID };
    },
    async finish(checkout) {
      try {
        return wordOf(await api.execute(referenceOf(checkout)));
      } catch (err) {
        // Execute timed out or erred (perhaps after bKash completed it): the status says what happened, not a guess.
        if (!(err instanceof BkashError)) throw err;
        return ask(checkout);
      }
    },
    ask,
    async refund(checkout, amount, reason) {
      if (!checkout.trxId) throw new Error(`checkout ${checkout.id} was not paid`);
      const refunded = await api.refund({ paymentID: referenceOf(checkout), trxID: checkout.trxId, amount, reason });
      return refunded.refundTrxID;
    },
  };
}
