import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LISTING_LIFE } from '#shared/constants.ts';
import type { Notification } from '#shared/schemas/events.ts';
import type { ListingDecision, OwnProduct } from '#shared/schemas/moderation.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import {
  advertise,
  as,
  bookingInput,
  buildTestApp,
  createProduct,
  expectError,
  pay,
  sell,
  signUpAs,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';
import { readOutbox, type OutboxMail } from '../testing/outbox.ts';
import { searchPageOf } from '../testing/search.ts';

/*
 * Listings that stay fresh (product §4, "Expiry"): 30 days after a listing goes public or is renewed it leaves
 * the lists, and 3 days before, its seller is told, in the app and by e-mail, with a link to renew it. The
 * jobs run by moving the app's clock, never by waiting.
 */

const SITE = 'https://market.example.com';
const DAY = 86_400_000;
const MINUTE = 60_000;

let app: TestApp;
let clock: ManualClock;
const seen = new Set<string>();

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({ PUBLIC_URL: SITE }, { clock });
});
afterAll(() => app?.close());

/** Moves the clock on and runs every job that has come due (an e-mail's job after the sweep that queued it). */
async function after(ms: number): Promise<void> {
  await advance(clock, ms);
  while ((await app.ctx.jobs.runDue()) > 0);
}

/** The e-mails written since the last call. */
async function newMail(): Promise<OutboxMail[]> {
  const fresh = (await readOutbox(app.ctx.mail.outbox!)).filter((mail) => !seen.has(mail.file));
  for (const mail of fresh) seen.add(mail.file);
  return fresh;
}

const get = (who: TestUser | null, url: string) => app.inject({ method: 'GET', url, headers: as(who) });
const renew = (who: TestUser, id: string) => app.inject({ method: 'POST', url: `/api/products/${id}/renew`, headers: as(who) });
const own = async (who: TestUser, id: string) =>
  ((await get(who, `/api/itemName?email=${encodeURIComponent(who.email)}`)).json() as OwnProduct[]).find((p) => p._id === id)!;
const kindsAbout = async (who: TestUser, id: string) =>
  ((await get(who, '/api/notifications')).json() as { items: Notification[] }).items
    .filter((n) => n.data.productId === id)
    .map((n) => n.kind);

/** Whether anyone finds the listing: its page, its category, the search, the adverts. */
async function onSale(id: string, word: string) {
  const category = (await get(null, '/api/itemName/03?limit=100')).json() as { _id: string }[];
  const adverts = (await get(null, '/api/advertise')).json() as { productId: string }[];
  return {
    page: (await get(null, `/api/products/${id}`)).statusCode,
    category: category.some((p) => p._id === id),
    search: (await searchPageOf(app, `q=${word}`)).items.some((p) => p._id === id),
    advert: adverts.some((a) => a.productId === id),
  };
}
const everywhere = { page: 200, category: true, search: true, advert: true };
const nowhere = { page: 404, category: false, search: false, advert: false };

