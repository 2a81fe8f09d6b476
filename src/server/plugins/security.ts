import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Powerful features no page of Market uses; payment only for the card provider's frame. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

/**
 * Security headers with a CSP that allows the app itself, its photos and the card provider; and the
 * rate limits, counted in `limitStore` (plugins/limit-counters.ts: in Redis for every instance, or in this process).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { extraImageOrigins: string[]; limitStore: FastifyRateLimitStoreCtor },
): Promise<void> {
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
    // Over plain http (a laptop, a LAN address) HSTS means nothing, and on localhost it would pin
    // every other local app to https: sent below only for requests that came over https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // Off by default: each limit is made with createRateLimit (plugins/limits.ts) and run by its routes.
  await app.register(rateLimit, { global: false, store: options.limitStore });
}
