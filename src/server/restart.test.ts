import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  advertise,
  as,
  book,
  buildTestApp,
  type Cast,
  createProduct,
  fileReport,
  signUp,
  signUpAdmin,
  type TestApp,
} from './testing/fixtures.ts';
import { persistentStorage, type PersistentStorage } from './testing/storage.ts';

/**
 * Restart safety: data written, the app closed, a new app built on the same storage (PGlite files in
 * DATA_DIR, or the same PostgreSQL database when DATABASE_URL is set): data, sessions, access tokens
 * and the generated AUTH_SECRET are all still there.
 */
let storage: PersistentStorage;
let first: TestApp | undefined;
let second: TestApp | undefined;

beforeAll(async () => {
  storage = await persistentStorage();
});
afterAll(async () => {
  await first?.close().catch(() => undefined);
  await second?.close();
  await storage?.remove();
});

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

test(`data, sessions and the generated secret survive a restart (${kind})`, async () => {
  expect(storage.kind).toBe(kind);
  first = await buildTestApp(storage.env);
  const cast: Cast = {
    buyer: await signUp(first, { name: 'Restart Buyer' }),
    seller: await signUp(first, { name: 'Restart Seller', option: 'Seller Account' }),
    otherSeller: await signUp(first, { option: 'Seller Account' }),
    admin: await signUpAdmin(first),
  };
  const productId = await createProduct(first, cast.seller, { name: 'Apple', category_id: '06', detail: 'MacBook Air M1' });
  const advertId = await advertise(first, cast.seller, productId);
  const bookingId = await book(first, cast.buyer, productId);
  const reportId = await fileReport(first, cast.buyer, productId);
  const secret = readFileSync(path.join(storage.dataDir, 'auth-secret'), 'utf8');
  expect(secret.trim()).toMatch(/^[0-9a-f]{64}$/);
  await first.close();
  first = undefined;

  second = await buildTestApp(storage.env);
  const app = second;
  expect(readFileSync(path.join(storage.dataDir, 'auth-secret'), 'utf8')).toBe(secret);

  // Public data.
  const category = (await app.inject({ method: 'GET', url: '/api/itemName/06' })).json() as { _id: string; detail: string }[];
  expect(category).toEqual([expect.objectContaining({ _id: productId, detail: 'MacBook Air M1' })]);
  const adverts = (await app.inject({ method: 'GET', url: '/api/advertise' })).json() as { _id: string }[];
  expect(adverts.map((a) => a._id)).toEqual([advertId]);

  // The old session cookie and the old access token still sign in.
  const orders = await app.inject({
    method: 'GET',
    url: `/api/bookings?email=${encodeURIComponent(cast.buyer.email)}`,
    headers: as(cast.buyer),
  });
  expect(orders.statusCode).toBe(200);
  expect((orders.json() as { _id: string }[]).map((b) => b._id)).toEqual([bookingId]);
  const viaToken = await app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: as(cast.buyer, 'bearer') });
  expect(viaToken.statusCode).toBe(200);
  const reports = await app.inject({ method: 'GET', url: '/api/report', headers: as(cast.admin) });
  expect((reports.json() as { _id: string }[]).map((r) => r._id)).toEqual([reportId]);

  // The password still works, and the accounts kept their roles.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: cast.seller.email, password: 'secret123' },
  });
  expect(signIn.statusCode).toBe(200);
  const sellers = (await app.inject({ method: 'GET', url: '/api/user/sellers', headers: as(cast.admin) })).json() as { email: string }[];
  expect(sellers.map((s) => s.email).sort()).toEqual([cast.seller.email, cast.otherSeller.email].sort());

  // The nine categories are still exactly nine after the second start.
  expect(((await app.inject({ method: 'GET', url: '/api/itemCategory' })).json() as unknown[]).length).toBe(9);
});
