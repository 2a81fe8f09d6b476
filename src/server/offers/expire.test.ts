import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import { offers } from '../db/schema.ts';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  offer,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * An offer not answered in 48 hours expires: a job queued with it, run by moving the app's clock (never by
 * waiting) and running what has come due.
 */

const HOUR = 3_600_000;
const HOURS = LIMITS.offerHours * HOUR;

let app: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({}, { clock });
});
afterAll(() => app?.close());

const stateOf = async (offerId: string) =>
  (await app.ctx.db.select({ state: offers.state }).from(offers).where(eq(offers.id, offerId)))[0]?.state;
const act = (who: TestUser, offerId: string, move: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/offers/${offerId}/${move}`, headers: as(who), payload });

async function talk() {
  const seller = await signUpAs(app, 'seller');
  const buyer = await signUpAs(app, 'buyer');
  const conversationId = await startConversation(app, buyer, await createProduct(app, seller));
  return { seller, buyer, conversationId };
}

describe('an offer not answered in 48 hours expires', () => {
  test('open at 47 hours; expired once the 48th has passed and the due jobs ran; then final', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 40_000);
    const made = (await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: as(buyer) })).json() as {
      openOffer: Offer;
    };
    expect(Date.parse(made.openOffer.expiresAt)).toBe(clock.now() + HOURS);

    await advance(clock, HOURS - HOUR);
    await app.ctx.jobs.runDue();
    expect(await stateOf(offerId)).toBe('open');

    await advance(clock, HOUR + 1000);
    expect(await app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(offerId)).toBe('expired');
    expectError(await act(seller, offerId, 'accept'), 409, 'offer-not-open');
    expectError(await act(buyer, offerId, 'withdraw'), 409, 'offer-not-open');
    const after = (await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: as(seller) })).json() as {
      openOffer: Offer | null;
    };
    expect(after.openOffer).toBeNull();
    // The buyer may offer again.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/conversations/${conversationId}/offers`,
          headers: as(buyer),
          payload: { amount: 41_000 },
        })
      ).statusCode,
    ).toBe(201);
  });

  test('an offer answered in time is not touched by its job; a counter has 48 hours of its own', async () => {
    const { seller, buyer, conversationId } = await talk();
    const first = await offer(app, buyer, conversationId, 40_000);
    await advance(clock, 10 * HOUR);
    const counter = (await act(seller, first, 'counter', { amount: 45_000 })).json() as Offer;
    expect(Date.parse(counter.expiresAt)).toBe(clock.now() + HOURS);

    await advance(clock, HOURS - 10 * HOUR + 1000);
    await app.ctx.jobs.runDue();
    expect(await stateOf(first)).toBe('countered');
    expect(await stateOf(counter.id)).toBe('open');

    await advance(clock, 10 * HOUR);
    await app.ctx.jobs.runDue();
    expect(await stateOf(counter.id)).toBe('expired');
  });

  test('past its time, before the job has run: nobody may answer it (409 offer-expired), and a new offer replaces it', async () => {
    const { seller, buyer, conversationId } = await talk();
    const offerId = await offer(app, buyer, conversationId, 40_000);
    await advance(clock, HOURS + 1000);
    expectError(await act(seller, offerId, 'accept'), 409, 'offer-expired');
    expectError(await act(seller, offerId, 'counter', { amount: 45_000 }), 409, 'offer-expired');
    expectError(await act(buyer, offerId, 'withdraw'), 409, 'offer-expired');
    const seen = (await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: as(seller) })).json() as {
      openOffer: Offer;
    };
    expect(seen.openOffer.actions).toEqual([]);
    const next = await offer(app, buyer, conversationId, 42_000);
    expect(await stateOf(offerId)).toBe('expired');
    expect(await stateOf(next)).toBe('open');
    // Its job finds it expired already: nothing changes, nothing fails.
    await app.ctx.jobs.runDue();
    expect(await stateOf(next)).toBe('open');
  });
});
