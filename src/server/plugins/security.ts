import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Security headers with a CSP that allows the app itself, its photos and the card provider. */
export async function registerSecurity(app: FastifyInstance, options: { extraImageOrigins: string[] }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://js.stripe.com'],
        'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'img-src': ["'self'", 'data:', 'blob:', ...options.extraImageOrigins],
        'style-src': ["'self'", "'unsafe-inline'"],
        'form-action': ["'self'", 'https:', 'http:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Registered globally but off by default: routes opt in with `config.rateLimit`.
  await app.register(rateLimit, { global: false });
}
