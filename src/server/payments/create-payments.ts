import type { PaymentMethod } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { bkashGateway } from './bkash/gateway.ts';
import type { HostedGateway } from './hosted.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createSandboxWallet, type SandboxWallet } from '../sandbox-wallet/wallet.ts';

/** The ways to pay this marketplace offers (PAYMENTS), each with what takes the money. */
export interface Payments {
  /** Cards: the sandbox's form or Stripe; null when PAYMENTS lists neither. */
  card: PaymentProvider | null;
  /** Hosted pages: bKash (or, with the sandbox, its wallet page) and SSLCommerz. */
  gateways: Partial<Record<'bkash' | 'sslcommerz', HostedGateway>>;
  /** The sandbox wallet's page, with `sandbox` in PAYMENTS and no real bKash. */
  wallet: SandboxWallet | null;
  /** What a buyer may choose, in the order the payment page offers them. */
  methods: PaymentMethod[];
}

/**
 * The configured ways to pay (config.ts has checked each one's variables). Each provider's code is loaded
 * only when it is configured, so a sandbox start does not pay for Stripe's SDK.
 */
export async function createPayments(config: Config, secret: string, db: Db, card?: PaymentProvider): Promise<Payments> {
  const listed = new Set(config.PAYMENTS);
  const payments: Payments = { card: card ?? null, gateways: {}, wallet: null, methods: [] };
  if (!payments.card && listed.has('sandbox')) payments.card = createSandboxProvider(secret);
  if (!payments.card && listed.has('stripe')) {
    const { createStripeProvider } = await import('./stripe.ts');
    payments.card = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      apiUrl: config.STRIPE_API_URL,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (listed.has('bkash')) {
    const { createBkashClient } = await import('./bkash/client.ts');
    const api = createBkashClient({
      baseUrl: config.BKASH_BASE_URL!,
      appKey: config.BKASH_APP_KEY!,
      appSecret: config.BKASH_APP_SECRET!,
      username: config.BKASH_USERNAME!,
      password: config.BKASH_PASSWORD!,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
    });
    payments.gateways.bkash = bkashGateway(api, 'bkash');
  } else if (listed.has('sandbox')) {
    payments.wallet = createSandboxWallet(db);
    payments.gateways.bkash = bkashGateway(payments.wallet.api, 'sandbox');
  }
  if (listed.has('sslcommerz')) {
    const [{ createSslcommerzClient }, { sslcommerzGateway }] = await Promise.all([
      import('./sslcommerz/client.ts'),
      import('./sslcommerz/gateway.ts'),
    ]);
    payments.gateways.sslcommerz = sslcommerzGateway(
      createSslcommerzClient({
        baseUrl: config.SSLCOMMERZ_BASE_URL!,
        storeId: config.SSLCOMMERZ_STORE_ID!,
        storePassword: config.SSLCOMMERZ_STORE_PASSWORD!,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      }),
    );
  }
  if (payments.card) payments.methods.push('card');
  if (payments.gateways.bkash) payments.methods.push('bkash');
  if (payments.gateways.sslcommerz) payments.methods.push('sslcommerz');
  if (listed.has('cod')) payments.methods.push('cod');
  return payments;
}
