import { clientConfig } from '#shared/schemas/config.ts';
import type { Api } from './api.ts';

/** What the browser needs to know about this server's setup; no secrets. */
export function configRoutes(app: Api): void {
  const { config, payments } = app.ctx;
  app.get(
    '/config',
    { schema: { tags: ['config'], summary: 'Public settings for the client', response: { 200: clientConfig } } },
    async () => ({
      google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      payments: {
        provider: payments.card?.name ?? null,
        publishableKey: payments.card?.publishableKey ?? null,
        methods: payments.methods,
        bkashSandbox: payments.wallet !== null,
      },
    }),
  );
}
