import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '#shared/messages.ts';

/**
 * Serves the built client with an SPA fallback to index.html; unknown /api paths answer 404 JSON.
 * Without a build, `/` says how to make one.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        // Vite fingerprints every asset name, so assets never change; index.html always may.
        res.setHeader('cache-control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|images)([/?#]|$)/.test(request.url) || request.method !== 'GET') {
      return reply.status(404).send({ error: 'not-found', message: API_ERRORS['not-found'] });
    }
    if (clientDir) return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir);
    return reply
      .type('text/html')
      .send('<!doctype html><title>Market</title><h1>Market</h1><p>The client is not built yet: run <code>npm run build</code>.</p>');
  });
}
