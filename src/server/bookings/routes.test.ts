import { describe, expect, test } from 'vitest';
import { bookings } from '../db/schema.ts';
import {
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  KEYS,
  offer,
  pay,
  PHOTO,
  photoUrl,
  sell,
  sortedKeys,
  startConversation,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

const myOrders = async (who = cast.buyer) => {
  const res = await app.inject({ method: 'GET', url: `/api/bookings?email=${encodeURIComponent(who.email)}`, headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
const getBooking = (id: string, who = cast.buyer) => app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: as(who) });

describe('POST /api/bookings', () => {
  test('with productId: 201; price, image and item name come from the product, name and email from the session', async () => {
    const productId = await createProduct(app, cast.seller, {
      name: 'Dell',
      category_id: '07',
      price: 99_000,
      resell_price: 64_000,
      image: photoUrl('dell'),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: as(cast.buyer),
      payload: {
        productId,
        price: 1,
        itemName: 'Free laptop',
        image: photoUrl('another photo'),
        userName: 'Someone',
        email: cast.buyer.email,
        phone: '01911-222333',
        location: 'Uttara',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { insertedId } = res.json() as { insertedId: string };
    const one = await getBooking(insertedId);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      _id: insertedId,
      productId,
      image: photoUrl('dell'),
      price: 64_000,
      itemName: 'Dell',
      userName: 'Bina Buyer',
      email: cast.buyer.email,
      phone: '01911-222333',
      location: 'Uttara',
      paid: false,
      transactionId: null,
      sold: false,
      createdAt: expect.any(String),
      state: 'booked',
      method: null,
      holdUntil: null,
      handedOverAt: null,
      reason: null,
      endedBy: null,
    });
  });

  test('fake orders: a booking must name a product on sale; a buyer-chosen item, price and image are refused and nothing is stored', async () => {
    const before = (await myOrders()).length;
    const fake = { image: PHOTO, price: 1, itemName: 'MacBook Pro', userName: 'Bina Buyer', email: cast.buyer.email, phone: '017' };
    expectError(
      await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.buyer), payload: fake }),
      400,
      'validation-failed',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: as(cast.buyer),
        payload: { ...fake, image: 'https://evil.example/x.png', productId: UNKNOWN_ID },
      }),
      400,
    );
    expectError(
      await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.buyer), payload: { ...fake, productId: UNKNOWN_ID } }),
      404,
      'product-not-found',
    );
    expect(await myOrders()).toHaveLength(before);
  });

  test('the payload of product §7 with productId is booked at the product’s price (location optional)', async () => {
    const productId = await createProduct(app, cast.seller, { name: 'Acer', category_id: '05', resell_price: 30_000 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: as(cast.buyer),
      payload: { productId, image: PHOTO, price: 1, itemName: 'Acer', userName: 'Bina Buyer', email: cast.buyer.email, phone: '017' },
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expect((await getBooking(insertedId)).json()).toMatchObject({ productId, price: 30_000, itemName: 'Acer', location: '', paid: false });
  });

  test('the same product twice: 409 already-booked; own product: 409; sold: 409; unknown: 404', async () => {
    const productId = await createProduct(app, cast.seller);
    await book(app, cast.buyer, productId);
    const payload = { productId, phone: '1' };
    expectError(await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.buyer), payload }), 409, 'already-booked');
    expectError(await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.seller), payload }), 409, 'own-product');
    await sell(app, productId);
    expectError(await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.otherSeller), payload }), 409, 'product-sold');
    expectError(
      await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.buyer), payload: { productId: UNKNOWN_ID, phone: '1' } }),
      404,
      'product-not-found',
    );
  });

  test('the seller is notified of a booking, once; a refused booking notifies no one', async () => {
    const productId = await createProduct(app, cast.seller);
    const before = await app.ctx.events.latestId(cast.seller.id);
    const bookingId = await book(app, cast.buyer, productId);
    await app.inject({ method: 'POST', url: '/api/bookings', headers: as(cast.buyer), payload: { productId, phone: '1' } });
    const told = await app.ctx.events.after(cast.seller.id, before, 10);
    expect(told).toEqual([
      {
        id: expect.any(Number),
        type: 'notification',
        data: {
          id: expect.any(String),
          kind: 'booking',
          data: { bookingId, productId, productName: expect.any(String), from: cast.buyer.name, party: 'seller' },
          createdAt: expect.any(String),
          read: false,
        },
      },
    ]);
  });

  test("refuses someone else's email: 403 email-mismatch", async () => {
    const productId = await createProduct(app, cast.seller);
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: as(cast.buyer),
      payload: { productId, phone: '1', email: cast.otherSeller.email },
    });
    expectError(res, 403, 'email-mismatch');
    expect(await myOrders(cast.otherSeller)).toEqual([]);
  });
});

