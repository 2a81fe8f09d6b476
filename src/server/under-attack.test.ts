import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SANDBOX_CARD } from './testing/payloads.ts';
import { MarketApi, phoneOf, type Account } from '../../tests/e2e/support/api.ts';
import { flatPhoto } from './images/test-fixtures.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { persistentStorage, type PersistentStorage } from './testing/storage.ts';

/**
 * What an outside security test did to the build as users run it (`dist/server/main.js`), each answered as
 * docs/product.md says. The limits are lowered so that a few requests reach them; how fast the server stays
 * under the same attacks is measured by npm run bench:abuse (docs/performance.md, "Under attack").
 */
const SEARCH_RATE_LIMIT = 20;
const WRITE_RATE_LIMIT = 5;
const SIGN_IN_FAILURES = 5;

let server: ServerProcess;
let storage: PersistentStorage;
let api: MarketApi;
let seller: Account;
let buyer: Account;

beforeAll(async () => {
  storage = await persistentStorage();
  server = await startServerProcess({
    ...storage.env,
    SEED_DEMO: '0',
    SEARCH_RATE_LIMIT: String(SEARCH_RATE_LIMIT),
    WRITE_RATE_LIMIT: String(WRITE_RATE_LIMIT),
    AUTH_ACCOUNT_RATE_LIMIT: String(SIGN_IN_FAILURES),
    // Behind a proxy: the test speaks from several addresses through X-Forwarded-For.
    TRUST_PROXY: '1',
  });
  await server.ready();
  api = new MarketApi(server.url);
  [seller, buyer] = await Promise.all([api.signUp('Seller Account'), api.signUp('Buyers Account')]);
}, 120_000);
afterAll(async () => {
  server?.kill();
  await server?.exited;
  await storage?.remove();
});

async function post(account: Account, path: string, body: unknown): Promise<{ status: number; body: { error?: string } }> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { cookie: account.cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

async function uploadPhoto(photo: Buffer, type: string): Promise<{ status: number; error?: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type }), 'photo');
  const res = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    headers: { cookie: seller.cookie, origin: server.url },
    body: form,
  });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

/** What the Add A Product page posts for `account`, with a photo it uploaded. */
async function listing(account: Account) {
  const product = await api.addProduct(account);
  const { _id: _ignored, ...body } = product;
  return body;
}

/** A request with a Host header fetch would not send. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('the build under the outside security test', () => {
  test('searches from one address are limited, with Retry-After; the costly shapes are answered', async () => {
    const costly = await fetch(`${server.url}/api/products?q=s%20c%20p%20b%20m%20l%20t%20d&verified=1&limit=100`);
    expect(costly.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: SEARCH_RATE_LIMIT + 5 }, () => fetch(`${server.url}/api/products?ram=256`).then((r) => r)),
    );
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Within the limit, a crowd of searches is answered, or told at once that the line is full.
    expect(answers.filter((r) => ![200, 429, 503].includes(r.status))).toEqual([]);
    for (const busy of answers.filter((r) => r.status === 503)) expect(busy.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  test('a tiny photo declaring 40 megapixels is refused before it is decoded', async () => {
    expect(await uploadPhoto(await flatPhoto('webp'), 'image/webp')).toEqual({ status: 422, error: 'image-implausible' });
    expect(await uploadPhoto(await flatPhoto('avif'), 'image/avif')).toEqual({ status: 413, error: 'image-heif-too-many-pixels' });
  });

  test('a path that begins with two slashes or a malformed Host never puts another host in a page', async () => {
    const page = await getWithHost('//evil.example/product/00000000-0000-0000-0000-000000000000', '127.0.0.1');
    expect(page.status).toBe(404);
    const absolute = [...page.body.matchAll(/(?:href|content|src)="(https?:\/\/[^"]+)"/g)].map((m) => new URL(m[1]!).host);
    expect(absolute.length).toBeGreaterThan(0);
    expect(new Set(absolute)).toEqual(new Set(['127.0.0.1']));
    expect((await getWithHost('/', 'a b')).status).toBe(400);
    expect((await getWithHost('/robots.txt', '[::1')).status).toBe(400);
  });

  test('writes have a limit: an advert created and removed again and again is stopped', async () => {
    const product = await api.addProduct(seller);
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_RATE_LIMIT + 2; i++) {
      const res = await post(seller, '/api/advertise', api.advertisement(seller, product));
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  test('wrong passwords from one address do not lock the owner out from another', async () => {
    const signIn = (password: string, address: string) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': address },
        body: JSON.stringify({ email: seller.email, password }),
      }).then((res) => res.status);
    for (let i = 0; i < SIGN_IN_FAILURES; i++) expect(await signIn('wrong-password', '203.0.113.7')).toBe(401);
    expect(await signIn(seller.password, '203.0.113.7')).toBe(429);
    expect(await signIn(seller.password, '198.51.100.20')).toBe(200);
  });

  test("a seller's number written another way, and a photo never uploaded, are refused", async () => {
    const other = await api.signUp('Seller Account');
    const held = phoneOf(seller);
    await api.addProduct(seller, { phone: held });
    const written = `+880 ${held.slice(1, 5)}-${held.slice(5)} ext 9`;
    const body = await listing(other);
    const taken = await post(other, '/api/itemName', { ...body, phone: written });
    expect(taken).toMatchObject({ status: 409, body: { error: 'phone-taken' } });
    const ghost = body.image.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    const notUploaded = await post(other, '/api/itemName', { ...body, image: ghost, images: [ghost] });
    expect(notUploaded).toMatchObject({ status: 400, body: { error: 'image-not-uploaded' } });
  });

  test('a booking paid in one tab cannot be paid again from another', async () => {
    const product = await api.addProduct(seller, { name: 'Dell' });
    const bookingId = await api.book(buyer, product);
    const tabs = await Promise.all([0, 1].map(() => post(buyer, '/api/create-payment-intent', { bookingId })));
    const secrets = tabs.map((tab) => (tab.body as { clientSecret: string }).clientSecret);
    const first = await post(buyer, '/api/payments/sandbox/confirm', { clientSecret: secrets[0], ...SANDBOX_CARD });
    expect((await post(buyer, '/api/payments', { bookingId, transactionId: (first.body as { id: string }).id })).status).toBe(201);
    const second = await post(buyer, '/api/payments/sandbox/confirm', { clientSecret: secrets[1], ...SANDBOX_CARD });
    expect(second).toMatchObject({ status: 409, body: { error: 'booking-already-paid' } });
  });
});
