import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { buildTestApp, type Cast, signUpCast } from '../testing/fixtures.ts';
import { paymentsClient } from '../testing/payments-client.ts';
import type { TestApp } from '../testing/test-app.ts';
import { bearerMatches } from './metrics.ts';

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const TOKEN = 'scrape-me-0123456789abcdef';

/** The value of one series in Prometheus's text format (0 when it is not there yet). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  test('is off: 404 as any unknown path, even with a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: API_ERRORS['not-found'] });
    }
  });
});

describe(`GET /metrics with METRICS_TOKEN (${kind})`, () => {
  let app: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '2' });
    cast = await signUpCast(app);
  });
  afterAll(() => app?.close());

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  test.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer scrape-me-0123456789abcdeX' }],
    ['the token as a prefix', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token with more after it', { authorization: `Bearer ${TOKEN}0` }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
    ['the token without a scheme', { authorization: TOKEN }],
  ])('401 with %s', async (_what, headers) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'metrics-token-required', message: API_ERRORS['metrics-token-required'] });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
  });

  test("Prometheus's text format, with Node's own figures", async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(value(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('requests are counted by route pattern and status, never by their URL; their time in a histogram', async () => {
    const before = await scrape();
    for (const id of ['01', '02', '03']) await app.inject({ method: 'GET', url: `/api/itemName/${id}` });
    await app.inject({ method: 'GET', url: '/api/itemName/999' });
    const after = await scrape();
    const route = { method: 'GET', route: '/api/itemName/:id' };
    const counted = (status: string) =>
      value(after, 'http_requests_total', { ...route, status }) - value(before, 'http_requests_total', { ...route, status });
    expect(counted('200')).toBe(3);
    expect(counted('404')).toBe(1);
    expect(after).not.toContain('/api/itemName/01');
    expect(value(after, 'http_request_duration_seconds_count', route) - value(before, 'http_request_duration_seconds_count', route)).toBe(
      4,
    );
    expect(value(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      value(after, 'http_request_duration_seconds_count', route),
    );
  });

  test('read cache: a cold listing is a miss, the same one again a hit', async () => {
    const before = await scrape();
    await app.inject({ method: 'GET', url: '/api/itemName/08' });
    await app.inject({ method: 'GET', url: '/api/itemName/08' });
    const after = await scrape();
    const delta = (result: string) =>
      value(after, 'read_cache_requests_total', { result }) - value(before, 'read_cache_requests_total', { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
  });

  test('rate-limit refusals (429) are counted by route', async () => {
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: cast.buyer.email, password: 'wrong-password' },
        remoteAddress: '10.77.0.1',
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn()).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect(value(await scrape(), 'rate_limit_refusals_total', { route: '/api/auth/*' })).toBe(1);
  });

  test('a recorded payment is counted once, not its retry', async () => {
    const client = paymentsClient(app);
    const productId = await client.listProduct(cast.seller);
    const bookingId = await client.book(cast.buyer, productId);
    const transactionId = await client.paidTransaction(cast.buyer, bookingId);
    expect((await client.record(cast.buyer, bookingId, transactionId)).status).toBe(201);
    expect((await client.record(cast.buyer, bookingId, transactionId)).status).toBe(200);
    expect(value(await scrape(), 'payments_recorded_total', { provider: 'sandbox' })).toBe(1);
  });

  test(kind === 'postgres' ? "the PostgreSQL pool's connections" : 'no pool figures on PGlite', async () => {
    const text = await scrape();
    if (kind === 'postgres') {
      expect(value(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });

  test('not part of the API description', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('metrics'))).toEqual([]);
  });
});

describe('bearerMatches', () => {
  test.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer  ${TOKEN} `, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer x${TOKEN}`, false],
    ['Bearer ', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (header, matches) => {
    expect(bearerMatches(header, TOKEN)).toBe(matches);
  });
});
