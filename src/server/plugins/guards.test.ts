import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '#shared/constants.ts';
import { createTokenService } from '../auth/tokens.ts';
import { session } from '../db/schema.ts';
import { as, buildTestApp, cookiesOf, expectError, signIn, signUp, signUpAdmin, type TestApp, type TestUser } from '../testing/fixtures.ts';

/** Who is calling: the session cookie or the /api/jwt bearer token, and nothing forged. */
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
let app: TestApp;
let me: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SECRET: SECRET });
  me = await signUp(app, { name: 'Token Holder' });
});
afterAll(() => app?.close());

const whoAmI = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/user/buyers/${encodeURIComponent(me.email)}`, headers });
const key = (secret: string) => new TextEncoder().encode(`${secret}:access-token`);
/** The session me.token was minted from, read out of it (a forged token names a real session to get past that check). */
const mySession = () => JSON.parse(Buffer.from(me.token.split('.')[1]!, 'base64url').toString()).sid as string;
const token = (claims: { sub?: string; sid?: string; iss?: string; exp?: number | string; secret?: string; alg?: string } = {}) => {
  const jwt = new SignJWT({ email: me.email, ...(claims.sid === '' ? {} : { sid: claims.sid ?? mySession() }) })
    .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
    .setIssuedAt();
  if (claims.sub !== '') jwt.setSubject(claims.sub ?? me.id);
  if (claims.iss !== '') jwt.setIssuer(claims.iss ?? 'market');
  jwt.setExpirationTime(claims.exp ?? '1h');
  return jwt.sign(key(claims.secret ?? SECRET));
};

describe('signing in', () => {
  test('the session cookie and the bearer token from /api/jwt both identify the user', async () => {
    expect((await whoAmI(as(me, 'cookie'))).json()).toEqual({ isBuyer: true });
    expect((await whoAmI(as(me, 'bearer'))).json()).toEqual({ isBuyer: true });
    expect((await whoAmI({ authorization: `bearer ${me.token}` })).json()).toEqual({ isBuyer: true });
  });

  test('a token made here with the server key works (the test forges tokens the same way)', async () => {
    expect((await whoAmI({ authorization: `Bearer ${await token()}` })).statusCode).toBe(200);
  });

  test('the sign-in route answers a session cookie that is httpOnly and SameSite=Lax', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: me.email, password: 'secret123' } });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('refused: 401 unauthorized', () => {
  test.each([
    ['no credentials', async () => ({})],
    ['an empty bearer header', async () => ({ authorization: 'Bearer ' })],
    ['garbage as the token', async () => ({ authorization: 'Bearer not.a.token' })],
    [
      'a token signed with another key',
      async () => ({ authorization: `Bearer ${await token({ secret: 'another-secret-0123456789abcdef0123456789' })}` }),
    ],
    ['an expired token', async () => ({ authorization: `Bearer ${await token({ exp: Math.floor(Date.now() / 1000) - 60 })}` })],
    ['a token from another issuer', async () => ({ authorization: `Bearer ${await token({ iss: 'someone-else' })}` })],
    ['a token without a subject', async () => ({ authorization: `Bearer ${await token({ sub: '' })}` })],
    ['a token for a user who does not exist', async () => ({ authorization: `Bearer ${await token({ sub: 'no-such-user' })}` })],
    [
      'a token without a session (as issued before tokens were tied to one)',
      async () => ({ authorization: `Bearer ${await token({ sid: '' })}` }),
    ],
    ['a token naming a session that does not exist', async () => ({ authorization: `Bearer ${await token({ sid: 'no-such-session' })}` })],
    [
      'an unsigned token (alg none)',
      async () => {
        const [, payload] = (await token()).split('.');
        return { authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.` };
      },
    ],
    [
      'a real token whose payload was changed',
      async () => {
        const [header, , signature] = me.token.split('.');
        const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: 'market', exp: 9_999_999_999 })).toString('base64url');
        return { authorization: `Bearer ${header}.${payload}.${signature}` };
      },
    ],
    ['a forged session cookie', async () => ({ cookie: 'better-auth.session_token=forged.value' })],
    ['the token sent as a cookie', async () => ({ cookie: `better-auth.session_token=${me.token}` })],
    ['a basic authorization header', async () => ({ authorization: `Basic ${Buffer.from(`${me.email}:secret123`).toString('base64')}` })],
  ])('%s', async (_name, headers) => {
    const res = await whoAmI(await headers());
    expectError(res, 401, 'unauthorized');
  });

  test('after sign-out the session cookie no longer works', async () => {
    const other = await signUp(app);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...as(other), origin: 'http://localhost:3000' } });
    expect(out.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/api/user/buyers/${encodeURIComponent(other.email)}`, headers: as(other) });
    expectError(res, 401, 'unauthorized');
  });
});

describe('the token service', () => {
  test('verify answers the user and session of its own tokens and null for anything else', async () => {
    const tokens = createTokenService(SECRET);
    const signed = await tokens.sign({ id: 'user-1', email: 'a@example.com' }, 'session-1');
    expect(await tokens.verify(signed)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await createTokenService('x'.repeat(40)).verify(signed)).toBeNull();
    expect(await tokens.verify('')).toBeNull();
    expect(await tokens.verify(`${signed}x`)).toBeNull();
  });
});

describe('a bearer token lives only as long as the session it was minted from', () => {
  const ORIGIN = { origin: 'http://localhost:3000' };
  /** A new session of the account: its cookie. */
  const signInAgain = async (email: string) => (await signIn(app, email)).cookie;
  const mint = async (email: string, cookie: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { accessToken: string }).accessToken;
  };
  const asBearer = (email: string, token: string) =>
    app.inject({ method: 'GET', url: `/api/user/buyers/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${token}` } });

  test('/api/jwt mints from the session cookie only: a bearer token cannot mint its successor', async () => {
    const u = await signUp(app);
    const res = await app.inject({
      method: 'GET',
      url: `/api/jwt?email=${encodeURIComponent(u.email)}`,
      headers: { authorization: `Bearer ${u.token}` },
    });
    expectError(res, 401, 'unauthorized');
    expect(
      (await app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(u.email)}`, headers: { cookie: u.cookie } })).statusCode,
    ).toBe(200);
  });

  test('sign-out ends the token of that session', async () => {
    const u = await signUp(app);
    expect((await asBearer(u.email, u.token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: u.cookie, ...ORIGIN } })).statusCode).toBe(
      200,
    );
    expectError(await asBearer(u.email, u.token), 401, 'unauthorized');
  });

  test('revoking the other sessions ends their tokens, and the revoking session keeps its own', async () => {
    const u = await signUp(app);
    const laptop = await signInAgain(u.email);
    const laptopToken = await mint(u.email, laptop);
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { cookie: u.cookie, ...ORIGIN },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    expectError(await asBearer(u.email, laptopToken), 401, 'unauthorized');
    expect((await asBearer(u.email, u.token)).statusCode).toBe(200);
  });

  test('a password change ends every other session and its tokens, even when the client does not ask for it', async () => {
    const u = await signUp(app);
    const stolen = await mint(u.email, await signInAgain(u.email));
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: u.cookie, ...ORIGIN },
      payload: { currentPassword: 'secret123', newPassword: 'new-secret456', revokeOtherSessions: false },
    });
    expect(changed.statusCode).toBe(200);
    expectError(await asBearer(u.email, stolen), 401, 'unauthorized');
    expectError(await asBearer(u.email, u.token), 401, 'unauthorized');
    // The browser that changed it is signed in again with a new session, and mints tokens from it.
    const fresh = cookiesOf(changed);
    expect((await asBearer(u.email, await mint(u.email, fresh))).statusCode).toBe(200);
  });

  test("deleting the user ends the user's tokens", async () => {
    const admin = await signUpAdmin(app);
    const u = await signUp(app);
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: as(admin) })).statusCode).toBe(200);
    expectError(await asBearer(u.email, u.token), 401, 'unauthorized');
  });

  test(`a user keeps at most ${LIMITS.sessionsPerUser} sessions: signing in on one more ends the oldest`, async () => {
    const u = await signUp(app);
    const cookies = [u.cookie];
    for (let i = 0; i < LIMITS.sessionsPerUser; i++) cookies.push(await signInAgain(u.email));
    const rows = await app.ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, u.id));
    expect(rows).toHaveLength(LIMITS.sessionsPerUser);
    expectError(await whoAmIWith(u.email, cookies[0]!), 401, 'unauthorized');
    expect((await whoAmIWith(u.email, cookies.at(-1)!)).statusCode).toBe(200);
    // The sessions are listed, so a user sees where they are signed in and can end one.
    const listed = await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: cookies.at(-1)! } });
    expect(listed.json()).toHaveLength(LIMITS.sessionsPerUser);
  });
  const whoAmIWith = (email: string, cookie: string) =>
    app.inject({ method: 'GET', url: `/api/user/buyers/${encodeURIComponent(email)}`, headers: { cookie } });
});
