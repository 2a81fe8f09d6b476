import { walletAnswer } from '#shared/schemas/payments.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';

/** The three fields of a wallet payment, each checked by its piece of the schema the server checks with. */
const pay = walletAnswer.options[1].shape;

export type WalletStepName = 'wallet' | 'otp' | 'pin';
export type WalletValues = Record<WalletStepName, string>;

/**
 * The wallet page's steps, in order, as bKash's own checkout asks them: the account number, the code it
 * sends, then the PIN. `length` is how many digits each takes.
 */
export const WALLET_STEPS = [
  { name: 'wallet', length: 11, schema: pay.wallet },
  { name: 'otp', length: 6, schema: pay.otp },
  { name: 'pin', length: 5, schema: pay.pin },
] as const;

/** Keeps what may be typed into a step: its digits, up to its length. */
export const stepDigits = (step: (typeof WALLET_STEPS)[number], typed: string): string => typed.replace(/\D/g, '').slice(0, step.length);

/** Why a step's entry is refused, in the catalogue's words; null when its schema takes it. */
export const stepProblem = (step: (typeof WALLET_STEPS)[number], value: string, { PAYMENT_TEXTS }: Catalogue): string | null =>
  step.schema.safeParse(value).success ? null : PAYMENT_TEXTS.wallet.invalid[step.name];
