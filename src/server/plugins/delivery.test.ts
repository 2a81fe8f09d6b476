import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productList } from '#shared/schemas/products.ts';
import { as, buildTestApp, createProduct, signUp, type TestApp } from '../testing/fixtures.ts';
import { acceptedEncoding, matches } from './delivery.ts';

/** architecture §9: compressed answers, ETags and revalidation, as a phone on mobile data meets them. */
const SCRIPT = `console.log(${JSON.stringify('market '.repeat(400))});`;
const ASSET = '/assets/index-B1dCdMaa.js';

let clientDir: string;
let app: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'market-delivery-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Market</title><div id="root"></div>');
  mkdirSync(path.join(clientDir, 'assets'));
  const script = path.join(clientDir, 'assets', 'index-B1dCdMaa.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = await buildTestApp({}, { clientDir });
  const seller = await signUp(app, { option: 'Seller Account' });
  // Enough listings that the category's JSON passes the compression threshold.
  for (let i = 0; i < 6; i += 1)
    await createProduct(app, seller, { detail: `A well kept laptop, number ${i}, with its charger and box. `.repeat(3) });
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('built files', () => {
  test.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('a hashed script is sent as the %s file made at build time, cached for a year', async (encoding, decode) => {
    const res = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  test('a browser that accepts no compression gets the plain file', async () => {
    const res = await app.inject({ method: 'GET', url: ASSET });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});

describe('API answers', () => {
  test('a large JSON answer is compressed with Brotli when asked, and reads the same', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/itemName/03' });
    const br = await app.inject({ method: 'GET', url: '/api/itemName/03', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const items = productList.parse(JSON.parse(brotliDecompressSync(br.rawPayload).toString()));
    expect(items).toHaveLength(6);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  test('a small answer goes as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemName/09', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual([]);
  });

  test('a repeat read with the ETag it was given is answered 304 with no body; a changed listing gets a new ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/itemName/03' });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await app.inject({ method: 'GET', url: '/api/itemName/03', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const seller = await signUp(app, { option: 'Seller Account' });
    await createProduct(app, seller);
    const changed = await app.inject({ method: 'GET', url: '/api/itemName/03', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  test('an answer to someone signed in is private to their browser', async () => {
    const user = await signUp(app);
    const res = await app.inject({ method: 'GET', url: '/api/itemCategory', headers: as(user) });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  test('errors and writes carry no ETag, and are never answered 304', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/itemName/99', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await app.inject({ method: 'POST', url: '/api/itemName', payload: {}, headers: { 'if-none-match': '*' } });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(write.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  test.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abd"', '"abc"', false],
    ['', '"abc"', false],
  ])('%s against %s: %s', (header, tag, expected) => {
    expect(matches(header, tag)).toBe(expected);
  });
});

describe('Accept-Encoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ] as const)('%s: %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
