import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import {
  as,
  book,
  buildTestApp,
  createProduct,
  expectError,
  fileReport,
  productInput,
  reportInput,
  signUp,
  type TestApp,
} from '../testing/fixtures.ts';

const LIMIT = 4;
const ACCOUNT_LIMIT = 3;
const WRITE_LIMIT = 3;
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({
    AUTH_RATE_LIMIT: String(LIMIT),
    AUTH_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
    WRITE_RATE_LIMIT: String(WRITE_LIMIT),
  });
});
afterAll(() => app?.close());

const signIn = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers, remoteAddress });
const expectTooMany = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: 'too-many-requests', message: API_ERRORS['too-many-requests'] });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits on sign-in and sign-up, per address and per account', () => {
  test(`one address guessing at many accounts is refused beyond AUTH_RATE_LIMIT (${LIMIT}) a minute, even with a right password`, async () => {
    const victim = await signUp(app, { password: 'right-password' });
    const attacker = '10.0.0.66';
    for (let i = 0; i < LIMIT; i++) expectError(await signIn(`someone${i}@example.com`, `guess-${i}`, {}, attacker), 401);
    expectTooMany(await signIn(victim.email, 'right-password', {}, attacker));
  });

  test(`guesses at one account from many addresses are refused beyond AUTH_ACCOUNT_RATE_LIMIT (${ACCOUNT_LIMIT}), even with the right password`, async () => {
    const victim = await signUp(app, { password: 'right-password' }); // the sign-up is the account's first attempt
    for (let i = 1; i < ACCOUNT_LIMIT; i++) expectError(await signIn(victim.email, `guess-${i}`, {}, `10.1.0.${i}`), 401);
    expectTooMany(await signIn(victim.email.toUpperCase(), 'right-password', {}, '10.1.0.200'));
    // Other accounts behind the same carrier addresses are not locked out.
    const neighbour = await signUp(app, { password: 'neighbour-pass' });
    expect((await signIn(neighbour.email, 'neighbour-pass', {}, '10.1.0.1')).statusCode).toBe(200);
  });

  test('X-Forwarded-For does not dodge the limit (the proxy header is not trusted by default)', async () => {
    const attacker = '10.0.0.67';
    for (let i = 0; i < LIMIT; i++) await signIn(`nobody${i}@example.com`, 'x-guess-1', { 'x-forwarded-for': `192.0.2.${i}` }, attacker);
    const res = await signIn('nobody-else@example.com', 'x-guess-2', { 'x-forwarded-for': '198.51.100.9' }, attacker);
    expect(res.statusCode).toBe(429);
  });

  test('sign-up counts too; other addresses and the rest of the API are not affected', async () => {
    const attacker = '10.0.0.68';
    for (let i = 0; i < LIMIT; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'S', email: `spam${i}@example.com`, password: 'secret123' },
        remoteAddress: attacker,
      });
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'S', email: 'spam-x@example.com', password: 'secret123' },
      remoteAddress: attacker,
    });
    expectError(res, 429, 'too-many-requests');
    expect((await app.inject({ method: 'GET', url: '/api/itemCategory', remoteAddress: attacker })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: attacker })).statusCode).toBe(200);
    expectError(await signIn('nobody@example.com', 'wrong-one', {}, '10.0.0.69'), 401);
  });

  test(`password changes are limited per account (${ACCOUNT_LIMIT} per 15 minutes)`, async () => {
    const u = await signUp(app);
    const change = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: u.cookie, origin: 'http://localhost:3000' },
        payload: { currentPassword: `wrong-${i}`, newPassword: 'another-secret' },
        remoteAddress: `10.2.0.${i}`,
      });
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await change(i)).statusCode).toBe(400);
    expectError(await change(99), 429, 'too-many-requests');
  });
});

describe(`writes people could flood: ${WRITE_LIMIT} an hour per user, each kind counted apart`, () => {
  test('product listings, bookings and reports beyond the limit get 429; another user is not affected', async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const otherSeller = await signUp(app, { option: 'Seller Account' });
    const buyer = await signUp(app);
    const products: string[] = [];
    for (let i = 0; i < WRITE_LIMIT; i++) products.push(await createProduct(app, seller));
    const post = (who: typeof seller, url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: as(who), payload });
    expectError(await post(seller, '/api/itemName', productInput()), 429, 'too-many-requests');
    const theirs = await createProduct(app, otherSeller);

    for (const productId of products) await book(app, buyer, productId);
    expectError(await post(buyer, '/api/bookings', { productId: theirs, phone: '01911-000000' }), 429, 'too-many-requests');

    for (let i = 0; i < WRITE_LIMIT; i++) await fileReport(app, buyer, theirs);
    expectError(await post(buyer, '/api/report', reportInput(theirs)), 429, 'too-many-requests');
    expect((await post(otherSeller, '/api/report', reportInput(products[0]!))).statusCode).toBe(201);
  });
});

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
      payments: { provider: 'sandbox', publishableKey: expect.toSatisfy((k: unknown) => k === null || typeof k === 'string') },
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

/** Every "METHOD /path/{param}" the app serves, read from Fastify's route tree. */
function appRoutes(instance: TestApp): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    for (const alternative of path.split('|').map((p, i, all) => (i === 0 ? p : all[0]!.replace(/:[^/]+$/, p)))) {
      for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push(`${method} ${alternative.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return out;
}

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
