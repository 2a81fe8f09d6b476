import { describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { bn } from '#shared/texts/bn.ts';
import { eq } from 'drizzle-orm';
import { session, user } from '../db/schema.ts';
import {
  as,
  type Cast,
  createProduct,
  expectError,
  fileReport,
  PASSWORD,
  sell,
  signIn,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

/*
 * Suspended accounts (product §6): an admin suspends a user, who is signed out everywhere, refused at
 * sign-in with a sentence that says so, refused on every call, and whose listings leave the site until the
 * suspension is lifted. Admins act from the lists of users and from a reported conversation, which they
 * alone may read.
 */

let app: TestApp;
let cast: Cast;
withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
});

const suspend = (who: TestUser | null, id: string) => app.inject({ method: 'PUT', url: `/api/users/${id}/suspension`, headers: as(who) });
const lift = (who: TestUser | null, id: string) => app.inject({ method: 'DELETE', url: `/api/users/${id}/suspension`, headers: as(who) });
const signInRes = (email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email, password: PASSWORD } });
const sessionsOf = async (id: string) => (await app.ctx.db.select().from(session)).filter((s) => s.userId === id);

/** Where a listing shows: its page, its category's list, the search (by its own detail). */
async function shows(productId: string, detail: string) {
  const page = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
  const category = (await app.inject({ method: 'GET', url: '/api/itemName/03' })).json() as { _id: string }[];
  const search = (await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(detail)}` })).json() as {
    items: { _id: string }[];
  };
  return {
    page: page.statusCode,
    category: category.some((p) => p._id === productId),
    search: search.items.some((p) => p._id === productId),
  };
}

describe('suspending a user', () => {
  test('signs them out everywhere, refuses their sign-in with the sentence, hides their listings until lifted', async () => {
    const seller = await signUpAs(app, 'seller', { name: 'Shady Seller' });
    const onAnotherDevice = await signIn(app, seller.email);
    const detail = `Suspended seller's ThinkPad ${seller.id}`;
    const listed = await createProduct(app, seller, { detail });
    const sold = await createProduct(app, seller, { detail: `${detail} sold` });
    await sell(app, sold);
    expect(await shows(listed, detail)).toEqual({ page: 200, category: true, search: true });
    expect(await sessionsOf(seller.id)).toHaveLength(2);

    const res = await suspend(cast.admin, seller.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    // Signed out on every device: no session is left, the cookie and the access token are refused.
    expect(await sessionsOf(seller.id)).toEqual([]);
    for (const who of [seller, onAnotherDevice]) {
      expectError(await app.inject({ method: 'GET', url: '/api/phones', headers: as(who) }), 401, 'unauthorized');
      expectError(await app.inject({ method: 'GET', url: '/api/phones', headers: as(who, 'bearer') }), 401, 'unauthorized');
    }
    // The right password gets the sentence, in the caller's language; a wrong one learns nothing.
    const refused = await signInRes(seller.email);
    expectError(refused, 403, 'account-suspended');
    expect(refused.json().message).toBe(API_ERRORS['account-suspended']);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signInRes(seller.email, { 'accept-language': 'bn' })).json().message).toBe(bn.API_ERRORS['account-suspended']);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: seller.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await sessionsOf(seller.id)).toEqual([]);

    // Their listing is off the site: its page, its category, the search; it cannot be booked or talked about.
    expect(await shows(listed, detail)).toEqual({ page: 404, category: false, search: false });
    expectError(await app.inject({ method: 'GET', url: `/api/products/${listed}/similar` }), 404, 'product-not-found');
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: as(cast.buyer),
        payload: { productId: listed, phone: '01711000000', location: 'Dhaka' },
      }),
      404,
      'product-not-found',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: as(cast.buyer),
        payload: { productId: listed, text: 'Still there?' },
      }),
      404,
      'product-not-found',
    );
    // The admins' lists say so.
    const users = (await app.inject({ method: 'GET', url: '/api/users', headers: as(cast.admin) })).json() as {
      _id: string;
      suspended: boolean;
    }[];
    expect(users.find((u) => u._id === seller.id)).toMatchObject({ suspended: true });
    // Twice changes nothing.
    expect((await suspend(cast.admin, seller.id)).json()).toEqual({ modifiedCount: 0 });

    // Lifted: they sign in again, the listing that was on sale is back, the sold one stays sold.
    expect((await lift(cast.admin, seller.id)).json()).toEqual({ modifiedCount: 1 });
    expect((await signInRes(seller.email)).statusCode).toBe(200);
    expect(await shows(listed, detail)).toEqual({ page: 200, category: true, search: true });
    expect((await app.inject({ method: 'GET', url: `/api/products/${sold}` })).json()).toMatchObject({ status: 'sold' });
    expect((await lift(cast.admin, seller.id)).json()).toEqual({ modifiedCount: 0 });
  });

  test('a cookie or token whose session outlived the suspension is refused with the sentence', async () => {
    const buyer = await signUpAs(app, 'buyer');
    // As if a sign-in had raced the suspension: the account is suspended, a session of it still lives.
    await app.ctx.db.update(user).set({ suspendedAt: new Date() }).where(eq(user.id, buyer.id));
    for (const via of ['cookie', 'bearer'] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/users/admin/${encodeURIComponent(buyer.email)}`, headers: as(buyer, via) });
      expectError(res, 403, 'account-suspended');
    }
  });

  test('admins only: 401 signed out, 403 for a buyer or seller', async () => {
    const target = await signUpAs(app, 'buyer');
    expectError(await suspend(null, target.id), 401, 'unauthorized');
    for (const who of [cast.buyer, cast.seller]) {
      expectError(await suspend(who, target.id), 403, 'forbidden');
      expectError(await lift(who, target.id), 403, 'forbidden');
    }
    expect(await sessionsOf(target.id)).toHaveLength(1);
  });

  test('never an admin, the caller included: 403 admin-protected', async () => {
    const other = await signUpAs(app, 'admin');
    expectError(await suspend(cast.admin, other.id), 403, 'admin-protected');
    expectError(await suspend(cast.admin, cast.admin.id), 403, 'admin-protected');
    expect(await sessionsOf(cast.admin.id)).not.toEqual([]);
  });

  test('an unknown user: 404', async () => {
    expectError(await suspend(cast.admin, 'nobody'), 404, 'user-not-found');
  });
});

describe('a reported conversation', () => {
  test('admins read it and suspend the reported user from the report; nobody else reads it', async () => {
    const seller = await signUpAs(app, 'seller', { name: 'Rude Seller' });
    const productId = await createProduct(app, seller);
    const conversationId = await startConversation(app, cast.buyer, productId, 'Is it still for sale?');
    await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: as(seller),
      payload: { text: 'Pay first, meet never.' },
    });
    const filed = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/report`,
      headers: as(cast.buyer),
      payload: { reason: 'Asks for money before meeting.' },
    });
    const reportId = (filed.json() as { insertedId: string }).insertedId;
    const productReport = await fileReport(app, cast.buyer, await createProduct(app, cast.otherSeller));

    // The list says what each report is of, and whom it is about: the other party, the listing's seller.
    const list = (await app.inject({ method: 'GET', url: '/api/report', headers: as(cast.admin) })).json() as Record<string, unknown>[];
    expect(list.find((r) => r._id === reportId)).toMatchObject({
      kind: 'conversation',
      conversationId,
      reported: { id: seller.id, name: 'Rude Seller', admin: false, suspended: false },
    });
    expect(list.find((r) => r._id === productReport)).toMatchObject({
      kind: 'product',
      reported: { id: cast.otherSeller.id, suspended: false },
    });

    // The admin reads the messages; the parties' other readers, and everyone else, get nothing.
    const read = await app.inject({ method: 'GET', url: `/api/report/${reportId}/messages`, headers: as(cast.admin) });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([
      'Is it still for sale?',
      'Pay first, meet never.',
    ]);
    for (const who of [cast.buyer, seller, cast.otherSeller]) {
      expectError(await app.inject({ method: 'GET', url: `/api/report/${reportId}/messages`, headers: as(who) }), 403, 'forbidden');
    }
    expectError(await app.inject({ method: 'GET', url: `/api/report/${reportId}/messages` }), 401, 'unauthorized');

    // Acting on it: the reported user is suspended; the report is dismissed.
    expect((await suspend(cast.admin, seller.id)).json()).toEqual({ modifiedCount: 1 });
    const after = (await app.inject({ method: 'GET', url: '/api/report', headers: as(cast.admin) })).json() as Record<string, unknown>[];
    expect(after.find((r) => r._id === reportId)).toMatchObject({ reported: { id: seller.id, suspended: true } });
    expect((await app.inject({ method: 'DELETE', url: `/api/report/${reportId}`, headers: as(cast.admin) })).json()).toEqual({
      deletedCount: 1,
    });
  });
});
