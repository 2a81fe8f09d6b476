import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUYER_OPTION, SELLER_OPTION } from '#shared/constants.ts';
import { REVIEW_LIMITS, REVIEW_WINDOW_MS } from '#shared/reviews.ts';
import type { DealReviews, OwnReview, Review, SellerReviews } from '#shared/schemas/reviews.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { completeSaleInCash, dealsClient } from '../testing/deals-client.ts';
import {
  as,
  book,
  buildTestApp,
  createProduct,
  expectError,
  pay,
  signUpAdmin,
  signUpAs,
  UNKNOWN_ID,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * Reviews after a sale (product §4, "Reviews"): who may review and when, double-blind publication, the
 * reviewed person's one reply, reports and hiding, the notifications, the reviews each side of a deal sees.
 * Time moves by hand (never a wait): the window's edges are the app's clock moved to them.
 */

let app: TestApp;
let clock: ManualClock;
let api: ReturnType<typeof dealsClient>;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({}, { clock });
  api = dealsClient(app);
  seller = await signUpAs(app, 'seller', { name: 'Rahim Seller' });
  buyer = await signUpAs(app, 'buyer', { name: 'Sadia Buyer' });
  stranger = await signUpAs(app, 'buyer', { name: 'Someone Else' });
  admin = await signUpAdmin(app);
});
afterAll(() => app?.close());

const write = (who: TestUser | null, bookingId: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers: as(who), payload: payload as Record<string, unknown> });
const replyTo = (who: TestUser | null, reviewId: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/reply`, headers: as(who), payload: payload as Record<string, unknown> });
const report = (who: TestUser | null, reviewId: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, headers: as(who), payload });
const hide = (who: TestUser | null, reviewId: string) =>
  app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/hide`, headers: as(who) });
