import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '#shared/messages.ts';

/** Whether the app has begun to stop; set by the first step of app.close(). */
export interface Draining {
  readonly draining: boolean;
}

/**
 * How the app behaves once it begins to stop (app.close(), which main.ts calls on SIGTERM and SIGINT).
 * Fastify stops accepting connections and lets the requests in flight finish; on top of that:
 * - a request that still arrives on an open connection gets 503 `shutting-down` and that connection
 *   is closed, so the load balancer sends it, and the next ones, to another instance. GET /api/ready
 *   is such a request, so a balancer that asks sees this instance go out of service;
 * - an answer to a request that was in flight says `Connection: close`: a keep-alive connection left
 *   open after it would hold the close up until the grace runs out.
 * Fastify's own 503 for this case is turned off (return503OnClosing in app.ts) for this one, which
 * has Market's error shape and the request's id.
 */
export function registerShutdown(app: FastifyInstance): Draining {
  const state = { draining: false };
  app.addHook('preClose', async () => {
    state.draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!state.draining) return;
    reply.header('connection', 'close');
    return reply.status(503).send({ error: 'shutting-down', message: API_ERRORS['shutting-down'] });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
  return state;
}

/**
 * Closes the app, giving the requests in flight up to graceMs to finish; past that their connections
 * are cut and the close goes on (the database is closed after the server either way). True when
 * everything finished in time.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still running after ${graceMs} ms: cutting their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return !cut;
}
