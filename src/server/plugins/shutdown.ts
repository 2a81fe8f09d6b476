import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '#shared/texts/errors.ts';

/** The readiness probe (plugins/health.ts), the one request a stopping instance turns away. */
const READY_PATH = '/api/ready';

/** Whether the app has begun to stop: on SIGTERM before its drain delay (main.ts), else the first step of app.close(). */
export interface Draining {
  readonly draining: boolean;
  /** Not ready from now on, every answer with `Connection: close`; still listening and serving. */
  begin: () => void;
}

/**
 * How the app behaves once it begins to stop (app.close(), which main.ts calls on SIGTERM and SIGINT).
 * Fastify stops accepting connections and lets the requests in flight finish; on top of that:
 * - GET /api/ready answers 503 `shutting-down`, so a balancer that asks takes this instance out of
 *   service;
 * - every other request is still served, whether it was in flight or arrived meanwhile (on an open
 *   keep-alive connection, or on one accepted in the moment before the listening socket closed): it
 *   reached this instance, and turning it away would lose it. Its answer says `Connection: close`,
 *   so the client's next request opens a connection elsewhere, and no idle keep-alive connection
 *   holds the close up until the grace runs out.
 * Fastify's own 503 for late requests is turned off (return503OnClosing in app.ts) for this reason.
 * On SIGTERM, main.ts begins draining SHUTDOWN_DELAY_MS before the close: the balancer's health check sees
 * the instance not ready while it still listens, so it stops sending new connections before any is refused.
 */
export function registerShutdown(app: FastifyInstance): Draining {
  const state = {
    draining: false,
    begin() {
      state.draining = true;
    },
  };
  app.addHook('preClose', async () => state.begin());
  app.addHook('onRequest', async (request, reply) => {
    if (!state.draining) return;
    reply.header('connection', 'close');
    if (request.url.split('?')[0] === READY_PATH) {
      return reply.status(503).send({ error: 'shutting-down', message: API_ERRORS['shutting-down'] });
    }
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
