import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryList } from '#shared/schemas/categories.ts';
import { buildTestApp } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * How the server uses a built renderer (dist/ssr/entry-server.js): the renderer here is a stand-in
 * written by the test, which renders what the in-process fetch it was given answers.
 */
const INDEX = '<!doctype html><html><head><title>Market</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
export function createRenderer({ template, apiFetch }) {
  return {
    async render(url) {
      globalThis.marketRenders = (globalThis.marketRenders ?? 0) + 1;
      if (url.pathname === '/dashboard') return null;
      if (url.pathname === '/old') return { status: 301, redirect: '/new' };
      if (url.pathname === '/search') {
        const res = await apiFetch('/api/products' + url.search);
        return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + res.status + '</div>') };
      }
      if (url.pathname === '/long') return { status: 200, html: template.replace('</body>', '<p>' + 'Tk. 52,000 '.repeat(500) + '</p></body>') };
      const res = await apiFetch('/api/itemCategory');
      const names = (await res.json()).map((c) => c.name).join(',');
      return { status: url.pathname === '/missing' ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + url.href + '|' + res.status + '|' + names + '</div>') };
    },
  };
}`;

let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'market-render-'));
  mkdirSync(path.join(dir, 'client'));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(path.join(dir, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), RENDERER);
  app = await buildTestApp({}, { clientDir: path.join(dir, 'client'), ssrDir: path.join(dir, 'ssr') });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  test("a page is the renderer's HTML, made from the template with data read through the app itself", async () => {
    const res = await app.inject({ method: 'GET', url: '/itemName/01?x=1', headers: { host: 'market.example:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const [url, status, names] = /<div id="root">(.*)<\/div>/.exec(res.body)![1]!.split('|');
    expect(url).toBe('http://market.example:3000/itemName/01?x=1');
    expect(status).toBe('200');
    const categories = categoryList.parse((await app.inject({ method: 'GET', url: '/api/itemCategory' })).json());
    expect(names).toBe(categories.map((c) => c.name).join(','));
  });

  test('the status the renderer chose is sent: 404 for the not-found page', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
  });

  test("a loader's redirect is sent as a redirect", async () => {
    const res = await app.inject({ method: 'GET', url: '/old' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new');
  });

  test('a page the renderer leaves to the browser is the bare template', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  test('a repeat visit with the ETag it was given costs a 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/blogs' });
    const again = await app.inject({ method: 'GET', url: '/blogs', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  test('a rendered page goes compressed to a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/long', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Tk. 52,000 Tk. 52,000');
  });

  test('a crowd opening one page at once costs one render and one compression, until a write', async () => {
    const renders = () => (globalThis as { marketRenders?: number }).marketRenders ?? 0;
    const before = renders();
    const crowd = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: '/long?crowd=1', headers: { 'accept-encoding': 'br' } })),
    );
    expect(new Set(crowd.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(crowd.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(renders() - before).toBe(1);
    // Each address and host is a page of its own: its canonical URL names them.
    await app.inject({ method: 'GET', url: '/long?crowd=2' });
    await app.inject({ method: 'GET', url: '/long?crowd=1', headers: { host: 'other.example' } });
    expect(renders() - before).toBe(3);
    // A write empties the cache: the next visitor sees what it changed.
    await app.ctx.cacheBus.clearEverywhere();
    await app.inject({ method: 'GET', url: '/long?crowd=1', headers: { 'accept-encoding': 'br' } });
    expect(renders() - before).toBe(4);
  });

  test("a page's reads count against the limits of the visitor it is rendered for, not the server's own address", async () => {
    const limited = await buildTestApp({ SEARCH_RATE_LIMIT: '2' }, { clientDir: path.join(dir, 'client'), ssrDir: path.join(dir, 'ssr') });
    try {
      const page = async (n: number, remoteAddress: string) =>
        /<div id="root">(\d+)<\/div>/.exec(
          (await limited.inject({ method: 'GET', url: `/search?q=dell&n=${n}`, remoteAddress })).body,
        )?.[1];
      expect([await page(1, '203.0.113.7'), await page(2, '203.0.113.7'), await page(3, '203.0.113.7')]).toEqual(['200', '200', '429']);
      expect(await page(4, '198.51.100.20')).toBe('200');
    } finally {
      await limited.close();
    }
  });

  test('API paths and files are never rendered', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/nothing.png' })).statusCode).toBe(404);
  });
});

describe('a renderer that cannot be loaded', () => {
  test('leaves every page to the browser: the bare template, never an error', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'market-render-broken-'));
    mkdirSync(path.join(broken, 'ssr'));
    writeFileSync(path.join(broken, 'index.html'), INDEX);
    writeFileSync(path.join(broken, 'ssr', 'entry-server.js'), 'export const createRenderer = ;');
    const brokenApp = await buildTestApp({}, { clientDir: broken, ssrDir: path.join(broken, 'ssr') });
    try {
      const res = await brokenApp.inject({ method: 'GET', url: '/itemName/01' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await brokenApp.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