const sellerReviews = async (sellerId: string, cursor?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/sellers/${sellerId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SellerReviews;
};
const dealsOf = async (who: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/reviews/deals', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DealReviews[];
};
const dealOf = async (who: TestUser, bookingId: string) => (await dealsOf(who)).find((d) => d.bookingId === bookingId)!;
const notificationsOf = async (who: TestUser) =>
  (
    (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json() as {
      items: { kind: string; data: Record<string, unknown> }[];
    }
  ).items;
const reviewed = async (who: TestUser, bookingId: string, stars = 5, comment: string | null = 'Smooth deal') => {
  const res = await write(who, bookingId, { stars, comment });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnReview;
};

/** A sale completed now, between a fresh seller and buyer unless told otherwise. */
const sale = async (who: { seller?: TestUser; buyer?: TestUser } = {}) => {
  const s = who.seller ?? (await signUpAs(app, 'seller', { name: 'Karim Seller' }));
  const b = who.buyer ?? (await signUpAs(app, 'buyer', { name: 'Nusrat Buyer' }));
  return { seller: s, buyer: b, ...(await completeSaleInCash(app, s, b, { name: 'Lenovo' })) };
};

describe('who may review a sale', () => {
  test('its buyer and its seller, once each; nobody else', async () => {
    const { bookingId } = await sale({ seller, buyer });
    expectError(await write(null, bookingId, { stars: 5 }), 401, 'unauthorized');
    expectError(await write(stranger, bookingId, { stars: 5 }), 404, 'booking-not-found');
    // An admin may read any booking, so is told why: reviews are its two sides'.
    expectError(await write(admin, bookingId, { stars: 5 }), 403, 'review-not-party');
    const mine = await reviewed(buyer, bookingId, 4, '  Good laptop, as described.  ');
    expect(mine).toMatchObject({
      by: 'buyer',
      stars: 4,
      comment: 'Good laptop, as described.',
      authorName: 'Sadia Buyer',
      published: false,
    });
    expect(mine.itemName).toBe('Lenovo');
    expectError(await write(buyer, bookingId, { stars: 5 }), 409, 'review-exists');
    expect((await reviewed(seller, bookingId, 5, null)).by).toBe('seller');
    expectError(await write(seller, bookingId, { stars: 1 }), 409, 'review-exists');
    expectError(await write(buyer, UNKNOWN_ID, { stars: 5 }), 404, 'booking-not-found');
    expectError(await write(buyer, 'not-an-id', { stars: 5 }), 400, 'validation-failed');
  });

  test('not before the sale is complete: booked, held for cash, paid and held, cancelled, refunded', async () => {
    const s = await signUpAs(app, 'seller');
    const b = await signUpAs(app, 'buyer');
    const booked = await book(app, b, await createProduct(app, s));
    for (const who of [b, s]) expectError(await write(who, booked, { stars: 5 }), 403, 'review-sale-not-completed');
    expectError(await write(stranger, booked, { stars: 5 }), 404, 'booking-not-found');

    const cash = await book(app, b, await createProduct(app, s));
    await api.checkout(b, cash, 'cod');
    expectError(await write(b, cash, { stars: 5 }), 403, 'review-sale-not-completed');
    await api.move(b, cash, 'cancel', 'Found another one');
    expect((await api.bookingRow(cash)).state).toBe('cancelled');
    for (const who of [b, s]) expectError(await write(who, cash, { stars: 5 }), 403, 'review-sale-not-completed');

    // Paid by card: held, handed over and disputed, then refunded by an admin: no sale to review.
    const paid = await book(app, b, await createProduct(app, s));
    await pay(app, b, paid);
    expectError(await write(b, paid, { stars: 5 }), 403, 'review-sale-not-completed');
    await api.move(s, paid, 'handed-over');
    await api.move(b, paid, 'dispute', 'The battery is dead');
    await api.move(admin, paid, 'refund');
    expect((await api.bookingRow(paid)).state).toBe('refunded');
    expectError(await write(b, paid, { stars: 1 }), 403, 'review-sale-not-completed');
  });

  test('a card payment released to the seller is a completed sale too', async () => {
    const s = await signUpAs(app, 'seller');
    const b = await signUpAs(app, 'buyer');
    const bookingId = await book(app, b, await createProduct(app, s));
    await pay(app, b, bookingId);
    await api.move(s, bookingId, 'handed-over');
    expect((await api.move(b, bookingId, 'received')).body).toMatchObject({ state: 'released' });
    await reviewed(b, bookingId);
    await reviewed(s, bookingId);
  });

  test('refuses bad stars and comments with 400, and stores nothing', async () => {
    const { bookingId, buyer: b } = await sale();
    const long = 'x'.repeat(REVIEW_LIMITS.comment + 1);
    for (const payload of [{}, { stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: '5' }, { stars: null }, { stars: 5, comment: long }]) {
      expectError(await write(b, bookingId, payload), 400, 'validation-failed');
    }
    expect((await dealOf(b, bookingId)).review!.mine).toBeNull();
    // Blank is no comment; 1,000 characters are allowed.
    expect((await reviewed(b, bookingId, 3, '   ')).comment).toBeNull();
    const other = await sale();
    expect((await reviewed(other.buyer, other.bookingId, 3, 'y'.repeat(REVIEW_LIMITS.comment))).comment).toHaveLength(
      REVIEW_LIMITS.comment,
    );
  });
});

describe('within 14 days of the sale’s completion', () => {
  test('up to the last millisecond of the window, and not at its end', async () => {
    const first = await sale();
    await advance(clock, REVIEW_WINDOW_MS - 1);
    await reviewed(first.buyer, first.bookingId);
    await advance(clock, 1);
    const closed = await write(first.seller, first.bookingId, { stars: 5 });
    expectError(closed, 403, 'review-window-closed');
    expect((await dealOf(first.seller, first.bookingId)).review).toMatchObject({ canWrite: false, mine: null });
  });

  test('the window starts at the completion, not at the booking', async () => {
    const s = await signUpAs(app, 'seller');
    const b = await signUpAs(app, 'buyer');
    const bookingId = await book(app, b, await createProduct(app, s));
    await api.checkout(b, bookingId, 'cod');
    await advance(clock, 2 * 24 * 3_600_000);
    await api.move(s, bookingId, 'handed-over');
    const closedAt = (await api.bookingRow(bookingId)).closedAt!;
    const deal = await dealOf(b, bookingId);
    expect(deal.review).toMatchObject({ canWrite: true, windowEndsAt: new Date(closedAt.getTime() + REVIEW_WINDOW_MS).toISOString() });
  });
});

describe('double-blind', () => {
  test('a review shows to nobody but its author until the other side has reviewed too; then both show at once', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    const first = await reviewed(b, bookingId, 5, 'Honest seller');
    expect(first.published).toBe(false);
    // Not to the public, not to the seller, not to anyone else.
    expect(await sellerReviews(s.id)).toMatchObject({ count: 0, average: null, items: [] });
    expect((await dealOf(s, bookingId)).review).toMatchObject({ theirs: null, canWrite: true });
    expect((await dealOf(b, bookingId)).review).toMatchObject({ mine: { id: first.id, published: false }, theirs: null });
    expectError(await replyTo(s, first.id, { text: 'Thanks!' }), 404, 'review-not-found');
    expectError(await report(stranger, first.id), 404, 'review-not-found');
    expect((await notificationsOf(s)).filter((n) => n.kind === 'review-published')).toEqual([]);

    const second = await reviewed(s, bookingId, 4, 'Paid on time');
    expect(second.published).toBe(true);
    const shown = await sellerReviews(s.id);
    expect(shown).toMatchObject({ count: 1, average: 5, trusted: false });
    expect(shown.items.map((r) => r.id)).toEqual([first.id]);
    expect((await dealOf(b, bookingId)).review).toMatchObject({ mine: { published: true }, theirs: { id: second.id, stars: 4 } });
    expect((await dealOf(s, bookingId)).review).toMatchObject({ mine: { published: true }, theirs: { id: first.id } });
    // Each reviewed person is told once that the review of them is published.
    for (const [who, from] of [
      [s, b.name],
      [b, s.name],
    ] as const) {
      const told = (await notificationsOf(who)).filter((n) => n.kind === 'review-published');
      expect(told).toEqual([expect.objectContaining({ data: expect.objectContaining({ bookingId, from, productName: 'Lenovo' }) })]);
    }
  });

  test('one side alone: published when the window ends, its subject told once', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    const only = await reviewed(b, bookingId, 2, 'Slow to answer');
    await advance(clock, REVIEW_WINDOW_MS - 60_000);
    await app.ctx.jobs.runDue();
    expect((await sellerReviews(s.id)).count).toBe(0);
    expect((await dealOf(s, bookingId)).review!.theirs).toBeNull();
    await advance(clock, 60_000);
    // Shown as soon as the time has come, before any job has run.
    expect((await sellerReviews(s.id)).items.map((r) => r.id)).toEqual([only.id]);
    expect((await dealOf(s, bookingId)).review).toMatchObject({ theirs: { id: only.id }, canWrite: false });
    expect((await notificationsOf(s)).filter((n) => n.kind === 'review-published')).toEqual([]);
    await app.ctx.jobs.runDue();
    await app.ctx.jobs.runDue();
    expect((await notificationsOf(s)).filter((n) => n.kind === 'review-published')).toHaveLength(1);
    expect((await dealOf(b, bookingId)).review!.mine).toMatchObject({ published: true });
  });
});

