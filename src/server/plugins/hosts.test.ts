import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createProduct, expectError, signUpAs, type TestApp } from '../testing/fixtures.ts';
import { urlOnOrigin, wellFormedHost } from './origins.ts';

/**
 * The host in a page's absolute addresses (canonical, og:url, og:image) and in the crawler files is
 * the site's own, whatever the request's path or Host says; a Host that is not an address is refused.
 * The pages are rendered by the build's own renderer (dist/, made once per test run).
 */
const BUILT = { clientDir: path.resolve('dist/client'), ssrDir: path.resolve('dist/ssr') };
const PUBLIC_URL = 'https://market.example.com';

/** Every absolute address in a page's head. */
const headAddresses = (html: string) =>
  [
    ...html
      .replace(/<\/head>[\s\S]*/, '')
      .matchAll(/<link rel="canonical" href="([^"]+)"|<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2] ?? '');

describe('a page at a path that begins with two slashes, with PUBLIC_URL set', () => {
  let app: TestApp;
  let productId: string;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL }, BUILT);
    productId = await createProduct(app, await signUpAs(app, 'seller'));
  });
  afterAll(() => app?.close());

  test("the product's own page names PUBLIC_URL in its head", async () => {
    const res = await app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.statusCode).toBe(200);
    const addresses = headAddresses(res.body);
    expect(addresses).toContain(`${PUBLIC_URL}/product/${productId}`);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
  });

  test.each([`//evil.example/product/{id}`, `//evil.example:8080/product/{id}?x=1`, '//a:b@x/', '//a:b@evil.example/product/{id}'])(
    'GET %s: every address in the head is on PUBLIC_URL, none names the other host',
    async (pattern) => {
      const res = await app.inject({ method: 'GET', url: pattern.replace('{id}', productId), headers: { host: 'evil.example' } });
      expect(res.statusCode).toBeLessThan(500);
      const addresses = headAddresses(res.body);
      expect(addresses.length).toBeGreaterThanOrEqual(4);
      for (const address of addresses) expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
      expect(res.body).not.toMatch(/https?:\/\/(?:a:b@)?(?:evil\.example|x)[/:]/);
    },
  );
});

describe('the origin of a request, without PUBLIC_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, BUILT);
  });
  afterAll(() => app?.close());

  test.each(['a b', '[::1', 'x@evil.example', 'evil.example/x', '[1::2::3]', 'market.example:99999', 'a,b'])(
    'Host %j: 400 bad-host on a page, the crawler files, the API and the sign-in library',
    async (host) => {
      for (const url of [
        '/',
        '/product/00000000-0000-4000-8000-000000000000',
        '/robots.txt',
        '/sitemap.xml',
        '/api/health',
        '/api/auth/get-session',
      ]) {
        expectError(await app.inject({ method: 'GET', url, headers: { host } }), 400, 'bad-host');
      }
    },
  );

  test('a double slash with a forged-looking path still names the Host asked, not the path', async () => {
    const res = await app.inject({ method: 'GET', url: '//evil.example/blogs', headers: { host: '192.168.1.20:3000' } });
    expect(res.statusCode).toBeLessThan(500);
    for (const address of headAddresses(res.body)) expect(address.startsWith('http://192.168.1.20:3000/'), address).toBe(true);
  });

  test('a name, an IPv4 and an IPv6 address, with or without a port, are served', async () => {
    for (const host of ['market.example', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'my_app.internal.']) {
      expect((await app.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode, host).toBe(200);
    }
  });
});

describe('the helpers', () => {
  test('wellFormedHost takes addresses only', () => {
    expect(['example.com', 'EXAMPLE.com:443', '10.0.0.1', '[::1]', '[2001:db8::1]:8080'].every(wellFormedHost)).toBe(true);
    expect(['', ' ', 'a b', '[::1', 'a@b', 'a/b', 'a\\b', 'a:b:c', '1.2.3.999', 'a:65536', 'a%2fb'].some(wellFormedHost)).toBe(false);
  });

  test.each([
    ['//evil.example/product/1', 'https://market.example.com//evil.example/product/1'],
    ['/\\evil.example/x', 'https://market.example.com//evil.example/x'],
    ['//a:b@x/?q=1', 'https://market.example.com//a:b@x/?q=1'],
    ['/itemName/03?utm=x', 'https://market.example.com/itemName/03?utm=x'],
  ])('urlOnOrigin keeps %s a path', (requestUrl, href) => {
    const url = urlOnOrigin(PUBLIC_URL, requestUrl);
    expect(url.href).toBe(href);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.username).toBe('');
  });
});
