import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VALIDATION } from '#shared/texts/validation.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  freshPhone,
  productInput,
  signUpAs,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/**
 * A mobile number is its first seller's (product §6): compared by its 11 digits however it is written,
 * refused when it is not a Bangladeshi mobile number, and freed by an admin for its real owner.
 */
let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUpAs(app, 'admin');
});
afterAll(() => app?.close());

const list = (seller: TestUser, phone: string) =>
  app.inject({ method: 'POST', url: '/api/itemName', headers: as(seller), payload: productInput({ phone }) });
const release = (who: TestUser | null, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/user/sellers/phones/release', headers: as(who), payload: payload as Record<string, unknown> });
/** The 11 digits of freshPhone's number, written another way by `write`. */
const spelled = (write: (digits: string) => string) => {
  const digits = freshPhone();
  return { digits, written: write(digits) };
};

describe('a number held by another seller', () => {
  test.each([
    ['with the country code', (d: string) => `+880 ${d.slice(1, 5)}-${d.slice(5)}`],
    ['with 880 and no plus', (d: string) => `880${d.slice(1)}`],
    ['as +88 0…', (d: string) => `+88 ${d}`],
    ['with dots and brackets', (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 7)}.${d.slice(7)}`],
    ['with an extension after it', (d: string) => `${d} ext 9`],
    ['with another number after it', (d: string) => `${d}, 01311000000`],
    ['in Bangla digits', (d: string) => d.replace(/\d/g, (c) => '০১২৩৪৫৬৭৮৯'[Number(c)]!)],
  ])('%s: 409 phone-taken', async (_how, write) => {
    const [holder, other] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const { digits, written } = spelled(write);
    expect((await list(holder, digits)).statusCode).toBe(201);
    expectError(await list(other, written), 409, 'phone-taken');
    // Its holder lists under it however it is written.
    expect((await list(holder, written)).statusCode).toBe(201);
  });

  test('a listing keeps the number as its 11 digits, whatever followed them', async () => {
    const seller = await signUpAs(app, 'seller');
    const { digits, written } = spelled((d) => `+880 ${d.slice(1, 5)}-${d.slice(5)} ext 9 (call after 5)`);
    const id = await createProduct(app, seller, { phone: written });
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).toMatchObject({ phone: digits });
  });

  test('two sellers listing one new number at once: one holds it, the other is refused', async () => {
    const sellers = await Promise.all([1, 2, 3, 4].map(() => signUpAs(app, 'seller')));
    const phone = freshPhone();
    const answers = await Promise.all(sellers.map((s) => list(s, phone)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('a number that is not a Bangladeshi mobile number', () => {
  test.each(['02-9876543', '01211000000', '0171100000', '1711000000', '+91 17110 00000', 'Call 01711000000', 'ext 9'])(
    '%j: 400 validation-failed, saying what a number must be',
    async (phone) => {
      const res = await list(await signUpAs(app, 'seller'), phone);
      expectError(res, 400, 'validation-failed');
      expect((res.json() as { message: string }).message).toBe(`body.phone: ${VALIDATION.product.phoneNotMobile}`);
    },
  );
});

describe('an admin frees a number for its real owner', () => {
  test('the squatter held it; once freed, the owner lists under it and holds it', async () => {
    const [squatter, owner] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const phone = freshPhone();
    await createProduct(app, squatter, { phone });
    expectError(await list(owner, phone), 409, 'phone-taken');

    const freed = await release(admin, { phone: `+880 ${phone.slice(1)}` });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json()).toEqual({ deletedCount: 1 });

    expect((await list(owner, phone)).statusCode).toBe(201);
    expectError(await list(squatter, phone), 409, 'phone-taken');
  });

  test('a number nobody holds: deletedCount 0', async () => {
    expect((await release(admin, { phone: freshPhone() })).json()).toEqual({ deletedCount: 0 });
  });

  test('only an admin may free one; a number that is not one is refused', async () => {
    const seller = await signUpAs(app, 'seller');
    const phone = freshPhone();
    await createProduct(app, seller, { phone });
    expectError(await release(null, { phone }), 401, 'unauthorized');
    expectError(await release(await signUpAs(app, 'seller'), { phone }), 403, 'forbidden');
    expectError(await release(admin, { phone: '02-9876543' }), 400, 'validation-failed');
    expectError(await release(admin, {}), 400, 'validation-failed');
    expectError(await list(await signUpAs(app, 'seller'), phone), 409, 'phone-taken');
  });

  test('a deleted seller holds nothing: the number is free again', async () => {
    const [gone, next] = [await signUpAs(app, 'seller'), await signUpAs(app, 'seller')];
    const phone = freshPhone();
    await createProduct(app, gone, { phone });
    expect((await app.inject({ method: 'DELETE', url: `/api/user/sellers/${gone.id}`, headers: as(admin) })).statusCode).toBe(200);
    expect((await list(next, phone)).statusCode).toBe(201);
  });
});
