import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { as } from '../testing/accounts.ts';
import { openEventStream } from '../testing/event-stream.ts';

const HEARTBEAT_MS = 200;

let app: TestApp;
let url: string;
let rahim: TestUser;
let karim: TestUser;

beforeAll(async () => {
  app = await buildTestApp({}, { eventsHeartbeatMs: HEARTBEAT_MS });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  [rahim, karim] = [await signUpAs(app, 'seller', { name: 'Rahim' }), await signUpAs(app, 'buyer', { name: 'Karim' })];
});
afterAll(async () => app?.close());

/** The user's stream on the test app's server. */
const openStream = (user: TestUser, headers: Record<string, string> = {}, query = '') =>
  openEventStream(url, { ...as(user, 'bearer'), ...headers }, query);

const tell = (work: Parameters<TestApp['ctx']['events']['transaction']>[0]) => app.ctx.events.transaction(work);

describe('GET /api/events', () => {
  test('a signed-in tab gets its own events live, in order, as text/event-stream; another user sees none of them', async () => {
    const mine = await openStream(rahim);
    const theirs = await openStream(karim);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.res.headers.get('cache-control')).toBe('no-store');
    await tell(async (_tx, t) => {
      await t.emit(rahim.id, 'message', { text: 'Is it still available?' });
      await t.notify(rahim.id, 'offer', { amount: 40000, from: 'Karim' });
    });
    const got = await mine.events(2);
    expect(got.map((f) => f.event)).toEqual(['message', 'notification']);
    expect(got[0]!.data).toEqual({ text: 'Is it still available?' });
    expect(got[1]!.data).toMatchObject({ kind: 'offer', data: { amount: 40000, from: 'Karim' }, read: false });
    expect(Number(got[1]!.id)).toBeGreaterThan(Number(got[0]!.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.frames.filter((f) => f.event)).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  test('nothing is told of a transaction that rolls back', async () => {
    const stream = await openStream(karim);
    await expect(
      tell(async (_tx, t) => {
        await t.emit(karim.id, 'offer', { state: 'never' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await tell(async (_tx, t) => t.emit(karim.id, 'offer', { state: 'open' }));
    expect((await stream.events(1)).map((f) => f.data)).toEqual([{ state: 'open' }]);
    await stream.close();
  });

  test('a reconnect with Last-Event-ID gets what it missed, from the database; a new stream starts with what comes next', async () => {
    const first = await openStream(rahim);
    await tell(async (_tx, t) => t.emit(rahim.id, 'booking', { n: 1 }));
    const [seen] = await first.events(1);
    await first.close();
    await tell(async (_tx, t) => {
      await t.emit(rahim.id, 'booking', { n: 2 });
      await t.emit(rahim.id, 'payment', { n: 3 });
    });
    const again = await openStream(rahim, { 'last-event-id': seen!.id! });
    expect((await again.events(2)).map((f) => f.data)).toEqual([{ n: 2 }, { n: 3 }]);
    const byQuery = await openStream(rahim, {}, `?lastEventId=${seen!.id!}`);
    expect((await byQuery.events(2)).map((f) => f.data)).toEqual([{ n: 2 }, { n: 3 }]);
    const fresh = await openStream(rahim);
    await tell(async (_tx, t) => t.emit(rahim.id, 'booking', { n: 4 }));
    expect((await fresh.events(1)).map((f) => f.data)).toEqual([{ n: 4 }]);
    await Promise.all([again.close(), byQuery.close(), fresh.close()]);
  });

  test('a heartbeat comes while nothing happens; the stream tells the browser when to reconnect', async () => {
    const stream = await openStream(karim);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2.5));
    expect(stream.frames.filter((f) => f.comment === 'ping').length).toBeGreaterThanOrEqual(2);
    await stream.close();
  });

  test('refuses anonymous callers (401), a bad Last-Event-ID (400) and an eleventh stream of one user (429)', async () => {
    expect((await fetch(`${url}/api/events`)).status).toBe(401);
    for (const bad of ['abc', '-1', '1e5', '9'.repeat(30)]) {
      const res = await fetch(`${url}/api/events`, { headers: { ...as(karim, 'bearer'), 'last-event-id': bad } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation-failed' });
    }
    const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(karim)));
    const eleventh = await fetch(`${url}/api/events`, { headers: as(karim, 'bearer') });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ error: 'too-many-streams' });
    await Promise.all(streams.map((s) => s.close()));
    // Closed streams count no more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const another = await openStream(karim);
    expect(another.res.status).toBe(200);
    await another.close();
  });

  test('events older than a week are pruned', async () => {
    await tell(async (_tx, t) => t.emit(karim.id, 'payment', { old: true }));
    const before = await app.ctx.events.latestId(karim.id);
    await app.ctx.db.execute(`update user_events set created_at = now() - interval '8 days' where id = ${before}`);
    await app.ctx.events.prune();
    expect(await app.ctx.events.after(karim.id, before - 1, 10)).toEqual([]);
  });
});

describe('the notification centre', () => {
  test('lists my notifications newest first with the unread count, and marks some or all read; never another user’s', async () => {
    const user = await signUpAs(app, 'buyer');
    const other = await signUpAs(app, 'buyer');
    await tell(async (_tx, t) => {
      for (let i = 0; i < 3; i++) await t.notify(user.id, 'message', { from: `Seller ${i}` });
      await t.notify(other.id, 'sold', { productName: 'Dell' });
    });
    const list = async (who: TestUser, query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: as(who, 'bearer') });
      return res.json() as { items: { id: string; data: { from?: string }; read: boolean }[]; unread: number; nextCursor: string | null };
    };
    const page = await list(user);
    expect(page.unread).toBe(3);
    expect(page.items.map((n) => n.data.from)).toEqual(['Seller 2', 'Seller 1', 'Seller 0']);
    const otherId = (await list(other)).items[0]!.id;

    const read = (who: TestUser, payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/notifications/read', headers: as(who, 'bearer'), payload: payload as object });
    const some = await read(user, { ids: [page.items[0]!.id, otherId] });
    expect(some.json()).toEqual({ updated: 1, unread: 2 });
    expect((await list(other)).unread).toBe(1);
    expect((await read(user, { all: true })).json()).toEqual({ updated: 2, unread: 0 });
    expect((await list(user)).items.every((n) => n.read)).toBe(true);
  });

  test('pages with a cursor', async () => {
    const user = await signUpAs(app, 'buyer');
    await tell(async (_tx, t) => {
      for (let i = 0; i < 35; i++) await t.notify(user.id, 'message', { from: `n${i}` });
    });
    const first = (await app.inject({ method: 'GET', url: '/api/notifications', headers: as(user, 'bearer') })).json() as {
      items: { id: string }[];
      nextCursor: string;
    };
    expect(first.items).toHaveLength(30);
    const second = (
      await app.inject({ method: 'GET', url: `/api/notifications?cursor=${first.nextCursor}`, headers: as(user, 'bearer') })
    ).json() as { items: { id: string }[]; nextCursor: string | null };
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((n) => n.id)).size).toBe(35);
  });

  test('bad input is a 4xx with error and message', async () => {
    const cases: [string, string, unknown, number][] = [
      ['GET', '/api/notifications?cursor=not-a-uuid', undefined, 400],
      ['POST', '/api/notifications/read', { ids: [] }, 400],
      ['POST', '/api/notifications/read', { ids: ['x'] }, 400],
      ['POST', '/api/notifications/read', { all: false }, 400],
      ['POST', '/api/notifications/read', { all: true, ids: [] }, 400],
      ['POST', '/api/notifications/read', 'all', 415],
    ];
    for (const [method, path, payload, status] of cases) {
      const res = await app.inject({ method: method as 'GET', url: path, headers: as(karim, 'bearer'), payload: payload as object });
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(status);
      expect(Object.keys(res.json() as object).sort()).toEqual(['error', 'message']);
    }
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
