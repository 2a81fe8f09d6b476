import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '#shared/schemas/products.ts';
import { CATEGORY_TEXTS } from '#shared/texts/category.ts';
import { PRODUCT_TEXTS } from '#shared/texts/product.ts';
import {
  advertise,
  as,
  buildTestApp,
  createProduct,
  expectError,
  freshPhone,
  signUpAs,
  signUpCast,
  UNKNOWN_ID,
  type Cast,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * A seller's contact in public answers (product §6, "A seller's contact"): no answer that anyone may read,
 * signed out or signed in as someone else, carries the seller's e-mail address, nor the phone number of a
 * listing its seller made chat only: not the API's JSON, not the server-rendered pages (their HTML and the
 * state they hand the browser), not anything in their head. The seller and admins still read both.
 */

/** The build's client and server renderer (made once per run by tests/support/build.ts): pages as visitors get them. */
const DIST = path.resolve(import.meta.dirname, '../../../dist');

let app: TestApp;
let cast: Cast;
/** The seller of both listings, with a name that no other text contains. */
let seller: TestUser;
let chatOnlyId: string;
let phoneShownId: string;
const chatOnlyPhone = freshPhone();
const shownPhone = freshPhone();

beforeAll(async () => {
  app = await buildTestApp({}, { clientDir: path.join(DIST, 'client'), ssrDir: path.join(DIST, 'ssr') });
  cast = await signUpCast(app);
  seller = await signUpAs(app, 'verifiedSeller', { name: 'Priya Private' });
  chatOnlyId = await createProduct(app, seller, { name: 'Avita', detail: 'Liber V14 quiet', phone: chatOnlyPhone, chatOnly: true });
  phoneShownId = await createProduct(app, seller, { name: 'Avita', detail: 'Pura 14 loud', phone: shownPhone });
  await advertise(app, seller, chatOnlyId);
  await advertise(app, seller, phoneShownId);
});
afterAll(() => app?.close());

/** The ways a number may be written in a page: as stored (11 digits) and without its leading 0. */
const writings = (phone: string) => [phone, phone.slice(1), `${phone.slice(0, 5)}-${phone.slice(5)}`];

/** Every public read of products, by the API and as pages: what each answers to `who`. */
async function publicBodies(who: TestUser | null): Promise<Record<string, string>> {
  const calls = [
    '/api/itemName/09',
    '/api/products?q=avita',
    '/api/products?category=09&sort=newest',
    `/api/products/${chatOnlyId}`,
    `/api/products/${phoneShownId}`,
    `/api/products/${phoneShownId}/similar`,
    '/api/advertise',
    `/api/sellers/${seller.id}`,
    // The server-rendered pages: their HTML, their head, and the data they hand the browser.
    '/',
    '/itemName/09',
    `/product/${chatOnlyId}`,
    `/product/${phoneShownId}`,
    `/seller/${seller.id}`,
    '/search?q=avita',
  ];
  const bodies: Record<string, string> = {};
  for (const url of calls) {
    const res = await app.inject({ method: 'GET', url, headers: as(who) });
    expect(res.statusCode, url).toBe(200);
    bodies[url] = res.body;
  }
  return bodies;
}

describe.each([
  ['signed out', () => null],
  ['a buyer', () => cast.buyer],
  ['another seller', () => cast.otherSeller],
])('every public answer about products, to %s', (_who, who) => {
  test("has no seller's e-mail address and no phone number of a chat-only listing, anywhere", async () => {
    const bodies = await publicBodies(who());
    for (const [url, body] of Object.entries(bodies)) {
      expect(body.toLowerCase(), url).not.toContain(seller.email.toLowerCase());
      expect(body, url).not.toContain(cast.otherSeller.email);
      for (const written of writings(chatOnlyPhone)) expect(body, url).not.toContain(written);
    }
    // The walk saw both listings: the chat-only one by its id, the other with its number.
    expect(bodies['/api/itemName/09']).toContain(chatOnlyId);
    expect(bodies['/api/itemName/09']).toContain(shownPhone);
    expect(bodies[`/product/${chatOnlyId}`]).toContain('Liber V14 quiet');
    expect(bodies[`/product/${phoneShownId}`]).toContain(shownPhone);
    // Where the number would be, the card and the page say why there is none.
    expect(bodies['/itemName/09']).toContain(`${CATEGORY_TEXTS.card.chatOnly}</dd>`);
    expect(bodies[`/product/${chatOnlyId}`]).toContain(PRODUCT_TEXTS.chatOnlyNote);
    expect(bodies[`/product/${phoneShownId}`]).not.toContain(PRODUCT_TEXTS.chatOnlyNote);
  });
});

