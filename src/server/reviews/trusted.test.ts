import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TRUSTED_SELLER } from '#shared/reviews.ts';
import type { SearchPage } from '#shared/schemas/search.ts';
import type { SellerReviews } from '#shared/schemas/reviews.ts';
import { bookings, sellerStanding } from '../db/schema.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { dealsClient } from '../testing/deals-client.ts';
import { closedBooking, completedSales as writeSales, memberSince } from '../testing/standing.ts';
import {
  as,
  book,
  buildTestApp,
  changedBehindTheApp,
  createProduct,
  expectError,
  pay,
  signUpAdmin,
  signUpAs,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * The trusted seller's badge (product §4, "Reviews"): earned, never given, and lost as soon as one of its
 * conditions stops holding, at each condition's edge, as the clock moves; and the search of trusted sellers.
 * The many sales a seller needs are written straight into the database (a completed booking, its count in
 * `seller_standing`, its buyer's review); one upheld dispute goes through the API to show that the moves
 * record what the rule reads.
 */

const DAY = 24 * 3_600_000;

let app: TestApp;
let clock: ManualClock;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({}, { clock });
  buyer = await signUpAs(app, 'buyer', { name: 'Frequent Buyer' });
  admin = await signUpAdmin(app);
});
afterAll(() => app?.close());

const daysAgo = (days: number) => new Date(clock.now() - days * DAY);

/** A seller whose account was made `memberDays` ago, with a laptop on sale. */
async function sellerOf({ memberDays = 100, name = 'Trusted Candidate' } = {}) {
  const seller = await signUpAs(app, 'seller', { name });
  await memberSince(app, seller, daysAgo(memberDays));
  const productId = await createProduct(app, seller, { name: 'Dell', detail: `${name} sells a Latitude` });
  return { seller, productId };
}

/** Completed sales of the seller to the buyer, closed `closedDaysAgo` days ago (testing/standing.ts). */
const completedSales = (
  seller: TestUser,
  stars: readonly (number | null)[],
  options: { closedDaysAgo?: number; publishedAt?: Date; state?: 'released' | 'sold-cash' } = {},
) => writeSales(app, seller, buyer, stars, { ...options, closedAt: daysAgo(options.closedDaysAgo ?? 20) });

/** A dispute of the seller's that ended `days` ago: upheld (refunded) or not (released to the seller). */
async function dispute(seller: TestUser, days: number, state: 'refunded' | 'released' = 'refunded') {
  await app.ctx.db.insert(bookings).values(
    closedBooking(seller, buyer, daysAgo(days), {
      method: 'card',
      state,
      reason: 'The screen was cracked',
      disputedAt: daysAgo(days + 2),
      endedBy: 'admin',
    }),
  );
}