describe('the reviewed person’s reply', () => {
  test('once, by the person the review is about, publicly', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    const review = await reviewed(b, bookingId, 3, 'The charger was missing');
    await reviewed(s, bookingId);
    expectError(await replyTo(null, review.id, { text: 'Sorry' }), 401, 'unauthorized');
    expectError(await replyTo(b, review.id, { text: 'I wrote this' }), 403, 'reply-not-yours');
    expectError(await replyTo(stranger, review.id, { text: 'Me too' }), 403, 'reply-not-yours');
    expectError(await replyTo(admin, review.id, { text: 'Noted' }), 403, 'reply-not-yours');
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(REVIEW_LIMITS.reply + 1) }]) {
      expectError(await replyTo(s, review.id, payload), 400, 'validation-failed');
    }
    const answered = await replyTo(s, review.id, { text: ' It was in the box, under the foam. ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as Review).reply).toMatchObject({ text: 'It was in the box, under the foam.' });
    expectError(await replyTo(s, review.id, { text: 'Again' }), 409, 'reply-exists');
    expect((await sellerReviews(s.id)).items[0]!.reply).toMatchObject({ text: 'It was in the box, under the foam.' });
    expectError(await replyTo(s, UNKNOWN_ID, { text: 'Hello' }), 404, 'review-not-found');
  });
});

