/**
 * The test fixtures: one way to build a test app, sign up users of each role and authenticate as them,
 * list a product, advertise, book, report and pay for it, all through the app's own API. Server tests
 * import them from here; the browser tests share the payloads (./payloads.ts) and call the same API over
 * HTTP (tests/e2e/support/api.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { advertisement } from '#shared/schemas/advertisements.ts';
import { booking } from '#shared/schemas/bookings.ts';
import { dealView } from '#shared/schemas/deals.ts';
import { ownProduct } from '#shared/schemas/moderation.ts';
import { product } from '#shared/schemas/products.ts';
import { report } from '#shared/schemas/reports.ts';
import { user as userSchema } from '#shared/schemas/users.ts';
import { bookings, user } from '../db/schema.ts';
import { readCache } from '../plugins/read-cache.ts';
import { usersRepository } from '../users/repository.ts';
import { as, signUpAs, type Via } from './accounts.ts';
import { advertisementInput, bookingInput, productInput, reportInput, SANDBOX_CARD } from './payloads.ts';
import { putPhotos, type TestApp, type TestUser } from './test-app.ts';

export * from './accounts.ts';
export * from './payloads.ts';
export { buildTestApp, cookiesOf, putPhotos, signIn, signUp, type TestApp, type TestUser } from './test-app.ts';

type Json = Record<string, unknown>;

/** Calls the API as `who` (cookie or bearer) and answers the created record's id, or throws with the answer. */
async function create(app: TestApp, what: string, url: string, who: TestUser, payload: Json, via: Via, ok = [201]): Promise<string> {
  const res = await app.inject({ method: 'POST', url, headers: as(who, via), payload });
  if (!ok.includes(res.statusCode)) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}

/**
 * Lists a product as Add A Product does: its photos in the store first (putPhotos), then POST /api/itemName
 * (productInput's defaults, `overrides` on top). Returns its id.
 */
export async function createProduct(
  app: TestApp,
  seller: TestUser,
  overrides: Parameters<typeof productInput>[0] = {},
  via: Via = 'cookie',
): Promise<string> {
  const payload = productInput(overrides);
  const named = [payload.image, ...(Array.isArray(payload.images) ? payload.images : [])];
  await putPhotos(
    app,
    named.filter((url): url is string => typeof url === 'string'),
  );
  return create(app, 'listing a product', '/api/itemName', seller, payload, via);
}

/** Advertises the seller's product through POST /api/advertise and returns the advert's id. */
export function advertise(app: TestApp, seller: TestUser, productId: string, overrides: Json = {}, via: Via = 'cookie'): Promise<string> {
  return create(app, 'advertising', '/api/advertise', seller, advertisementInput({ productId, ...overrides }), via, [200, 201]);
}

/** Books a product through POST /api/bookings and returns the booking's id. */
export function book(app: TestApp, buyer: TestUser, productId: string, overrides: Json = {}, via: Via = 'cookie'): Promise<string> {
  return create(app, 'booking', '/api/bookings', buyer, bookingInput(productId, overrides), via);
}

/** Writes to a product's seller through POST /api/conversations (starting the conversation, or adding to it); answers the conversation's id. */
export async function startConversation(
  app: TestApp,
  buyer: TestUser,
  productId: string,
  text = 'Is it still available?',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/conversations', headers: as(buyer), payload: { productId, text } });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`starting a conversation failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { conversation: { id: string } }).conversation.id;
}

/** The buyer offers `amount` through POST /api/conversations/:id/offers; answers the offer's id. */
export async function offer(app: TestApp, buyer: TestUser, conversationId: string, amount: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/offers`,
    headers: as(buyer),
    payload: { amount },
  });
  if (res.statusCode !== 201) throw new Error(`making an offer failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Files a report of the product through POST /api/report and returns its id. */
export function fileReport(app: TestApp, who: TestUser, productId: string, overrides: Json = {}): Promise<string> {
  return create(app, 'reporting', '/api/report', who, reportInput(productId, overrides), 'cookie');
}

/**
 * The browser's part of a card payment with the sandbox provider: an intent for the booking, then the
 * card form's confirmation. Answers the transaction id, not yet recorded.
 */
export async function sandboxTransaction(app: TestApp, buyer: TestUser, bookingId: string, via: Via = 'cookie'): Promise<string> {
  const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: as(buyer, via), payload: { bookingId } });
  if (intent.statusCode !== 200) throw new Error(`payment intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: as(buyer, via),
    payload: { clientSecret, ...SANDBOX_CARD },
  });
  if (confirmed.statusCode !== 200) throw new Error(`card confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return (confirmed.json() as { id: string }).id;
}

/** Pays for a booking with the sandbox card and records the payment (POST /api/payments): the booking is paid, its product sold. */
export async function pay(app: TestApp, buyer: TestUser, bookingId: string): Promise<{ paymentId: string; transactionId: string }> {
  const transactionId = await sandboxTransaction(app, buyer, bookingId);
  const paymentId = await create(app, 'recording a payment', '/api/payments', buyer, { bookingId, transactionId }, 'cookie');
  return { paymentId, transactionId };
}

/** Sells a product as a sale happens: a buyer of its own books it and pays. Answers the booking's id. */
export async function sell(app: TestApp, productId: string): Promise<string> {
  const buyer = await signUpAs(app, 'buyer');
  const bookingId = await book(app, buyer, productId);
  await pay(app, buyer, bookingId);
  return bookingId;
}

/**
 * Marks a booking paid by a direct write, its product left on sale: a state no call makes (a payment
 * sells the product too), for the code that must still keep such a booking.
 */
export async function markPaid(app: TestApp, bookingId: string): Promise<void> {
  await app.ctx.db.update(bookings).set({ paid: true, state: 'held' }).where(eq(bookings.id, bookingId));
}

/** A user row written straight into the database: a cheap target for the admin calls. */
export async function insertUser(
  app: TestApp,
  fields: { option?: 'Buyers Account' | 'Seller Account'; role?: 'admin'; status?: 'Verified'; name?: string } = {},
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `target-${randomBytes(4).toString('hex')}@example.com`;
  await app.ctx.db.insert(user).values({
    id,
    email,
    name: fields.name ?? 'Target User',
    option: fields.option ?? 'Buyers Account',
    role: fields.role ?? null,
    status: fields.status ?? null,
  });
  return { id, email };
}

/** The user's row, or undefined when there is none. */
export async function userRow(app: TestApp, id: string) {
  return (await usersRepository(app.ctx.db).findById(id)) ?? undefined;
}

/** After a test writes to the database behind the app's back: the public listings forget what they hold. */
export function changedBehindTheApp(app: TestApp): void {
  readCache(app).clear();
}

type Response = { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string };

/** A 4xx (or the given status) answered as JSON `{ error, message }` with a kebab-case code. */
export function expectError(res: Response, status?: number, code?: string): void {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  else {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  }
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { error: unknown; message: unknown };
  expect(body.error).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (code !== undefined) expect(body.error).toBe(code);
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

/** The exact field names each kind of record is answered with (sorted), as the shared schemas declare them. */
export const KEYS = {
  product: fieldsOf(product),
  /** A product in its seller's own list: its public fields as stored, and where it stands (`listing`). */
  ownProduct: fieldsOf(ownProduct),
  advertisement: fieldsOf(advertisement),
  booking: fieldsOf(booking),
  /** A booking in a list, with the moves its reader may make. */
  deal: fieldsOf(dealView),
  report: fieldsOf(report),
  user: fieldsOf(userSchema),
};

export const sortedKeys = (o: unknown) => Object.keys(o as object).sort();
