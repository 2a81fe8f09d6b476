import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/fixtures.ts';
import { appRoutes } from '../testing/routes.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('security headers', () => {
  test.each(['/api/itemCategory', '/', '/api/nope', '/api/docs'])(
    '%s carries helmet headers and a CSP that allows the app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      const h = res.headers;
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['referrer-policy']).toBe('no-referrer');
      // Served over plain http here: HSTS would mean nothing (and pin localhost to https).
      expect(h['strict-transport-security']).toBeUndefined();
      expect(h['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
      const csp = String(h['content-security-policy']);
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
      expect(directives['img-src']).toContain("'self'");
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      expect(directives['connect-src']).toContain("'self'");
    },
  );

  test('no CORS: another origin gets no allow-origin header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemCategory', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/config', () => {
  test('tells the client about Google and the card provider, and nothing secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google: false,
      payments: {
        provider: 'sandbox',
        publishableKey: expect.toSatisfy((k: unknown) => k === null || typeof k === 'string'),
        methods: ['card', 'bkash', 'cod'],
        bkashSandbox: true,
      },
    });
    expect(res.body).not.toMatch(/secret|sk_/i);
  });
});

describe('OpenAPI', () => {
  const SPEC_CALLS = [
    'GET /api/users/admin/{email}',
    'GET /api/user/buyers/{email}',
    'GET /api/user/sellers/{email}',
    'GET /api/itemCategory',
    'GET /api/itemName',
    'GET /api/itemName/{id}',
    'POST /api/itemName',
    'DELETE /api/itemName/{id}',
    'POST /api/bookings',
    'GET /api/bookings',
    'GET /api/bookings/{id}',
    'DELETE /api/bookings/{id}',
    'GET /api/allBookings',
    'POST /api/report',
    'GET /api/report',
    'DELETE /api/report/{id}',
    'POST /api/advertise',
    'GET /api/advertise',
    'GET /api/advertised',
    'DELETE /api/advertise/{id}',
    'GET /api/jwt',
    'PUT /api/users',
    'GET /api/users',
    'DELETE /api/users/{id}',
    'PUT /api/users/admin/{id}',
    'GET /api/user/buyers',
    'DELETE /api/user/buyers/{id}',
    'GET /api/user/sellers',
    'PATCH /api/user/sellers/{id}',
    'DELETE /api/user/sellers/{id}',
    'POST /api/create-payment-intent',
    'POST /api/payments',
  ];

  test('/api/docs/json is an OpenAPI 3 document listing every route of the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // The document names each path template's parameter once (`/user/sellers/{id}` for GET, PATCH and DELETE; docs.ts).
    const normalize = (call: string) => call.replace(/\{[^}]+\}/g, '{}');
    const documented = new Set(listed.map(normalize));
    for (const call of SPEC_CALLS) expect(documented, call).toContain(normalize(call));
    // And every /api route the app serves (HEAD and the docs themselves aside) is in the document.
    const served = appRoutes(app).filter((r) => r.includes(' /api/') && !r.startsWith('HEAD ') && !r.includes('/api/docs'));
    expect(served.length).toBeGreaterThan(SPEC_CALLS.length);
    for (const call of served) expect(documented, call).toContain(normalize(call));
    expect(doc.paths['/api/itemName']!.post!.responses).toHaveProperty('201');
  });

  test('/api/docs is a readable HTML page of the same document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<title>Market API<\/title>/);
    for (const path of ['/api/itemName/{id}', '/api/bookings/{id}', '/api/user/sellers/{id}'])
      expect(res.body).toContain(`<code>${path}</code>`);
  });
});

describe('HSTS only over https', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied?.close());

  test('a request that came over https (as the proxy says) gets Strict-Transport-Security; plain http does not', async () => {
    const https = await proxied.inject({ method: 'GET', url: '/api/itemCategory', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.inject({ method: 'GET', url: '/api/itemCategory', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