describe('a chat-only listing in the API', () => {
  test('has phone null and chatOnly true in public answers; the other keeps its phone; e-mail is null in both', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/itemName/09' })).json() as Product[];
    expect(list.find((p) => p._id === chatOnlyId)).toMatchObject({ phone: null, chatOnly: true, email: null });
    expect(list.find((p) => p._id === phoneShownId)).toMatchObject({ phone: shownPhone, chatOnly: false, email: null });
    const adverts = (await app.inject({ method: 'GET', url: '/api/advertise' })).json() as { productId: string }[];
    expect(adverts.find((a) => a.productId === chatOnlyId)).toMatchObject({ phone: null, chatOnly: true, email: null });
    expect(adverts.find((a) => a.productId === phoneShownId)).toMatchObject({ phone: shownPhone, chatOnly: false, email: null });
  });

  test("its seller and admins read its phone number and the e-mail address in the seller's own lists", async () => {
    for (const who of [seller, cast.admin]) {
      const own = (
        await app.inject({ method: 'GET', url: `/api/itemName?email=${encodeURIComponent(seller.email)}`, headers: as(who) })
      ).json() as Product[];
      expect(own.find((p) => p._id === chatOnlyId)).toMatchObject({ phone: chatOnlyPhone, chatOnly: true, email: seller.email });
      const adverts = (
        await app.inject({ method: 'GET', url: `/api/advertised?email=${encodeURIComponent(seller.email)}`, headers: as(who) })
      ).json() as { productId: string }[];
      expect(adverts.find((a) => a.productId === chatOnlyId)).toMatchObject({ phone: chatOnlyPhone, chatOnly: true, email: seller.email });
    }
  });
});

describe('PATCH /api/itemName/:id { chatOnly }', () => {
  const patch = (who: TestUser | null, id: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/itemName/${id}`, headers: as(who), payload: payload as Record<string, unknown> });
  const publicPhone = async (id: string) => ((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product).phone;

  test('its seller turns the phone number off and on again; a choice already made changes nothing', async () => {
    const id = await createProduct(app, seller, { name: 'Avita', phone: shownPhone });
    expect(await publicPhone(id)).toBe(shownPhone);
    expect((await patch(seller, id, { chatOnly: true })).json()).toEqual({ modifiedCount: 1 });
    expect(await publicPhone(id)).toBeNull();
    expect((await patch(seller, id, { chatOnly: true })).json()).toEqual({ modifiedCount: 0 });
    expect((await patch(seller, id, { chatOnly: false })).json()).toEqual({ modifiedCount: 1 });
    expect(await publicPhone(id)).toBe(shownPhone);
  });

  test('nobody else changes it, admins included; bad input and unknown ids are 4xx', async () => {
    expectError(await patch(null, chatOnlyId, { chatOnly: false }), 401, 'unauthorized');
    expectError(await patch(cast.buyer, chatOnlyId, { chatOnly: false }), 403, 'forbidden');
    expectError(await patch(cast.otherSeller, chatOnlyId, { chatOnly: false }), 403, 'forbidden');
    expectError(await patch(cast.admin, chatOnlyId, { chatOnly: false }), 403, 'forbidden');
    expectError(await patch(seller, UNKNOWN_ID, { chatOnly: false }), 404, 'product-not-found');
    expectError(await patch(seller, 'not-an-id', { chatOnly: false }), 400, 'validation-failed');
    for (const body of [{}, { chatOnly: 'yes' }, { chatOnly: 1 }, { chatOnly: null }]) {
      expect((await patch(seller, chatOnlyId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await publicPhone(chatOnlyId)).toBeNull();
  });
});
