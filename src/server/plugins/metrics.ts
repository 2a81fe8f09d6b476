import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError, notFound } from '../http-error.ts';

/** What the app's modules report; counted only when METRICS_TOKEN turns the metrics on. */
export interface AppMetrics {
  /**
   * A public listing asked of the read cache: answered from memory (`hit`), from a load another
   * request had started (`shared`), or by a load of its own (`miss`, every request when READ_CACHE_MS=0).
   */
  readCache: (result: 'hit' | 'shared' | 'miss') => void;
  /** A payment recorded for a booking (not a retry that found it recorded). */
  paymentRecorded: (provider: string) => void;
}

/** With the metrics off, reporting costs a function call and nothing is kept. */
export const NO_METRICS: AppMetrics = { readCache: () => undefined, paymentRecorded: () => undefined };

interface Collected extends AppMetrics {
  registry: Registry;
  answered: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * The registry of one app (tests build many apps in one process, so not prom-client's global one):
 * Node's own (memory, CPU, event loop lag), requests by route pattern and status, their latency, the
 * PostgreSQL pools (the primary's, and the read replica's when there is one), the read cache,
 * rate-limit refusals and payments.
 */
export function createMetrics(options: { pool?: Pool; readPool?: Pool } = {}): Collected {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const cache = new Counter({
    name: 'read_cache_requests_total',
    help: 'Public listings asked of the read cache, by result: hit, shared (joined a load under way) or miss',
    labelNames: ['result'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'payments_recorded_total',
    help: 'Payments recorded, by provider',
    labelNames: ['provider'] as const,
    registers,
  });
  if (options.pool) poolGauge('db_pool_connections', 'PostgreSQL connections of the pool', options.pool, registers);
  if (options.readPool) {
    poolGauge('db_read_pool_connections', 'Connections of the pool of the read replica (DATABASE_READ_URL)', options.readPool, registers);
  }
  return {
    registry,
    readCache: (result) => cache.inc({ result }),
    paymentRecorded: (provider) => payments.inc({ provider }),
    answered(request, reply) {
      // The route's pattern (/api/itemName/:id), never the URL: one series per route, however many ids.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status === 429) refusals.inc({ route });
    },
  };
}

/**
 * A pool's connections: total open, idle, and requests waiting for one. The replica's pool is a gauge
 * of its own rather than a label on the primary's, so the primary's series, and the dashboards and
 * alerts that read them, stay as they were.
 */
function poolGauge(name: string, what: string, pool: Pool, registers: Registry[]): void {
  new Gauge({
    name,
    help: `${what}: total open, idle, and requests waiting for one`,
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the token; compared in constant time (of equal-length digests). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics for Prometheus, when METRICS_TOKEN is set and the scraper sends it as a bearer token
 * (401 without it). Unset, the metrics are off: nothing is counted and /metrics is 404, as any
 * unknown path. Not part of the API, so kept out of its description.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, metrics: Collected | undefined): void {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => metrics.answered(request, reply));
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !metrics) throw notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'metrics-token-required');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
