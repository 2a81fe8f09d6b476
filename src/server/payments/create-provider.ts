import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

/** The configured provider; the Stripe SDK is loaded only for Stripe, so a sandbox start does not pay for it. */
export async function createPaymentProvider(config: Config, secret: string): Promise<PaymentProvider> {
  switch (config.PAYMENTS) {
    case 'sandbox':
      return createSandboxProvider(secret);
    case 'stripe': {
      const { createStripeProvider } = await import('./stripe.ts');
      // config.ts refuses PAYMENTS=stripe without both keys.
      return createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
        apiUrl: config.STRIPE_API_URL,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      });
    }
  }
}
