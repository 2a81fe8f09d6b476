import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductInput } from '#shared/schemas/products.ts';
import { bookings, products, user } from '../db/schema.ts';
import { readCache } from '../plugins/read-cache.ts';
import { signUp, signUpAdmin, type TestApp, type TestUser } from './test-app.ts';

/** Who calls: nobody, or one of the four signed-in users every access test is run with. */
export type Actor = 'anonymous' | 'buyer' | 'seller' | 'otherSeller' | 'admin';
export const ACTORS: readonly Actor[] = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin'];

export interface Cast {
  buyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  /** An admin whose account option is the default, Buyers Account. */
  admin: TestUser;
}

/** A buyer, two sellers and an admin, signed up through the real auth routes. */
export async function signUpCast(app: TestApp): Promise<Cast> {
  const buyer = await signUp(app, { name: 'Bina Buyer' });
  const seller = await signUp(app, { name: 'Sami Seller', option: 'Seller Account' });
  const otherSeller = await signUp(app, { name: 'Omar Seller', option: 'Seller Account' });
  const admin = await signUpAdmin(app);
  return { buyer, seller, otherSeller, admin };
}

/** A photo URL of the shape the local image store issues (the file need not exist), distinct per tag. */
export function photoUrl(tag = 'photo'): string {
  const hash = createHash('sha256').update(tag).digest('hex').slice(0, 32);
  return `/images/${hash.slice(0, 2)}/${hash}-card.webp`;
}
export const PHOTO = photoUrl();

/** A mobile number nobody lists under yet: a number is its first seller's (products/routes.ts). */
export function freshPhone(): string {
  return `017${randomInt(100_000_000).toString().padStart(8, '0')}`;
}

export type Via = 'cookie' | 'bearer';

/** Headers that authenticate as the user: the session cookie, or the /api/jwt access token. */
export function as(who: TestUser | null | undefined, via: Via = 'cookie'): Record<string, string> {
  if (!who) return {};
  return via === 'cookie' ? { cookie: who.cookie } : { authorization: `Bearer ${who.token}` };
}

export function actorUser(cast: Cast, actor: Actor): TestUser | null {
  return actor === 'anonymous' ? null : cast[actor];
}

export function productInput(overrides: Partial<Record<keyof ProductInput, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Lenovo',
    category_id: '03',
    price: 85_000,
    resell_price: 52_000,
    phone: freshPhone(),
    location: 'Dhaka',
    detail: 'ThinkPad T480, Core i5, 16 GB',
    date: 'Just now',
    image: PHOTO,
    use: '1 year',
    seller: 'Sami Seller',
    ...overrides,
  };
}

/** Lists a product through POST /api/itemName and returns its id. */
export async function createProduct(app: TestApp, seller: TestUser, overrides: Parameters<typeof productInput>[0] = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/itemName', headers: as(seller), payload: productInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`create product failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}

export function advertisementInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    image: PHOTO,
    name: 'Lenovo',
    price: 52_000,
    detail: 'ThinkPad T480, Core i5, 16 GB',
    use: '1 year',
    location: 'Dhaka',
    phone: '01711-123456',
    ...overrides,
  };
}

/** Advertises the seller's product through POST /api/advertise and returns the advert's id. */
export async function advertise(app: TestApp, seller: TestUser, productId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/advertise', headers: as(seller), payload: advertisementInput({ productId }) });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`advertise failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}

/** Books a product through POST /api/bookings and returns the booking's id. */
export async function book(app: TestApp, buyer: TestUser, productId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: as(buyer),
    payload: { productId, phone: '01911-000000', location: 'Mirpur', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}

export function reportInput(productId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { productId, image: PHOTO, itemName: 'Lenovo', message: 'The photo is not of this laptop.', ...overrides };
}

/** Files a report of the product through POST /api/report and returns its id. */
export async function fileReport(app: TestApp, who: TestUser, productId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/report', headers: as(who), payload: reportInput(productId, overrides) });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
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

export async function userRow(app: TestApp, id: string) {
  const [row] = await app.ctx.db.select().from(user).where(eq(user.id, id));
  return row;
}

/** After a test writes to the database behind the app's back: the public listings forget what they hold. */
export function changedBehindTheApp(app: TestApp): void {
  readCache(app).clear();
}

/** Marks a product sold, as a recorded payment does. */
export async function markSold(app: TestApp, productId: string): Promise<void> {
  await app.ctx.db.update(products).set({ status: 'sold' }).where(eq(products.id, productId));
  changedBehindTheApp(app);
}

/** Marks a booking paid, as a recorded payment does. */
export async function markPaid(app: TestApp, bookingId: string): Promise<void> {
  await app.ctx.db.update(bookings).set({ paid: true }).where(eq(bookings.id, bookingId));
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

/** The exact field names each kind of record is answered with (sorted). */
export const KEYS = {
  product: [
    '_id',
    'category_id',
    'condition',
    'createdAt',
    'date',
    'detail',
    'district',
    'division',
    'email',
    'image',
    'images',
    'location',
    'name',
    'phone',
    'price',
    'processor',
    'ram',
    'resell_price',
    'screen',
    'seller',
    'sellerVerified',
    'status',
    'storage',
    'storageType',
    'use',
  ],
  advertisement: ['_id', 'createdAt', 'detail', 'email', 'image', 'location', 'name', 'phone', 'price', 'productId', 'use'],
  booking: [
    '_id',
    'createdAt',
    'email',
    'image',
    'itemName',
    'location',
    'paid',
    'phone',
    'price',
    'productId',
    'sold',
    'transactionId',
    'userName',
  ],
  report: ['_id', 'createdAt', 'email', 'image', 'itemName', 'message', 'productId'],
  user: ['_id', 'createdAt', 'email', 'image', 'name', 'option', 'role', 'status'],
} as const;

export const sortedKeys = (o: unknown) => Object.keys(o as object).sort();
