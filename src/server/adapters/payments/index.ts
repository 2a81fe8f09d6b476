import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

export function createPaymentProvider(config: Config, secret: string): PaymentProvider {
  switch (config.PAYMENTS) {
    case 'sandbox':
      return createSandboxProvider(secret);
    case 'stripe':
      // config.ts refuses PAYMENTS=stripe without both keys.
      return createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
        apiUrl: config.STRIPE_API_URL,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      });
  }
}