const standing = async (seller: TestUser) => {
  changedBehindTheApp(app);
  const res = await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}/reviews` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SellerReviews;
};
const trusted = async (seller: TestUser) => (await standing(seller)).trusted;
const fives = (n: number) => Array.from({ length: n }, () => 5);

describe('a trusted seller', () => {
  test(`has ${TRUSTED_SELLER.sales} completed sales or more: 9 is not enough, 10 is`, async () => {
    const { seller } = await sellerOf();
    await completedSales(seller, fives(TRUSTED_SELLER.sales - 1));
    expect(await trusted(seller)).toBe(false);
    await completedSales(seller, [null], { state: 'released' });
    expect(await standing(seller)).toMatchObject({ trusted: true, count: TRUSTED_SELLER.sales - 1, average: 5 });
  });

  test(`averages ${TRUSTED_SELLER.average} stars or more, exactly: 4.49 is not, 4.5 is`, async () => {
    const low = await sellerOf({ name: 'Almost' });
    // 51 fours and 49 fives: 449 stars over 100 reviews, 4.49.
    await completedSales(low.seller, [...Array.from({ length: 51 }, () => 4), ...fives(49)]);
    expect(await standing(low.seller)).toMatchObject({ trusted: false, count: 100, average: 4.5 });
    const enough = await sellerOf({ name: 'Exactly' });
    await completedSales(enough.seller, [...Array.from({ length: 50 }, () => 4), ...fives(50)]);
    expect(await standing(enough.seller)).toMatchObject({ trusted: true, count: 100, average: 4.5 });
  });

  test('needs at least one review: completed sales alone earn nothing', async () => {
    const { seller } = await sellerOf();
    await completedSales(
      seller,
      Array.from({ length: 12 }, () => null),
    );
    expect(await standing(seller)).toMatchObject({ trusted: false, count: 0, average: null });
  });

  test(`has been a member ${TRUSTED_SELLER.memberDays} days or more: 89 is not, 90 is, and a day on earns it`, async () => {
    const young = await sellerOf({ memberDays: TRUSTED_SELLER.memberDays - 1, name: 'Young' });
    await completedSales(young.seller, fives(10), { closedDaysAgo: 30 });
    expect(await trusted(young.seller)).toBe(false);
    const old = await sellerOf({ memberDays: TRUSTED_SELLER.memberDays, name: 'Old enough' });
    await completedSales(old.seller, fives(10), { closedDaysAgo: 30 });
    expect(await trusted(old.seller)).toBe(true);
    await advance(clock, DAY);
    expect(await trusted(young.seller)).toBe(true);
  });

  test(`has no upheld dispute in the last ${TRUSTED_SELLER.disputeDays} days: one 89 days ago loses it, 91 days ago does not`, async () => {
    const recent = await sellerOf({ name: 'Recent dispute' });
    await completedSales(recent.seller, fives(10));
    await dispute(recent.seller, TRUSTED_SELLER.disputeDays - 1);
    expect(await trusted(recent.seller)).toBe(false);
    const past = await sellerOf({ name: 'Old dispute' });
    await completedSales(past.seller, fives(10));
    await dispute(past.seller, TRUSTED_SELLER.disputeDays + 1);
    expect(await trusted(past.seller)).toBe(true);
    // The clock moves: the recent one ages out two days later.
    await advance(clock, 2 * DAY);
    expect(await trusted(recent.seller)).toBe(true);
  });

  test('a dispute resolved for the seller (released) is not upheld, nor is a paid booking cancelled without one', async () => {
    const { seller } = await sellerOf({ name: 'Won a dispute' });
    await completedSales(seller, fives(10));
    await dispute(seller, 5, 'released');
    await app.ctx.db
      .insert(bookings)
      .values(
        closedBooking(seller, buyer, daysAgo(3), { method: 'card', state: 'refunded', reason: 'I found another one', endedBy: 'buyer' }),
      );
    expect(await trusted(seller)).toBe(true);
  });

  test('counts only published reviews that are not hidden: publishing and hiding move the badge', async () => {
    const { seller } = await sellerOf({ name: 'Mixed' });
    await completedSales(seller, fives(8));
    const late = await completedSales(seller, [1, 1], { closedDaysAgo: 2, publishedAt: new Date(clock.now() + 12 * DAY) });
    expect(await standing(seller)).toMatchObject({ trusted: true, count: 8, average: 5 });
    await advance(clock, 12 * DAY);
    expect(await standing(seller)).toMatchObject({ trusted: false, count: 10, average: 4.2 });
    for (const { id } of late) {
      const hidden = await app.inject({ method: 'POST', url: `/api/reviews/${id}/hide`, headers: as(admin) });
      expect(hidden.statusCode, hidden.body).toBe(200);
    }
    expect(await standing(seller)).toMatchObject({ trusted: true, count: 8, average: 5 });
  });

  test('loses it when an admin upholds a dispute through the moves, and earns it back 90 days on', async () => {
    const { seller } = await sellerOf({ name: 'Disputed through the API' });
    await completedSales(seller, fives(10));
    expect(await trusted(seller)).toBe(true);
    const api = dealsClient(app);
    const bookingId = await book(app, buyer, await createProduct(app, seller, { name: 'Hp' }));
    await pay(app, buyer, bookingId);
    await api.move(seller, bookingId, 'handed-over');
    await api.move(buyer, bookingId, 'dispute', 'Not the laptop in the photos');
    expect(await trusted(seller)).toBe(true);
    expect((await api.move(admin, bookingId, 'refund')).body).toMatchObject({ state: 'refunded' });
    expect(await api.bookingRow(bookingId)).toMatchObject({ disputedAt: expect.any(Date), state: 'refunded' });
    expect(await trusted(seller)).toBe(false);
    await advance(clock, TRUSTED_SELLER.disputeDays * DAY);
    expect(await trusted(seller)).toBe(false);
    await advance(clock, 1);
    expect(await trusted(seller)).toBe(true);
  });

  test('counts a sale as it completes through the moves', async () => {
    const { seller } = await sellerOf({ name: 'Counted' });
    await completedSales(seller, fives(9));
    expect(await trusted(seller)).toBe(false);
    const api = dealsClient(app);
    const bookingId = await book(app, buyer, await createProduct(app, seller, { name: 'Acer' }));
    await api.checkout(buyer, bookingId, 'cod');
    await api.move(seller, bookingId, 'handed-over');
    const [row] = await app.ctx.db.select().from(sellerStanding).where(eq(sellerStanding.sellerId, seller.id));
    expect(row?.completedSales).toBe(10);
    expect(await trusted(seller)).toBe(true);
  });
});

describe('search of trusted sellers (trusted=1)', () => {
  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchPage;
  };

  test("finds only trusted sellers' laptops, page after page, with words and other filters, as the clock moves", async () => {
    const good = await sellerOf({ name: 'Searched Trusted' });
    await completedSales(good.seller, fives(10));
    const more = [await createProduct(app, good.seller, { name: 'Dell' }), await createProduct(app, good.seller, { name: 'Dell' })];
    const young = await sellerOf({ memberDays: TRUSTED_SELLER.memberDays - 3, name: 'Searched Young' });
    await completedSales(young.seller, fives(10));
    const plain = await sellerOf({ name: 'Searched Plain' });

    const ids = (page: SearchPage) => page.items.map((p) => p._id).sort();
    const everyTrusted = async (query: string) => {
      const found = await search(query);
      return found.items.map((p) => p.seller);
    };
    const first = await search('trusted=1&limit=2');
    expect(first.items).toHaveLength(2);
    const rest = await search(`trusted=1&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const seen = [...first.items, ...rest.items].map((p) => p._id);
    for (const id of [good.productId, ...more]) expect(seen).toContain(id);
    expect(new Set([...(await everyTrusted('trusted=1&limit=100'))])).not.toContain(plain.seller.name);
    expect(await everyTrusted('trusted=1&limit=100')).not.toContain(young.seller.name);
    expect(ids(await search('trusted=1&q=latitude&limit=100'))).toContain(good.productId);
    expect((await search('trusted=1&category=01&limit=100')).items).toEqual([]);
    expect((await search('trusted=1&limit=100')).total).toBeGreaterThanOrEqual(3);
    // A cursor belongs to its search: the same cursor without the filter is refused.
    expectError(
      await app.inject({ method: 'GET', url: `/api/products?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}` }),
      400,
      'bad-cursor',
    );
    expectError(await app.inject({ method: 'GET', url: '/api/products?trusted=yes' }), 400, 'validation-failed');

    await advance(clock, 3 * DAY);
    expect(ids(await search('trusted=1&limit=100'))).toContain(young.productId);
  });
});