describe('GET /api/bookings?email= and /api/allBookings', () => {
  test("a buyer's own orders, newest first, in the field names of product §3", async () => {
    const list = await myOrders();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const b of list) {
      expect(sortedKeys(b)).toEqual([...KEYS.deal]);
      expect(b.email).toBe(cast.buyer.email);
    }
    const times = list.map((b) => Date.parse(b.createdAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('the admin sees every order', async () => {
    const other = await book(app, cast.otherSeller, await createProduct(app, cast.seller));
    const res = await app.inject({ method: 'GET', url: '/api/allBookings', headers: as(cast.admin) });
    expect(res.statusCode).toBe(200);
    const all = res.json() as Record<string, unknown>[];
    expect(all[0]!._id).toBe(other);
    for (const b of all) expect(sortedKeys(b)).toEqual([...KEYS.deal]);
    const rows = await app.ctx.db.select().from(bookings);
    expect(all).toHaveLength(rows.length);
  });
});

describe('GET /api/bookings/:id', () => {
  test('own booking only (403 for others, 200 for admins), 404 unknown', async () => {
    const id = await book(app, cast.buyer, await createProduct(app, cast.seller));
    expectError(await getBooking(id, cast.seller), 403, 'forbidden');
    expect((await getBooking(id, cast.admin)).statusCode).toBe(200);
    expectError(await getBooking(UNKNOWN_ID), 404, 'booking-not-found');
  });
});

describe('DELETE /api/bookings/:id', () => {
  test('an unpaid booking: { deletedCount: 1 }, then 404', async () => {
    const id = await book(app, cast.buyer, await createProduct(app, cast.seller));
    const res = await app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as(cast.buyer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expectError(await getBooking(id), 404, 'booking-not-found');
    expectError(await app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as(cast.buyer) }), 404, 'booking-not-found');
  });

  test('a paid booking cannot be removed, by its buyer or an admin: 409 booking-paid, and it stays', async () => {
    const id = await book(app, cast.buyer, await createProduct(app, cast.seller));
    await pay(app, cast.buyer, id);
    expectError(await app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as(cast.buyer) }), 409, 'booking-paid');
    expectError(await app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as(cast.admin) }), 409, 'booking-paid');
    expect((await getBooking(id)).json()).toMatchObject({ _id: id, paid: true });
  });

  test("someone else's booking: 403 and it stays", async () => {
    const id = await book(app, cast.buyer, await createProduct(app, cast.seller));
    expectError(await app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: as(cast.otherSeller) }), 403, 'forbidden');
    expect((await getBooking(id)).statusCode).toBe(200);
  });
});

describe('POST /api/bookings/:id/details', () => {
  const details = (id: string, who: TestUser | null, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/bookings/${id}/details`, headers: as(who), payload });
  /** A booking made as a conversation makes one: the seller accepts the buyer's offer. It has no phone or place yet. */
  const bookingFromOffer = async () => {
    const conversationId = await startConversation(app, cast.buyer, await createProduct(app, cast.seller, { resell_price: 50_000 }));
    const offerId = await offer(app, cast.buyer, conversationId, 45_000);
    const accepted = await app.inject({ method: 'POST', url: `/api/offers/${offerId}/accept`, headers: as(cast.seller) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return (accepted.json() as { bookingId: string }).bookingId;
  };

  test('a booking from an accepted offer starts without them; its buyer gives them, and the order shows them', async () => {
    const id = await bookingFromOffer();
    expect((await getBooking(id)).json()).toMatchObject({ price: 45_000, phone: '', location: '' });
    const res = await details(id, cast.buyer, { phone: ' 01911-000111 ', location: 'Dhanmondi 27' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, price: 45_000, phone: '01911-000111', location: 'Dhanmondi 27', paid: false });
    expect((await myOrders()).find((b) => b._id === id)).toMatchObject({ phone: '01911-000111', location: 'Dhanmondi 27' });
    // The place may be left out, as in the booking popup; giving them again changes them.
    expect((await details(id, cast.buyer, { phone: '01911-000222' })).json()).toMatchObject({ phone: '01911-000222', location: '' });
  });

  test('the phone is required and checked as the booking popup checks it', async () => {
    const id = await bookingFromOffer();
    for (const payload of [
      {},
      { phone: '' },
      { phone: '   ' },
      { phone: 1911000111 },
      { phone: 'x'.repeat(201) },
      { phone: '01911', location: 'y'.repeat(201) },
    ]) {
      expectError(await details(id, cast.buyer, payload), 400, 'validation-failed');
    }
    expect((await getBooking(id)).json()).toMatchObject({ phone: '', location: '' });
  });

  test('only its buyer gives them: not the seller, another user or an admin; unknown ids 404; a paid booking 409', async () => {
    const id = await bookingFromOffer();
    const payload = { phone: '01911-000333' };
    expectError(await details(id, null, payload), 401, 'unauthorized');
    expectError(await details(id, cast.seller, payload), 403, 'forbidden');
    expectError(await details(id, cast.otherSeller, payload), 403, 'forbidden');
    expectError(await details(id, cast.admin, payload), 403, 'forbidden');
    expectError(await details(UNKNOWN_ID, cast.buyer, payload), 404, 'booking-not-found');
    expectError(await details('not-an-id', cast.buyer, payload), 400, 'validation-failed');
    expect((await getBooking(id)).json()).toMatchObject({ phone: '' });

    await details(id, cast.buyer, payload);
    await pay(app, cast.buyer, id);
    expectError(await details(id, cast.buyer, { phone: '01911-000444' }), 409, 'booking-already-paid');
    expect((await getBooking(id)).json()).toMatchObject({ phone: '01911-000333', paid: true });
  });
});
