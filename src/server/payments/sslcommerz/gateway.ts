import type { HostedGateway, ProviderWord } from '../hosted.ts';
import { SslcommerzError, type SslcommerzApi, type SslcommerzTransaction } from './api.ts';

/** Where SSLCommerz posts its IPN, and where it sends the buyer's browser back (checkouts/callback-routes.ts). */
export const SSLCOMMERZ_PATHS = {
  ipn: '/api/payments/sslcommerz/ipn',
  return: (result: 'success' | 'fail' | 'cancel') => `/api/payments/sslcommerz/return/${result}`,
};

const PAID = new Set(['VALID', 'VALIDATED']);
const ENDED = new Set(['FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']);

function wordOf(transaction: SslcommerzTransaction): ProviderWord {
  if (PAID.has(transaction.status)) {
    return {
      kind: 'paid',
      trxId: transaction.bankTranId,
      amount: transaction.amount,
      currency: transaction.currency,
      invoice: transaction.tranId,
      review: transaction.riskLevel === 1,
      valId: transaction.valId,
    };
  }
  const code = `sslcommerz-${transaction.status.toLowerCase() || 'unknown'}`;
  return ENDED.has(transaction.status) ? { kind: 'failed', code } : { kind: 'waiting', code };
}

const unknownOf = (err: unknown): ProviderWord => {
  if (err instanceof SslcommerzError) return { kind: 'unknown', code: `sslcommerz-${err.code}` };
  throw err;
};

/**
 * SSLCommerz v4 as a hosted gateway: a session, the buyer on SSLCommerz's page, then its IPN and the
 * browser's return (either first), each confirmed only by the validation API; the transaction query
 * when neither came.
 */
export function sslcommerzGateway(api: SslcommerzApi): HostedGateway {
  return {
    provider: 'sslcommerz',
    method: 'sslcommerz',
    async start(checkout, { buyer, productName, origin }) {
      const url = (path: string) => new URL(path, origin).href;
      const session = await api.initSession({
        tranId: checkout.invoice,
        amount: checkout.amount,
        productName,
        customer: buyer,
        urls: {
          success: url(SSLCOMMERZ_PATHS.return('success')),
          fail: url(SSLCOMMERZ_PATHS.return('fail')),
          cancel: url(SSLCOMMERZ_PATHS.return('cancel')),
          ipn: url(SSLCOMMERZ_PATHS.ipn),
        },
      });
      return { redirectUrl: session.gatewayPageURL, reference: session.sessionkey };
    },
    async finish(_checkout, { valId }) {
      if (!valId) return { kind: 'unknown', code: 'sslcommerz-no-val-id' };
      try {
        const word = wordOf(await api.validate(valId));
        // A val_id SSLCommerz does not vouch for proves nothing either way: the query settles the checkout later.
        return word.kind === 'paid' ? word : { kind: 'unknown', code: word.code };
      } catch (err) {
        return unknownOf(err);
      }
    },
    async ask(checkout) {
      let attempts: SslcommerzTransaction[];
      try {
        attempts = await api.query(checkout.invoice);
      } catch (err) {
        return unknownOf(err);
      }
      const words = attempts.map(wordOf);
      return (
        words.find((word) => word.kind === 'paid') ??
        words.find((word) => word.kind === 'waiting') ??
        words[0] ?? { kind: 'waiting', code: 'sslcommerz-not-attempted' }
      );
    },
    signatureIsValid: (fields) => api.signatureIsValid(fields),
    async refund(checkout, amount, reason) {
      if (!checkout.trxId) throw new Error(`checkout ${checkout.id} was not paid`);
      const refunded = await api.refund({ bankTranId: checkout.trxId, amount, remarks: reason, refeId: checkout.id });
      if (refunded.status === 'failed') throw new SslcommerzError('rejected', 'refund-failed', 'SSLCommerz refused the refund');
      return refunded.refundRefId;
    },
  };
}