describe('reports and hiding', () => {
  test('anyone signed in reports a review they can see; the admins read it and may hide it', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    const review = await reviewed(b, bookingId, 1, 'Rude and dishonest');
    expectError(await report(s, review.id), 404, 'review-not-found');
    await reviewed(s, bookingId, 5);
    expectError(await report(null, review.id), 401, 'unauthorized');
    const filed = await report(s, review.id, { reason: 'Not true: the buyer never came' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await report(stranger, review.id)).statusCode).toBe(201);
    expectError(await report(s, review.id, { reason: 'x'.repeat(REVIEW_LIMITS.reportReason + 1) }), 400, 'validation-failed');

    const list = (await app.inject({ method: 'GET', url: '/api/report', headers: as(admin) })).json() as Record<string, unknown>[];
    const mine = list.find((r) => r._id === (filed.json() as { insertedId: string }).insertedId);
    expect(mine).toMatchObject({
      reviewId: review.id,
      itemName: 'Lenovo',
      email: s.email,
      message: 'Not true: the buyer never came',
      review: { stars: 1, comment: 'Rude and dishonest', hidden: false },
    });

    for (const who of [null, b, s, stranger] as const) expect((await hide(who, review.id)).statusCode).toBe(who ? 403 : 401);
    expect((await hide(admin, review.id)).json()).toEqual({ hidden: true });
    expect((await hide(admin, review.id)).statusCode).toBe(200);
    expectError(await hide(admin, UNKNOWN_ID), 404, 'review-not-found');
    // Shown nowhere, counted for nothing; its author still reads their own.
    expect(await sellerReviews(s.id)).toMatchObject({ count: 0, average: null, items: [] });
    expect((await dealOf(s, bookingId)).review!.theirs).toBeNull();
    expect((await dealOf(b, bookingId)).review!.mine).toMatchObject({ id: review.id });
    expectError(await replyTo(s, review.id, { text: 'Thank you' }), 404, 'review-not-found');
    const after = (await app.inject({ method: 'GET', url: '/api/report', headers: as(admin) })).json() as Record<string, unknown>[];
    expect(after.find((r) => r.reviewId === review.id)).toMatchObject({ review: { hidden: true } });
  });
});

