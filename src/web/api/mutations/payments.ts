/**
 * The calls that change payments, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/payments.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import type { z } from 'zod';
import type { paymentInput } from '#shared/schemas/payments.ts';
import { advertisementKeys } from '../advertisements.ts';
import { bookingKeys } from '../bookings.ts';
import { answerWallet, chooseCash, confirmSandboxCard, recordPayment, startHostedCheckout } from '../payments.ts';
import { productKeys } from '../products.ts';
import { retryTransient } from '../retry.ts';
import { mutationHook } from '../mutation.ts';

/**
 * Records a payment the provider confirmed. Recording is idempotent on the server, so a dropped connection
 * is simply tried again. The order reads Paid then, and the product is sold: it leaves the lists and the adverts.
 */
export const useRecordPayment = mutationHook({
  key: 'record-payment',
  run: (input: z.input<typeof paymentInput>) => retryTransient(() => recordPayment(input)),
  invalidates: [bookingKeys.all, productKeys.all, advertisementKeys.all],
});
/** The built-in provider's card check: it changes nothing cached (the payment is recorded after it). */
export const useConfirmSandboxCard = mutationHook({ key: 'confirm-sandbox-card', run: confirmSandboxCard, invalidates: [] });
/** Starts a payment on a provider's own page: nothing changes here until the provider says it is paid. */
export const useStartHostedCheckout = mutationHook({ key: 'start-hosted-checkout', run: startHostedCheckout, invalidates: [] });
/** Cash on meet-up: the buyer's order is held for them now, and the laptop is no longer bookable by others. */
export const useChooseCash = mutationHook({
  key: 'choose-cash',
  run: chooseCash,
  invalidates: [bookingKeys.all, ['booking-to-pay'], productKeys.all],
});
/** The sandbox wallet's answer: Market learns the outcome from the wallet itself, after the browser moves on. */
export const useAnswerWallet = mutationHook({ key: 'answer-wallet', run: answerWallet, invalidates: [] });