describe('a listing on sale expires 30 days after it went public', () => {
  test('its seller is told at 27 days, in the app and by e-mail with Renew; at 30 days it leaves every list; renewing brings it back for 30 more', async () => {
    const seller = await signUpAs(app, 'seller', { name: 'Nadia Seller' });
    const word = `quokka${Math.random().toString(36).slice(2, 8)}`;
    const id = await createProduct(app, seller, { detail: `ThinkPad ${word}` });
    await advertise(app, seller, id);
    const listed = clock.now();
    expect(Date.parse((await own(seller, id)).listing.expiresAt!)).toBe(listed + LISTING_LIFE.days * DAY);
    await newMail();

    await after((LISTING_LIFE.days - LISTING_LIFE.reminderDays) * DAY - MINUTE);
    expect(await kindsAbout(seller, id)).toEqual([]);
    await after(MINUTE);
    expect(await kindsAbout(seller, id)).toEqual(['listing-expiring']);
    const [reminder, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ to: seller.email, subject: 'Your Lenovo expires in 3 days' });
    expect(reminder!.text).toContain(`${SITE}/dashboard/myproduct?renew=${id}`);
    // Once: a later sweep does not remind again.
    await after(DAY);
    expect(await kindsAbout(seller, id)).toEqual(['listing-expiring']);
    expect(await onSale(id, word)).toEqual(everywhere);

    await after((LISTING_LIFE.reminderDays - 1) * DAY - MINUTE);
    expect((await own(seller, id)).status).toBe('available');
    await after(MINUTE);
    expect(await onSale(id, word)).toEqual(nowhere);
    expect(await own(seller, id)).toMatchObject({ status: 'expired' });
    expect(await kindsAbout(seller, id)).toEqual(['listing-expired', 'listing-expiring']);
    expect((await newMail()).map((m) => m.subject)).toEqual(['Your Lenovo has expired']);
    // An expired listing is not booked, and its page is its seller's.
    const buyer = await signUpAs(app, 'buyer');
    expectError(
      await app.inject({ method: 'POST', url: '/api/bookings', headers: as(buyer), payload: bookingInput(id) }),
      409,
      'product-not-on-sale',
    );
    expect((await get(seller, `/api/products/${id}/listing`)).json()).toMatchObject({ status: 'expired' });

    const other = await signUpAs(app, 'seller');
    expectError(await renew(other, id), 403);
    const renewed = await renew(seller, id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const decision = renewed.json() as ListingDecision;
    expect(decision).toMatchObject({ productId: id, status: 'available' });
    expect(Date.parse(decision.listing.expiresAt!)).toBe(clock.now() + LISTING_LIFE.days * DAY);
    expect(await onSale(id, word)).toEqual(everywhere);

    // The new 30 days have their own reminder.
    await after((LISTING_LIFE.days - LISTING_LIFE.reminderDays) * DAY);
    expect((await kindsAbout(seller, id))[0]).toBe('listing-expiring');
    expect((await own(seller, id)).status).toBe('available');
  });

  test('renewing a listing on sale starts its 30 days again, so it does not expire when it would have', async () => {
    const seller = await signUpAs(app, 'seller');
    const id = await createProduct(app, seller);
    await after(20 * DAY);
    expect((await renew(seller, id)).statusCode).toBe(200);
    await after(15 * DAY);
    expect((await own(seller, id)).status).toBe('available');
    await after(15 * DAY);
    expect((await own(seller, id)).status).toBe('expired');
  });

  test('a sold listing never expires and is not renewed; one waiting for review is not renewed', async () => {
    const seller = await signUpAs(app, 'seller');
    const id = await createProduct(app, seller);
    await sell(app, id);
    await after(LISTING_LIFE.days * DAY + DAY);
    expect((await own(seller, id)).status).toBe('sold');
    expect(await kindsAbout(seller, id)).not.toContain('listing-expired');
    expectError(await renew(seller, id), 409, 'listing-not-renewable');
    const waiting = await createProduct(app, seller, { detail: 'call 01711-000001' });
    expectError(await renew(seller, waiting), 409, 'listing-not-renewable');
  });

  test('a booking made before the listing expired may still be paid: the laptop sells', async () => {
    const seller = await signUpAs(app, 'seller');
    const id = await createProduct(app, seller);
    const buyer = await signUpAs(app, 'buyer');
    const booked = await app.inject({ method: 'POST', url: '/api/bookings', headers: as(buyer), payload: bookingInput(id) });
    expect(booked.statusCode).toBe(201);
    await after(LISTING_LIFE.days * DAY);
    expect((await own(seller, id)).status).toBe('expired');
    await pay(app, buyer, (booked.json() as { insertedId: string }).insertedId);
    expect((await own(seller, id)).status).toBe('sold');
  });

  test('a sale refunded before the hand-over puts the laptop on sale again, for 30 days from then', async () => {
    const seller = await signUpAs(app, 'seller');
    const id = await createProduct(app, seller);
    const buyer = await signUpAs(app, 'buyer');
    const booked = await app.inject({ method: 'POST', url: '/api/bookings', headers: as(buyer), payload: bookingInput(id) });
    const bookingId = (booked.json() as { insertedId: string }).insertedId;
    await pay(app, buyer, bookingId);
    expect((await own(seller, id)).status).toBe('sold');
    await after(40 * DAY);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: as(buyer),
      payload: { reason: 'Found one nearer' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await own(seller, id)).toMatchObject({ status: 'available' });
    expect(Date.parse((await own(seller, id)).listing.expiresAt!)).toBe(clock.now() + LISTING_LIFE.days * DAY);
  });
});
