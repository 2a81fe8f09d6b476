import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTokenService } from '../auth/tokens.ts';
import { as, expectError } from '../testing/fixtures.ts';
import { signUp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { buildAppFromTemplate } from '../testing/template.ts';

/** Who is calling: the session cookie or the /api/jwt bearer token, and nothing forged. */
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
let app: TestApp;
let me: TestUser;

beforeAll(async () => {
  app = await buildAppFromTemplate({ AUTH_SECRET: SECRET });
  me = await signUp(app, { name: 'Token Holder' });
});
afterAll(() => app?.close());

const whoAmI = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/user/buyers/${encodeURIComponent(me.email)}`, headers });
const key = (secret: string) => new TextEncoder().encode(`${secret}:access-token`);
const token = (claims: { sub?: string; iss?: string; exp?: number | string; secret?: string; alg?: string } = {}) => {
  const jwt = new SignJWT({ email: me.email }).setProtectedHeader({ alg: claims.alg ?? 'HS256' }).setIssuedAt();
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
    ['a token signed with another key', async () => ({ authorization: `Bearer ${await token({ secret: 'another-secret-0123456789abcdef0123456789' })}` })],
    ['an expired token', async () => ({ authorization: `Bearer ${await token({ exp: Math.floor(Date.now() / 1000) - 60 })}` })],
    ['a token from another issuer', async () => ({ authorization: `Bearer ${await token({ iss: 'someone-else' })}` })],
    ['a token without a subject', async () => ({ authorization: `Bearer ${await token({ sub: '' })}` })],
    ['a token for a user who does not exist', async () => ({ authorization: `Bearer ${await token({ sub: 'no-such-user' })}` })],
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
  test('verify answers the user id for its own tokens and null for anything else', async () => {
    const tokens = createTokenService(SECRET);
    const signed = await tokens.sign({ id: 'user-1', email: 'a@example.com' });
    expect(await tokens.verify(signed)).toBe('user-1');
    expect(await createTokenService('x'.repeat(40)).verify(signed)).toBeNull();
    expect(await tokens.verify('')).toBeNull();
    expect(await tokens.verify(`${signed}x`)).toBeNull();
  });
});
