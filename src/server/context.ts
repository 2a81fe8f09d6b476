import type { Auth } from './auth/better-auth.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Guards } from './plugins/auth.ts';
import type { Limit } from './plugins/limits.ts';
import type { ImageStore } from './images/store/store.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What the app is made of; built once in buildApp and handed to every route module. */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Auth;
  tokens: TokenService;
  guards: Guards;
  images: ImageStore & { root?: string };
  payments: PaymentProvider;
  /** Per-user limits of the writes people could flood (config WRITE_RATE_LIMIT), each counted apart. */
  limits: { products: Limit; bookings: Limit; reports: Limit };
}
