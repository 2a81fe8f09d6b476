import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { manualClock } from '../testing/clock.ts';
import { as, buildTestApp, expectError, signUpAs, UNKNOWN_ID, type TestApp, type TestUser } from '../testing/fixtures.ts';

/*
 * Alerts, the calls (product §7, "Saved laptops and alerts"): POST /api/alerts reads `query` with the search's
 * own schema and refuses what the search refuses, `frequency` is instant or daily; each user's alerts are
 * their own; at most LIMITS.alertsPerUser of them. What an alert finds is match.test.ts.
 */

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { clock: manualClock() });
});
afterAll(() => app?.close());

const create = (who: TestUser | null, payload: unknown, lang?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/alerts',
    headers: { ...as(who), ...(lang ? { 'accept-language': lang } : {}) },
    payload: payload as Record<string, unknown>,
  });
const listOf = async (who: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/alerts', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; query: string; frequency: string; createdAt: string }[];
};

describe('saving a search', () => {
  test("the search's query string, kept in a search link's order; the same search again changes how often it tells", async () => {
    const buyer = await signUpAs(app, 'buyer');
    const res = await create(buyer, { query: 'maxPrice=60000&ram=16&category=03', frequency: 'instant' });
    expect(res.statusCode, res.body).toBe(201);
    const alert = res.json() as { id: string; query: string; frequency: string; createdAt: string };
    expect(alert).toMatchObject({ query: 'category=03&maxPrice=60000&ram=16', frequency: 'instant' });
    expect(Date.parse(alert.createdAt)).not.toBeNaN();

    // The same search written another way, or with a leading '?': the same alert, now daily.
    const again = await create(buyer, { query: '?ram=16&category=03&maxPrice=60000', frequency: 'daily' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...alert, frequency: 'daily' });
    expect(await listOf(buyer)).toEqual([{ ...alert, frequency: 'daily' }]);
  });

  test('every filter of /search, Bangla words and digits, and the sort (kept for its link)', async () => {
    const buyer = await signUpAs(app, 'buyer');
    const query =
      'q=thinkpad+t480&category=03&category=07&minPrice=20000&maxPrice=60000&ram=16&storage=512&storageType=SSD&condition=Good&condition=Like+new&division=Dhaka&district=Gazipur&verified=1&sort=price_asc';
    const res = await create(buyer, { query, frequency: 'daily' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { query: string }).query).toBe(query);
    const bangla = await create(buyer, {
      query: 'q=%E0%A6%B2%E0%A7%87%E0%A6%A8%E0%A7%8B%E0%A6%AD%E0%A7%8B&maxPrice=%E0%A7%AC%E0%A7%A6%E0%A7%A6%E0%A7%A6%E0%A7%A6',
      frequency: 'instant',
    });
    expect(bangla.statusCode, bangla.body).toBe(201);
    // লেনোভো as typed; ৬০০০০ as 60000.
    expect((bangla.json() as { query: string }).query).toBe('q=%E0%A6%B2%E0%A7%87%E0%A6%A8%E0%A7%8B%E0%A6%AD%E0%A7%8B&maxPrice=60000');
  });

  test('what the search refuses, and what is not a search, is 400 { error, message } naming the field', async () => {
    const buyer = await signUpAs(app, 'buyer');
    const refused: [unknown, string][] = [
      [{ query: 'ram=abc', frequency: 'instant' }, 'body.query.ram'],
      [{ query: 'ram=257', frequency: 'instant' }, 'body.query.ram'],
      [{ query: 'minPrice=-5', frequency: 'instant' }, 'body.query.minPrice'],
      [{ query: 'maxPrice=12abc', frequency: 'instant' }, 'body.query.maxPrice'],
      [{ query: 'minPrice=60000&maxPrice=50000', frequency: 'instant' }, 'body.query.maxPrice'],
      [{ query: 'category=99', frequency: 'instant' }, 'body.query.category'],
      [{ query: 'category=03&category=10', frequency: 'instant' }, 'body.query.category'],
      [{ query: 'storageType=NVMe', frequency: 'instant' }, 'body.query.storageType'],
      [{ query: 'condition=Broken', frequency: 'instant' }, 'body.query.condition'],
      [{ query: 'district=Atlantis', frequency: 'instant' }, 'body.query.district'],
      [{ query: 'division=Dhaka&division=Sylhet', frequency: 'instant' }, 'body.query.division'],
      [{ query: 'verified=yes', frequency: 'instant' }, 'body.query.verified'],
      [{ query: 'sort=cheapest&ram=8', frequency: 'instant' }, 'body.query.sort'],
      [{ query: `q=${'x'.repeat(LIMITS.searchText + 1)}`, frequency: 'instant' }, 'body.query.q'],
      [{ query: 'colour=red', frequency: 'instant' }, 'body.query.colour'],
      [{ query: 'ram=8&cursor=abc', frequency: 'instant' }, 'body.query.cursor'],
      [{ query: 'ram=8&limit=10', frequency: 'instant' }, 'body.query.limit'],
      [{ query: 'trusted=yes', frequency: 'instant' }, 'body.query.trusted'],
      [{ query: 'ram=%ZZ', frequency: 'instant' }, 'body.query'],
      [{ query: '', frequency: 'instant' }, 'body.query'],
      [{ query: 'sort=newest', frequency: 'instant' }, 'body.query'],
      [{ query: 'q=+++', frequency: 'instant' }, 'body.query'],
      [{ query: 'x'.repeat(LIMITS.alertQuery + 1), frequency: 'instant' }, 'body.query'],
      [{ query: 42, frequency: 'instant' }, 'body.query'],
      [{ frequency: 'instant' }, 'body.query'],
      [{ query: 'ram=16', frequency: 'weekly' }, 'body.frequency'],
      [{ query: 'ram=16', frequency: 'INSTANT' }, 'body.frequency'],
      [{ query: 'ram=16' }, 'body.frequency'],
      [{ query: 'ram=16', frequency: null }, 'body.frequency'],
    ];
    for (const [payload, field] of refused) {
      const res = await create(buyer, payload);
      expectError(res, 400, 'validation-failed');
      expect((res.json() as { message: string }).message, JSON.stringify(payload)).toMatch(
        new RegExp(`^${field.replaceAll('.', '\\.')}: `),
      );
    }
    // Not an object: refused, whatever the body's type.
    for (const body of [[], 'ram=16', null]) expectError(await create(buyer, body));
    expect(await listOf(buyer)).toEqual([]);
  });

  test("a refusal's words in the caller's language", async () => {
    const buyer = await signUpAs(app, 'buyer');
    const res = await create(buyer, { query: 'colour=red', frequency: 'instant' }, 'bn');
    expectError(res, 400, 'validation-failed');
    expect((res.json() as { message: string }).message).toBe('body.query.colour: সার্চের কোনো ফিল্টার নয়');
  });

  test(`at most ${LIMITS.alertsPerUser} alerts a user: the next is 409 alert-limit-reached; one deleted makes room`, async () => {
    const buyer = await signUpAs(app, 'buyer');
    for (let i = 0; i < LIMITS.alertsPerUser; i++) {
      expect((await create(buyer, { query: `maxPrice=${50_000 + i}`, frequency: 'daily' })).statusCode).toBe(201);
    }
    expectError(await create(buyer, { query: 'maxPrice=1', frequency: 'daily' }), 409, 'alert-limit-reached');
    // Saving one of them again is not a new one.
    expect((await create(buyer, { query: 'maxPrice=50000', frequency: 'instant' })).statusCode).toBe(200);
    const [newest] = await listOf(buyer);
    await app.inject({ method: 'DELETE', url: `/api/alerts/${newest!.id}`, headers: as(buyer) });
    expect((await create(buyer, { query: 'maxPrice=1', frequency: 'daily' })).statusCode).toBe(201);
    expect(await listOf(buyer)).toHaveLength(LIMITS.alertsPerUser);
  });

  test('nobody signed in: 401', async () => {
    expectError(await create(null, { query: 'ram=16', frequency: 'instant' }), 401, 'unauthorized');
    expectError(await app.inject({ method: 'GET', url: '/api/alerts' }), 401, 'unauthorized');
    expectError(
      await app.inject({ method: 'PATCH', url: `/api/alerts/${UNKNOWN_ID}`, payload: { frequency: 'daily' } }),
      401,
      'unauthorized',
    );
    expectError(await app.inject({ method: 'DELETE', url: `/api/alerts/${UNKNOWN_ID}` }), 401, 'unauthorized');
  });
});

