import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Booking } from '#shared/schemas/bookings.ts';
import type {
  CheckoutStatus,
  WalletAnswer,
  checkoutRedirect,
  paymentInput,
  paymentIntent,
  paymentResult,
  sandboxConfirmInput,
  sandboxConfirmResult,
  walletPayment,
  walletResult,
} from '#shared/schemas/payments.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

export const paymentKeys = {
  intent: (bookingId: string) => ['payment-intent', bookingId] as const,
  checkout: (checkoutId: string) => ['checkout', checkoutId] as const,
  wallet: (paymentId: string) => ['sandbox-wallet', paymentId] as const,
};

type Intent = z.infer<typeof paymentIntent>;
type Redirect = z.infer<typeof checkoutRedirect>;

/** POST /payments/checkout with a card: the card form's client secret; the server reads the amount from the booking. */
export const startCardCheckout = (bookingId: string) =>
  http<Intent>('/api/payments/checkout', { method: 'POST', body: { bookingId, method: 'card' } });
/** POST /payments/checkout with a provider that hosts its own page: where to send the buyer. */
export const startHostedCheckout = ({ bookingId, method }: { bookingId: string; method: 'bkash' | 'sslcommerz' }) =>
  http<Redirect>('/api/payments/checkout', { method: 'POST', body: { bookingId, method } });
/** POST /payments/checkout with cash on meet-up: the booking, now holding the laptop for the buyer. */
export const chooseCash = (bookingId: string) =>
  http<Booking>('/api/payments/checkout', { method: 'POST', body: { bookingId, method: 'cod' } });
/** GET /payments/checkout/:id: where a payment on a provider's page stands. */
export const getCheckout = (checkoutId: string) => http<CheckoutStatus>(`/api/payments/checkout/${q(checkoutId)}`);

/** POST /payments/sandbox/confirm: the built-in provider's card check (architecture §7). */
export const confirmSandboxCard = (input: z.input<typeof sandboxConfirmInput>) =>
  http<z.infer<typeof sandboxConfirmResult>>('/api/payments/sandbox/confirm', { method: 'POST', body: input });
/** POST /payments: records a confirmed payment; safe to repeat (architecture §5). */
export const recordPayment = (input: z.input<typeof paymentInput>) =>
  http<z.infer<typeof paymentResult>>('/api/payments', { method: 'POST', body: input });

/** GET /payments/sandbox/wallet/:id: what the sandbox wallet's page shows; no sign-in, as at the wallet. */
export const getWalletPayment = (paymentId: string) => http<z.infer<typeof walletPayment>>(`/api/payments/sandbox/wallet/${q(paymentId)}`);
/** POST /payments/sandbox/wallet/:id: the buyer's answer, then where the browser goes (the provider's callback). */
export const answerWallet = ({ paymentId, answer }: { paymentId: string; answer: WalletAnswer }) =>
  http<z.infer<typeof walletResult>>(`/api/payments/sandbox/wallet/${q(paymentId)}`, { method: 'POST', body: answer });

/**
 * One intent per visit of the payment page: never refetched while the page is open (a new intent would
 * mean a new client secret under the card form), dropped when the page closes.
 */
export const paymentIntentQuery = (bookingId: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(bookingId),
    queryFn: () => startCardCheckout(bookingId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** How often the page asks about a payment the provider has not settled yet. */
export const CHECKOUT_POLL_MS = 1500;

/**
 * A payment the buyer came back from: asked about again while it is pending (the provider's word may come
 * a moment after the buyer), never again once it is settled.
 */
export const checkoutQuery = (checkoutId: string) =>
  queryOptions({
    queryKey: paymentKeys.checkout(checkoutId),
    queryFn: () => getCheckout(checkoutId),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? CHECKOUT_POLL_MS : false),
    // A tab in the background keeps asking: the buyer's payment settles while they look elsewhere.
    refetchIntervalInBackground: true,
    staleTime: Infinity,
    retry: false,
  });

/** The sandbox wallet's payment: read once per visit; the page's own answer moves the browser on. */
export const walletPaymentQuery = (paymentId: string) =>
  queryOptions({ queryKey: paymentKeys.wallet(paymentId), queryFn: () => getWalletPayment(paymentId), staleTime: Infinity, retry: false });