describe('what each side of a deal sees', () => {
  test('both are invited to review when the sale completes', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    const invitations = async (who: TestUser) => (await notificationsOf(who)).filter((n) => n.kind === 'review-invite');
    expect(await invitations(b)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ bookingId, from: s.name, party: 'buyer' }) }),
    ]);
    expect(await invitations(s)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ bookingId, from: b.name, party: 'seller' }) }),
    ]);
  });

  test("a seller sees the rating of a buyer who booked from them; the buyer sees the seller's", async () => {
    const b = await signUpAs(app, 'buyer', { name: 'Rated Buyer' });
    const first = await sale({ buyer: b });
    await reviewed(first.seller, first.bookingId, 4);
    await reviewed(b, first.bookingId, 5);
    const second = await sale({ buyer: b });
    await reviewed(second.seller, second.bookingId, 5);
    await reviewed(b, second.bookingId, 5);
    // A booking not completed yet shows the buyer's rating to its seller too: it is theirs to decide on.
    const third = await signUpAs(app, 'seller');
    const booked = await book(app, b, await createProduct(app, third));
    expect((await dealOf(third, booked)).other).toEqual({ name: 'Rated Buyer', rating: { average: 4.5, count: 2 } });
    expect((await dealOf(third, booked)).review).toBeNull();
    expect((await dealOf(b, booked)).other).toMatchObject({ rating: { average: null, count: 0 } });
    expect((await dealOf(b, first.bookingId)).other).toMatchObject({ name: 'Karim Seller', rating: { average: 5, count: 1 } });
    // Nobody else reads it: the public list is of reviews by buyers only.
    expect(await sellerReviews(first.seller.id)).toMatchObject({ count: 1 });
    expect((await dealsOf(stranger)).map((d) => d.bookingId)).not.toContain(booked);
  });
});

describe("a seller's reviews", () => {
  test('newest first, a page at a time, with the average of all and the laptop each was about', async () => {
    const s = await signUpAs(app, 'seller', { name: 'Busy Seller' });
    const ids: string[] = [];
    for (let i = 0; i < REVIEW_LIMITS.pageSize + 2; i++) {
      const { bookingId, buyer: b } = await sale({ seller: s });
      await reviewed(s, bookingId);
      ids.push((await reviewed(b, bookingId, i % 2 ? 4 : 5, `Review ${i}`)).id);
      await advance(clock, 1000);
    }
    const first = await sellerReviews(s.id);
    expect(first).toMatchObject({ count: ids.length, average: 4.5, trusted: false });
    expect(first.items.map((r) => r.id)).toEqual(ids.slice().reverse().slice(0, REVIEW_LIMITS.pageSize));
    expect(first.items[0]).toMatchObject({ itemName: 'Lenovo', productId: expect.any(String), by: 'buyer' });
    const second = await sellerReviews(s.id, first.nextCursor!);
    expect(second.items.map((r) => r.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();
    expectError(await app.inject({ method: 'GET', url: `/api/sellers/${s.id}/reviews?cursor=made-up` }), 400, 'bad-review-cursor');
    expectError(await app.inject({ method: 'GET', url: `/api/sellers/${buyer.id}/reviews` }), 404, 'seller-not-found');
    expectError(await app.inject({ method: 'GET', url: '/api/sellers/nobody/reviews' }), 404, 'seller-not-found');
  });

  test('a seller who turns buyer keeps their reviews: they still review their sale, and their rating is back when they sell again', async () => {
    const { seller: s, buyer: b, bookingId } = await sale();
    await reviewed(b, bookingId, 4, 'Honest seller');
    const option = async (to: typeof BUYER_OPTION | typeof SELLER_OPTION) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users',
        headers: as(s),
        payload: { name: s.name, email: s.email, option: to },
      });
      expect(res.json(), res.body).toMatchObject({ modifiedCount: 1 });
    };
    await option(BUYER_OPTION);
    // No seller's profile while they buy: their public reviews go with it.
    expectError(await app.inject({ method: 'GET', url: `/api/sellers/${s.id}/reviews` }), 404, 'seller-not-found');
    // A review is of a sale, not of an account's option: the sale's seller still reviews its buyer.
    await reviewed(s, bookingId, 5);
    expect((await dealOf(b, bookingId)).other).toMatchObject({ rating: { average: 4, count: 1 } });
    await option(SELLER_OPTION);
    expect(await sellerReviews(s.id)).toMatchObject({ count: 1, average: 4, items: [{ comment: 'Honest seller' }] });
  });
});