describe('each user reads, changes and deletes their own alerts only', () => {
  test("newest first; another's alert is 404 to change or delete, and stays as it was", async () => {
    const [sadia, karim] = [await signUpAs(app, 'buyer'), await signUpAs(app, 'seller')];
    const older = (await create(sadia, { query: 'category=06', frequency: 'instant' })).json() as { id: string };
    const newer = (await create(sadia, { query: 'category=07', frequency: 'daily' })).json() as { id: string };
    expect((await listOf(sadia)).map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(await listOf(karim)).toEqual([]);

    for (const via of ['cookie', 'bearer'] as const) {
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/alerts/${older.id}`,
        headers: as(karim, via),
        payload: { frequency: 'daily' },
      });
      expectError(changed, 404, 'alert-not-found');
      expectError(await app.inject({ method: 'DELETE', url: `/api/alerts/${older.id}`, headers: as(karim, via) }), 404, 'alert-not-found');
    }
    expect((await listOf(sadia)).find((a) => a.id === older.id)).toMatchObject({ frequency: 'instant' });

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/alerts/${older.id}`,
      headers: as(sadia),
      payload: { frequency: 'daily' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: older.id, frequency: 'daily', query: 'category=06' });
    expectError(
      await app.inject({ method: 'PATCH', url: `/api/alerts/${older.id}`, headers: as(sadia), payload: { frequency: 'hourly' } }),
      400,
      'validation-failed',
    );
    expectError(
      await app.inject({ method: 'PATCH', url: '/api/alerts/not-a-uuid', headers: as(sadia), payload: { frequency: 'daily' } }),
      400,
    );

    const deleted = await app.inject({ method: 'DELETE', url: `/api/alerts/${older.id}`, headers: as(sadia) });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expectError(await app.inject({ method: 'DELETE', url: `/api/alerts/${older.id}`, headers: as(sadia) }), 404, 'alert-not-found');
    expect((await listOf(sadia)).map((a) => a.id)).toEqual([newer.id]);
  });
});
