import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { LIMITS, type OfferAction } from '#shared/constants.ts';
import type { Conversation, MessagePage } from '#shared/schemas/conversations.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import { offers, payments } from '../db/schema.ts';
import {
  as,
  book,
  type Cast,
  createProduct,
  expectError,
  markPaid,
  offer,
  sandboxTransaction,
  sell,
  signUpAs,
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

const PRICE = 52_000;
const HOUR = 3_600_000;

const call = (who: TestUser | null, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: as(who), payload });
const makeOffer = (who: TestUser, conversationId: string, amount: unknown) =>
  call(who, `/api/conversations/${conversationId}/offers`, { amount });
const act = (who: TestUser | null, offerId: string, move: OfferAction, amount?: unknown) =>
  call(who, `/api/offers/${offerId}/${move}`, move === 'counter' ? { amount } : undefined);
const conversationOf = async (who: TestUser, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Conversation;
};
const messagesOf = async (who: TestUser, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/conversations/${id}/messages`, headers: as(who) });
  return (res.json() as MessagePage).messages;
};
const stateOf = async (offerId: string) =>
  (await app.ctx.db.select({ state: offers.state }).from(offers).where(eq(offers.id, offerId)))[0]?.state;

/** A seller, a buyer, a product at PRICE and the buyer's conversation about it: no other test touches them. */
async function talk(price = PRICE) {
  const seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
  const buyer = await signUpAs(app, 'buyer', { name: 'Tanvir Buyer' });
  const productId = await createProduct(app, seller, { resell_price: price });
  const conversationId = await startConversation(app, buyer, productId, 'Last price?');
  return { seller, buyer, productId, conversationId };
}

describe('POST /api/conversations/:id/offers', () => {
  test('the buyer offers: 201, open for 48 hours, a card in the conversation; the seller may accept, decline or counter it', async () => {
    const { seller, buyer, conversationId } = await talk();
    const res = await makeOffer(buyer, conversationId, 45_000);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Offer;
    expect(made).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId,
      by: 'buyer',
      amount: 45_000,
      state: 'open',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      answeredAt: null,
      bookingId: null,
      actions: ['withdraw'],
    });
    const hours = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / HOUR;
    expect(hours).toBeGreaterThan(LIMITS.offerHours - 0.01);
    expect(hours).toBeLessThan(LIMITS.offerHours + 0.01);

    const seen = await conversationOf(seller, conversationId);
    expect(seen.openOffer).toEqual({ ...made, actions: ['accept', 'decline', 'counter'] });
    expect(seen.lastMessage).toMatchObject({ from: 'buyer', text: '', offer: { id: made.id, state: 'open' } });
    expect(seen.unread).toBe(2);
    expect((await messagesOf(buyer, conversationId)).map((m) => m.offer?.amount ?? m.text)).toEqual(['Last price?', 45_000]);
  });

  test('at least 1 Tk., whole, and at most the resell price as stored; one open at a time; the seller does not offer', async () => {
    const { seller, buyer, conversationId } = await talk();
    for (const amount of [0, -1, 10.5, '100', '100abc', null, true, { $gt: 0 }, 1e12]) {
      expectError(await makeOffer(buyer, conversationId, amount), 400, 'validation-failed');
    }
    expectError(await call(buyer, `/api/conversations/${conversationId}/offers`, {}), 400, 'validation-failed');
    expectError(await makeOffer(buyer, conversationId, PRICE + 1), 400, 'offer-above-price');
    expectError(await makeOffer(seller, conversationId, 40_000), 403, 'offer-buyer-only');
    expect((await makeOffer(buyer, conversationId, PRICE)).statusCode).toBe(201);
    expectError(await makeOffer(buyer, conversationId, 1), 409, 'offer-already-open');
    expect((await app.ctx.db.select({ n: count() }).from(offers).where(eq(offers.conversationId, conversationId)))[0]!.n).toBe(1);
  });

  test('only the two parties: anyone else, admins included, 404; malformed ids 400', async () => {
    const { buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 30_000);
    for (const who of [cast.otherSeller, cast.admin, cast.buyer]) {
      expectError(await makeOffer(who, conversationId, 1000), 404, 'conversation-not-found');
      for (const move of ['accept', 'decline', 'withdraw', 'counter'] as const) {
        expectError(await act(who, offerId, move, 1000), 404, 'offer-not-found');
      }
    }
    for (const move of ['accept', 'decline', 'withdraw', 'counter'] as const) {
      expectError(await act(null, offerId, move, 1000), 401, 'unauthorized');
      expectError(await act(buyer, UNKNOWN_ID, move, 1000), 404, 'offer-not-found');
      for (const id of ['42', 'not-a-uuid', `${UNKNOWN_ID}0`]) expectError(await act(buyer, id, move, 1000), 400, 'validation-failed');
    }
    expectError(await makeOffer(buyer, UNKNOWN_ID, 1000), 404, 'conversation-not-found');
    expect(await stateOf(offerId)).toBe('open');
  });

  test('a sold product takes no offer, and its open offers cannot be accepted or countered (409 product-sold)', async () => {
    const { seller, buyer, productId, conversationId } = await talk();
    const open = await offer(app, buyer, conversationId, 40_000);
    const other = await signUpAs(app, 'buyer');
    const otherTalk = await startConversation(app, other, productId);
    await sell(app, productId);
    expectError(await makeOffer(other, otherTalk, 30_000), 409, 'product-sold');
    expectError(await act(seller, open, 'accept'), 409, 'product-sold');
    expectError(await act(seller, open, 'counter', 45_000), 409, 'product-sold');
    expect(await stateOf(open)).toBe('open');
    // Declining and withdrawing ask nothing of the product.
    expect((await act(buyer, open, 'withdraw')).statusCode).toBe(200);
  });

  test('a deleted product takes no offer: 409 product-removed', async () => {
    const { seller, buyer, productId, conversationId } = await talk();
    const open = await offer(app, buyer, conversationId, 40_000);
    expect((await app.inject({ method: 'DELETE', url: `/api/itemName/${productId}`, headers: as(seller) })).statusCode).toBe(200);
    expectError(await act(seller, open, 'accept'), 409, 'product-removed');
    expect((await act(seller, open, 'decline')).statusCode).toBe(200);
    expectError(await makeOffer(buyer, conversationId, 30_000), 409, 'product-removed');
  });
});

describe('every move of the table, through the API', () => {
  test('accept: the seller accepts the buyer’s offer; the buyer then has a booking at that amount', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 47_500);
    const res = await act(seller, offerId, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json() as Offer;
    expect(accepted).toMatchObject({ id: offerId, state: 'accepted', amount: 47_500, actions: [], bookingId: expect.any(String) });
    expect(accepted.answeredAt).not.toBeNull();
    const booking = await app.inject({ method: 'GET', url: `/api/bookings/${accepted.bookingId}`, headers: as(buyer) });
    expect(booking.json()).toMatchObject({ price: 47_500, paid: false, userName: 'Tanvir Buyer', email: buyer.email, itemName: 'Lenovo' });
    expect((await conversationOf(buyer, conversationId)).openOffer).toBeNull();
  });

  test('decline: the seller declines; the buyer may offer again', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 20_000);
    const res = await act(seller, offerId, 'decline');
    expect(res.json()).toMatchObject({ state: 'declined', actions: [], bookingId: null });
    expect((await makeOffer(buyer, conversationId, 25_000)).statusCode).toBe(201);
  });

  test('withdraw: the maker withdraws; the other side may not', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 20_000);
    expectError(await act(seller, offerId, 'withdraw'), 403, 'offer-not-yours');
    expect((await act(buyer, offerId, 'withdraw')).json()).toMatchObject({ state: 'withdrawn' });
  });

  test('counter: the seller counters, the buyer counters back, the seller accepts the buyer’s; each counter replaces the open one', async () => {
    const { seller, buyer, conversationId } = await talk();
    const first = await offer(app, buyer, conversationId, 40_000);
    const countered = await act(seller, first, 'counter', 50_000);
    expect(countered.statusCode, countered.body).toBe(201);
    const second = countered.json() as Offer;
    expect(second).toMatchObject({ by: 'seller', amount: 50_000, state: 'open', actions: ['withdraw'] });
    expect(await stateOf(first)).toBe('countered');
    expect((await conversationOf(buyer, conversationId)).openOffer).toMatchObject({
      id: second.id,
      actions: ['accept', 'decline', 'counter'],
    });

    expectError(await act(buyer, first, 'accept'), 409, 'offer-not-open');
    expectError(await act(seller, second.id, 'accept'), 403, 'offer-not-your-turn');
    expectError(await act(buyer, second.id, 'counter', PRICE + 1), 400, 'offer-above-price');
    expectError(await act(buyer, second.id, 'counter', 0), 400, 'validation-failed');
    expectError(await act(buyer, second.id, 'counter'), 400, 'validation-failed');
    const third = (await act(buyer, second.id, 'counter', 45_000)).json() as Offer;
    expect(third).toMatchObject({ by: 'buyer', amount: 45_000, state: 'open' });
    expect(await stateOf(second.id)).toBe('countered');
    const accepted = (await act(seller, third.id, 'accept')).json() as Offer;
    expect(accepted).toMatchObject({ state: 'accepted', amount: 45_000 });

    // Every offer is a card in the conversation, as it stands now.
    const cards = (await messagesOf(seller, conversationId)).filter((m) => m.offer).map((m) => [m.from, m.offer!.amount, m.offer!.state]);
    expect(cards).toEqual([
      ['buyer', 40_000, 'countered'],
      ['seller', 50_000, 'countered'],
      ['buyer', 45_000, 'accepted'],
    ]);
  });

  test("the buyer accepts the seller's counter: the booking is at the counter's amount", async () => {
    const { seller, buyer, conversationId } = await talk();
    const first = await offer(app, buyer, conversationId, 40_000);
    const counter = (await act(seller, first, 'counter', 48_000)).json() as Offer;
    const accepted = (await act(buyer, counter.id, 'accept')).json() as Offer;
    expect(accepted).toMatchObject({ state: 'accepted', by: 'seller', amount: 48_000 });
    const booking = await app.inject({ method: 'GET', url: `/api/bookings/${accepted.bookingId}`, headers: as(buyer) });
    expect(booking.json()).toMatchObject({ price: 48_000 });
  });

  test.each(['accepted', 'declined', 'withdrawn', 'countered'] as const)(
    '%s is final: every move answers 409 offer-not-open',
    async (final) => {
      const { seller, buyer, conversationId } = await talk();
      const offerId = await offer(app, buyer, conversationId, 30_000);
      const reach = {
        accepted: () => act(seller, offerId, 'accept'),
        declined: () => act(seller, offerId, 'decline'),
        withdrawn: () => act(buyer, offerId, 'withdraw'),
        countered: () => act(seller, offerId, 'counter', 35_000),
      };
      expect((await reach[final]()).statusCode).toBeLessThan(300);
      for (const who of [buyer, seller]) {
        for (const move of ['accept', 'decline', 'withdraw', 'counter'] as const)
          expectError(await act(who, offerId, move, 31_000), 409, 'offer-not-open');
      }
      expect(await stateOf(offerId)).toBe(final);
    },
  );
});

describe('at most five offers per buyer per product', () => {
  test("the buyer's offers and counter-offers count, the seller's do not; the sixth is refused", async () => {
    const { seller, buyer, conversationId } = await talk();
    for (let i = 0; i < 3; i++)
      expect((await act(buyer, await offer(app, buyer, conversationId, 10_000 + i), 'withdraw')).statusCode).toBe(200);
    // The fourth, countered by the seller, countered back by the buyer: five of the buyer's.
    const fourth = await offer(app, buyer, conversationId, 20_000);
    const sellers = (await act(seller, fourth, 'counter', 30_000)).json() as Offer;
    const fifth = (await act(buyer, sellers.id, 'counter', 25_000)).json() as Offer;
    expect(fifth).toMatchObject({ by: 'buyer', state: 'open' });
    const sellersAgain = (await act(seller, fifth.id, 'counter', 28_000)).json() as Offer;
    expectError(await act(buyer, sellersAgain.id, 'counter', 26_000), 409, 'offer-limit-reached');
    expect((await act(buyer, sellersAgain.id, 'decline')).statusCode).toBe(200);
    expectError(await makeOffer(buyer, conversationId, 26_000), 409, 'offer-limit-reached');
  });
});

describe('accepting makes a booking that the payment charges at the agreed price', () => {
  test('paid through the sandbox: the intent, the payment record and the sale are at the offer’s amount', async () => {
    const { seller, buyer, productId, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 43_210);
    const { bookingId } = (await act(seller, offerId, 'accept')).json() as Offer;
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as(buyer),
      payload: { bookingId, price: 1 },
    });
    expect(intent.json()).toMatchObject({ amount: 43_210 });
    // The booking's price is the offer's: a payment claiming the list price is refused.
    const transactionId = await sandboxTransaction(app, buyer, bookingId!);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: as(buyer),
      payload: { bookingId, transactionId, price: PRICE },
    });
    expectError(wrong, 400, 'payment-amount-mismatch');
    const paid = await app.inject({ method: 'POST', url: '/api/payments', headers: as(buyer), payload: { bookingId, transactionId } });
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await app.ctx.db.select({ price: payments.price }).from(payments).where(eq(payments.bookingId, bookingId!));
    expect(row).toEqual({ price: 43_210 });
    expect((await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json()).toMatchObject({ status: 'sold' });
    expect((await conversationOf(seller, conversationId)).product.status).toBe('sold');
    expectError(await makeOffer(buyer, conversationId, 1_000), 409, 'product-sold');
  });

  test("a buyer's unpaid booking at the list price takes the agreed price; a paid one is not touched", async () => {
    const { seller, buyer, productId, conversationId } = await talk();
    const bookingId = await book(app, buyer, productId);
    const { bookingId: fromOffer } = (await act(seller, await offer(app, buyer, conversationId, 41_000), 'accept')).json() as Offer;
    expect(fromOffer).toBe(bookingId);
    const booking = await app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: as(buyer) });
    expect(booking.json()).toMatchObject({ price: 41_000, phone: '01911-000000' });

    // Paid behind the app's back, the product still on sale: accepting again cannot reprice it.
    await markPaid(app, bookingId);
    const again = await offer(app, buyer, conversationId, 39_000);
    expectError(await act(seller, again, 'accept'), 409, 'booking-already-paid');
    expect(await stateOf(again)).toBe('open');
  });
});

describe('blocked users make no offers and accept none', () => {
  test('after a block: offers, counters and acceptances are refused; declining and withdrawing are not', async () => {
    const { seller, buyer, conversationId } = await talk();
    const open = await offer(app, buyer, conversationId, 30_000);
    expect((await call(seller, `/api/users/${buyer.id}/block`)).statusCode).toBe(200);
    expectError(await act(seller, open, 'accept'), 403, 'user-blocked');
    expectError(await act(seller, open, 'counter', 35_000), 403, 'user-blocked');
    expect((await act(buyer, open, 'withdraw')).statusCode).toBe(200);
    expectError(await makeOffer(buyer, conversationId, 31_000), 403, 'blocked-by-user');
    await app.inject({ method: 'DELETE', url: `/api/users/${buyer.id}/block`, headers: as(seller) });
    const next = await offer(app, buyer, conversationId, 31_000);
    expect((await call(buyer, `/api/users/${seller.id}/block`)).statusCode).toBe(200);
    expect((await act(seller, next, 'decline')).statusCode).toBe(200);
  });
});

describe('the amount an offer may reach is read from the database', () => {
  test('a product at 1 Tk. takes an offer of 1 only', async () => {
    const { buyer, conversationId } = await talk(1);
    expectError(await makeOffer(buyer, conversationId, 2), 400, 'offer-above-price');
    expect((await makeOffer(buyer, conversationId, 1)).statusCode).toBe(201);
  });
});
