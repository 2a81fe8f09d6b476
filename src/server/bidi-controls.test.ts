import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListingSubmitted } from '#shared/schemas/moderation.ts';
import type { Product } from '#shared/schemas/products.ts';
import {
  as,
  buildTestApp,
  expectError,
  freshPhone,
  productInput,
  signUp,
  signUpAs,
  signUpInput,
  userRow,
  type TestApp,
} from './testing/fixtures.ts';

/*
 * Bidi controls in what other people read (product §5, "Validation"): "Good Seller \u202Emoc.live" shows as
 * "Good Seller evil.com". Every name and text field drops them, however it arrives.
 */

/** Every bidi control: embeddings and overrides, isolates, and the three direction marks. */
const BIDI = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const nameOf = async (id: string) => (await userRow(app, id))?.name;

describe('a user’s name', () => {
  test('sign-up keeps the name without its bidi controls; Bangla’s joiners stay', async () => {
    const spoof = await signUp(app, { name: 'Good Seller \u202emoc.live' });
    expect(await nameOf(spoof.id)).toBe('Good Seller moc.live');
    const every = await signUp(app, { name: `Ra${BIDI}him` });
    expect(await nameOf(every.id)).toBe('Rahim');
    // A zero-width joiner shapes Bangla letters (র‍্য): it is no bidi control.
    const bangla = await signUp(app, { name: 'র\u200d্যাব হাসান' });
    expect(await nameOf(bangla.id)).toBe('র\u200d্যাব হাসান');
  });

  test('a name of bidi controls alone is no name: 400 validation-failed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpInput({ name: ` ${BIDI} `, email: 'nobody-bidi@example.com' }),
    });
    expectError(res, 400, 'validation-failed');
  });

  test('update-user and PUT /api/users keep the name without them', async () => {
    const me = await signUp(app);
    const updated = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: as(me),
      payload: { name: 'Shop\u202e.com' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await nameOf(me.id)).toBe('Shop.com');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: as(me),
      payload: { name: `\u2067Karim${BIDI}`, email: me.email },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await nameOf(me.id)).toBe('Karim');
  });
});

describe('a listing', () => {
  test('its text fields and phone are stored without them; its seller’s name is the account’s, without them too', async () => {
    const seller = await signUpAs(app, 'seller', { name: 'Laptop\u202e Hut' });
    const phone = freshPhone();
    const res = await app.inject({
      method: 'POST',
      url: '/api/itemName',
      headers: as(seller),
      payload: productInput({
        phone: `\u202d${phone}`,
        location: 'Dhaka\u202e 1207',
        use: `1 year${BIDI}`,
        date: '\u2066Today\u2069',
        detail: 'ThinkPad T480\u200f, 16 GB',
        processor: 'Core\u202a i5-8350U\u202c',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json() as ListingSubmitted;
    const listed = (await app.inject({ method: 'GET', url: `/api/products/${insertedId}` })).json() as Product;
    expect(listed).toMatchObject({
      phone,
      location: 'Dhaka 1207',
      use: '1 year',
      date: 'Today',
      detail: 'ThinkPad T480, 16 GB',
      processor: 'Core i5-8350U',
      seller: 'Laptop Hut',
    });
  });

  test('its name is a brand: one with a bidi control is not one, 400 validation-failed', async () => {
    const seller = await signUpAs(app, 'seller');
    const res = await app.inject({
      method: 'POST',
      url: '/api/itemName',
      headers: as(seller),
      payload: productInput({ name: 'Lenovo\u202e' }),
    });
    expectError(res, 400, 'validation-failed');
  });
});
