import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webManifest } from '#shared/manifest.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import type { TestApp } from '../testing/test-app.ts';
import { buildTestApp } from '../testing/fixtures.ts';

/**
 * The built client as the server serves it: index.html for every client route (GET and HEAD), the
 * icons and the manifest as files with their own types, 404 for anything else that looks like a file.
 * The build is a small one made here (the real icons of src/web/public, a stand-in index.html and
 * script), so the test does not depend on `npm run build`.
 */
const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
const INDEX = '<!doctype html><html><head><title>Market</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("market");';
const NOT_FOUND = { error: 'not-found', message: API_ERRORS['not-found'] };

let clientDir: string;
let app: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'market-client-'));
  cpSync(publicDir, clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify(webManifest));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'index-B1dCdMaa.js'), SCRIPT);
  app = await buildTestApp({}, { clientDir });
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('client routes', () => {
  test.each([
    '/',
    '/itemName/01',
    '/dashboard/orders',
    '/dashboard/payment/0d4c1d2e-8b5a-4f43-9c55-6c1f0f3b2a11',
    '/login?next=%2Fdashboard',
  ])('GET %s answers index.html, never cached without asking', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  test.each(['/', '/itemName/01', '/dashboard/orders'])('HEAD %s answers as GET does, without the body', async (url) => {
    const get = await app.inject({ method: 'GET', url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(INDEX));
  });
});

describe('icons and manifest', () => {
  test.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/icon.svg', /^image\/svg\+xml/],
    ['/icon-192.png', /^image\/png$/],
    ['/icon-512.png', /^image\/png$/],
    ['/icon-maskable-512.png', /^image\/png$/],
    ['/apple-touch-icon.png', /^image\/png$/],
  ])('GET %s answers the file as %s, cached for a day but not for ever', async (url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(readFileSync(path.join(publicDir, url)))).toBe(true);
  });

  test('the favicon is an icon, not the HTML page', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.body).not.toContain('<!doctype html>');
  });

  test('GET /manifest.webmanifest answers the manifest as application/manifest+json, cached for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toMatchObject({ name: 'Market', start_url: '/', display: 'standalone' });
  });

  test('every icon the manifest lists is served', async () => {
    for (const icon of webManifest.icons) {
      const res = await app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
    }
  });

  test('HEAD /favicon.ico answers as GET does, without the body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/favicon.ico' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(Number(head.headers['content-length'])).toBe(readFileSync(path.join(publicDir, 'favicon.ico')).length);
  });

  test('fingerprinted files under /assets/ are cached for ever', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-B1dCdMaa.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });
});

describe('what is not there', () => {
  test.each(['/nothing.png', '/favicon.png', '/assets/BlogsPage-gone1234.js', '/dashboard/report.pdf', '/humans.txt'])(
    'GET and HEAD %s answer 404, not the HTML page',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, method).toBe(404);
        expect(res.headers['content-type'], method).not.toMatch(/text\/html/);
        if (method === 'GET') expect(res.json()).toEqual(NOT_FOUND);
      }
    },
  );

  test.each(['/api/nothing', '/api', '/images/nothing'])('GET and HEAD %s answer 404 JSON', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type'], method).toMatch(/^application\/json/);
      if (method === 'GET') expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  test('other methods on a client route answer 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/dashboard/orders' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({}, { clientDir: path.join(os.tmpdir(), 'market-no-client-here') });
  });
  afterAll(() => bare?.close());

  test('GET and HEAD / say how to build the client', async () => {
    const get = await bare.inject({ method: 'GET', url: '/' });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('npm run build');
    const head = await bare.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  test('GET /favicon.ico answers 404', async () => {
    expect((await bare.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });
});
