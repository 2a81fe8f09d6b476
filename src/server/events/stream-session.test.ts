import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { session } from '../db/schema.ts';
import { as } from '../testing/accounts.ts';
import { openEventStream } from '../testing/event-stream.ts';
import { buildTestApp, signIn, signUpAdmin, signUpAs, type TestApp, type TestUser } from '../testing/fixtures.ts';
import { PASSWORD } from '../testing/payloads.ts';

/*
 * A live stream is its session's: once the session ends, however it ends, the stream ends and nothing more
 * reaches it. The heartbeat is an hour here, so only the news of the ended session can end a stream, but for
 * the expiry test, which has its own app with a short one.
 */
let app: TestApp;
let url: string;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({}, { eventsHeartbeatMs: 3_600_000 });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUpAdmin(app);
});
afterAll(async () => app?.close());

const post = (who: TestUser, path: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/auth${path}`, headers: as(who), payload });

/** Resolves once the server has ended the stream, or fails after `ms`. */
async function ended(stream: Awaited<ReturnType<typeof openEventStream>>, ms = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the stream is still open')), ms)));
  await Promise.race([stream.ended, timeout]).finally(() => clearTimeout(timer));
}

/** A user signed in twice: the stream on `tab`'s session, `other` another device. */
async function twoDevices() {
  const tab = await signUpAs(app, 'buyer');
  const other = await signIn(app, tab.email);
  return { tab, other, stream: await openEventStream(url, as(tab)) };
}

describe('a live stream ends with its session', () => {
  test('signing out', async () => {
    const { tab, stream } = await twoDevices();
    expect((await post(tab, '/sign-out')).statusCode).toBe(200);
    await ended(stream);
  });

  test('a password change that signs out the other devices', async () => {
    const { other, stream } = await twoDevices();
    const changed = await post(other, '/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-new-secret-1',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    await ended(stream);
  });

  test('"sign out everywhere" from another device', async () => {
    const { other, stream } = await twoDevices();
    expect((await post(other, '/revoke-sessions')).statusCode).toBe(200);
    await ended(stream);
  });

  test('an admin’s suspension', async () => {
    const { tab, stream } = await twoDevices();
    const res = await app.inject({ method: 'PUT', url: `/api/users/${tab.id}/suspension`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    await ended(stream);
  });

  test('the other device signing out leaves this stream open, and it still gets its events', async () => {
    const { tab, other, stream } = await twoDevices();
    expect((await post(other, '/sign-out')).statusCode).toBe(200);
    await app.ctx.events.transaction(async (_tx, t) => t.emit(tab.id, 'message', { text: 'still here' }));
    expect((await stream.events(1))[0]!.data).toEqual({ text: 'still here' });
    await stream.close();
  });
});

test('an expired session’s stream ends at its next heartbeat', async () => {
  const short = await buildTestApp({}, { eventsHeartbeatMs: 100 });
  try {
    const shortUrl = await short.listen({ host: '127.0.0.1', port: 0 });
    const user = await signUpAs(short, 'buyer');
    const stream = await openEventStream(shortUrl, as(user));
    await short.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, user.id));
    await ended(stream);
  } finally {
    await short.close();
  }
});
