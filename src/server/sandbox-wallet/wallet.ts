import { randomBytes } from 'node:crypto';
import { BkashError, type BkashApi, type BkashPayment } from '../payments/bkash/api.ts';
import type { Db } from '../db/client.ts';
import { sandboxWalletRepository, type WalletRow } from './repository.ts';

/*
 * The sandbox wallet (architecture §7): bKash's checkout calls answered inside the server, with a page of
 * Market's own (/pay/wallet/:paymentId) where the buyer approves, as on bKash's. bKash's published sandbox
 * values decide the outcome. The bKash gateway drives it exactly as it drives bKash, callback included.
 */

/** bKash's sandbox wallets: this one pays, with this code and PIN. */
export const SANDBOX_WALLET = { number: '01770618575', otp: '123456', pin: '12121' } as const;
/** A sandbox wallet without the balance to pay. */
export const SANDBOX_POOR_WALLET = '01823074817';

/** The page where the buyer approves a sandbox payment. */
export const walletPagePath = (paymentId: string) => `/pay/wallet/${paymentId}`;

/** What the wallet page tells the buyer when a payment cannot go through; the catalogue words each. */
export type WalletRefusal = 'wallet-insufficient-balance' | 'wallet-wrong-otp' | 'wallet-wrong-pin' | 'wallet-unknown';

const toPayment = (row: WalletRow): BkashPayment => ({
  paymentID: row.paymentId,
  ...(row.trxId ? { trxID: row.trxId } : {}),
  transactionStatus: row.status === 'Authorized' ? 'Initiated' : row.status,
  amount: row.amount,
  currency: 'BDT',
  merchantInvoiceNumber: row.invoice,
});

/** bKash's answers for the same mistakes: its codes, so the gateway sees what it would see at bKash. */
const rejected = {
  unknown: () => new BkashError('rejected', '2002', 'Invalid Payment ID'),
  notApproved: () => new BkashError('rejected', '2056', 'Invalid Payment State'),
  completed: () => new BkashError('rejected', '2117', 'Payment execution already been called before'),
  refund: () => new BkashError('rejected', '2072', 'Refund amount not valid'),
};

/** Where the buyer goes after the wallet page: the callback with bKash's outcome words. */
function callbackOf(row: WalletRow, status: 'success' | 'failure' | 'cancel'): string {
  const url = new URL(row.callbackUrl);
  url.searchParams.set('paymentID', row.paymentId);
  url.searchParams.set('status', status);
  return url.href;
}

export function createSandboxWallet(db: Db) {
  const repo = sandboxWalletRepository(db);

  const api: BkashApi = {
    async create({ amount, merchantInvoiceNumber, callbackURL }) {
      const paymentId = `SBX${randomBytes(15).toString('base64url')}`;
      const row = await repo.create({ paymentId, invoice: merchantInvoiceNumber, amount, callbackUrl: callbackURL });
      return { ...toPayment(row), bkashURL: new URL(walletPagePath(paymentId), callbackURL).href };
    },
    async execute(paymentID) {
      const done = await repo.move(paymentID, 'Authorized', {
        status: 'Completed',
        trxId: `SB${randomBytes(6).toString('hex').toUpperCase()}`,
      });
      if (done) return toPayment(done);
      const row = await repo.find(paymentID);
      if (!row) throw rejected.unknown();
      throw row.status === 'Completed' ? rejected.completed() : rejected.notApproved();
    },
    async status(paymentID) {
      const row = await repo.find(paymentID);
      if (!row) throw rejected.unknown();
      return toPayment(row);
    },
    async refund({ paymentID, trxID, amount }) {
      const row = await repo.addRefund(paymentID, trxID, amount);
      if (!row) throw rejected.refund();
      return { refundTrxID: `SR${randomBytes(6).toString('hex').toUpperCase()}`, transactionStatus: 'Completed', amount };
    },
  };

  return {
    api,
    /** What the wallet page shows: the amount and the merchant's invoice; null for an id it never issued. */
    async describe(paymentId: string) {
      const row = await repo.find(paymentId);
      return row ? { paymentId, amount: row.amount, invoice: row.invoice, open: row.status === 'Initiated' } : null;
    },
    /**
     * The buyer's answer on the wallet page: pay with a wallet, its code and PIN, or cancel. Answers where the
     * browser goes next (the callback), and why it failed; null when the payment is unknown or answered already.
     */
    async answer(
      paymentId: string,
      answer: { cancel: true } | { wallet: string; otp: string; pin: string },
    ): Promise<{ redirectUrl: string; refusal?: WalletRefusal } | null> {
      if ('cancel' in answer) {
        const row = await repo.move(paymentId, 'Initiated', { status: 'Cancelled' });
        return row ? { redirectUrl: callbackOf(row, 'cancel') } : null;
      }
      const refusal = refusalOf(answer);
      const row = await repo.move(
        paymentId,
        'Initiated',
        refusal ? { status: 'Failed', wallet: answer.wallet } : { status: 'Authorized', wallet: answer.wallet },
      );
      if (!row) return null;
      return refusal ? { redirectUrl: callbackOf(row, 'failure'), refusal } : { redirectUrl: callbackOf(row, 'success') };
    },
  };
}
export type SandboxWallet = ReturnType<typeof createSandboxWallet>;

function refusalOf({ wallet, otp, pin }: { wallet: string; otp: string; pin: string }): WalletRefusal | undefined {
  if (wallet === SANDBOX_POOR_WALLET) return 'wallet-insufficient-balance';
  if (wallet !== SANDBOX_WALLET.number) return 'wallet-unknown';
  if (otp !== SANDBOX_WALLET.otp) return 'wallet-wrong-otp';
  if (pin !== SANDBOX_WALLET.pin) return 'wallet-wrong-pin';
  return undefined;
}
