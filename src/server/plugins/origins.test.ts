import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../db/schema.ts';
import {
  as,
  buildTestApp,
  expectError,
  PASSWORD,
  productInput,
  signUp,
  signUpInput,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/** A browser at `origin` sending to the server at `host` (what a page of that origin would send). */
const from = (host: string, origin: string) => ({ host, origin });
const signUpAt = (app: TestApp, headers: Record<string, string>, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: signUpInput({ name: 'Phone User', email }) });
const signInAt = (app: TestApp, headers: Record<string, string>, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email, password: PASSWORD } });

describe('any address the server answers on works (PUBLIC_URL unset)', () => {
  let app: TestApp;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    seller = await signUp(app, { option: 'Seller Account' });
  });
  afterAll(() => app?.close());

  test.each([
    ['127.0.0.1', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost', 'localhost:3000', 'http://localhost:3000'],
    ['a LAN address (a second phone on the same Wi-Fi)', '192.168.1.20:3000', 'http://192.168.1.20:3000'],
  ])('sign-up and login work at %s', async (_where, host, origin) => {
    const email = `at-${host.replace(/\W/g, '-')}@example.com`;
    expect((await signUpAt(app, from(host, origin), email)).statusCode).toBe(200);
    expect((await signInAt(app, from(host, origin), email)).statusCode).toBe(200);
  });

  test('a page of another origin cannot sign in there: 403 untrusted-origin', async () => {
    expectError(await signInAt(app, from('127.0.0.1:3000', 'http://evil.example'), seller.email), 403, 'untrusted-origin');
    expectError(await signUpAt(app, from('127.0.0.1:3000', 'http://127.0.0.1:4000'), 'cross@example.com'), 403, 'untrusted-origin');
  });

  describe('cross-site writes to /api are refused, reads are not', () => {
    const listProduct = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/itemName', headers: { ...as(seller), ...headers }, payload: productInput() });
    const stored = async () => (await app.ctx.db.select({ n: count() }).from(products))[0]!.n;

    test.each([
      ['a same-site page on another port', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }],
      ['another site', { host: '127.0.0.1:3000', origin: 'https://evil.example' }],
      ['an opaque origin (a sandboxed frame, a data: page)', { host: '127.0.0.1:3000', origin: 'null' }],
      ['no Origin but a Referer of another site', { host: '127.0.0.1:3000', referer: 'https://evil.example/page.html' }],
      ['an unreadable Referer', { host: '127.0.0.1:3000', referer: 'not a url' }],
    ])('%s: 403 untrusted-origin, and nothing is stored', async (_name, headers) => {
      const before = await stored();
      expectError(await listProduct(headers), 403, 'untrusted-origin');
      expect(await stored()).toBe(before);
    });

    test('a photo upload from another origin is refused before it is read', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/images',
        headers: {
          ...as(seller),
          host: '127.0.0.1:3000',
          origin: 'http://127.0.0.1:5173',
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot a photo\r\n--x--\r\n',
      });
      expectError(res, 403, 'untrusted-origin');
    });

    test("the page's own origin, a same-origin Referer, and a client that sends neither (a script, an app) may write", async () => {
      expect((await listProduct({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' })).statusCode).toBe(201);
      expect((await listProduct({ host: '127.0.0.1:3000', referer: 'http://127.0.0.1:3000/dashboard/addproduct' })).statusCode).toBe(201);
      expect((await listProduct({})).statusCode).toBe(201);
    });

    test('reads from another origin are answered (no CORS headers, so the page cannot read them)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/itemCategory', headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('with PUBLIC_URL set, that origin and TRUSTED_ORIGINS alone', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://market.example.com', TRUSTED_ORIGINS: 'https://m.market.example.com' });
  });
  afterAll(() => app?.close());

  test('pages of PUBLIC_URL and of TRUSTED_ORIGINS sign up and sign in', async () => {
    expect((await signUpAt(app, from('market.example.com', 'https://market.example.com'), 'public@example.com')).statusCode).toBe(200);
    expect((await signInAt(app, from('market.example.com', 'https://m.market.example.com'), 'public@example.com')).statusCode).toBe(200);
  });

  test('the address the request was made to is not trusted by itself: 403', async () => {
    expectError(await signUpAt(app, from('10.0.0.5:3000', 'http://10.0.0.5:3000'), 'direct@example.com'), 403, 'untrusted-origin');
    expectError(await signInAt(app, from('market.example.com', 'https://evil.example'), 'public@example.com'), 403, 'untrusted-origin');
  });
});
