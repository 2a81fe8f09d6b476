import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../db/schema.ts';
import { startOidcProvider, type OidcTestProvider } from '../testing/oidc-provider.ts';
import { buildTestApp, type TestApp } from '../testing/fixtures.ts';

/** A port nobody listens on right now: the app's public URL must be known before it is built. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Cookies per host, the way a browser keeps them across the redirects of a sign-in. */
class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();
  header(url: URL): string {
    return [...(this.byHost.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(url: URL, response: Response): void {
    const cookies = this.byHost.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/max-age=0\b/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    }
    this.byHost.set(url.host, cookies);
  }
}

/** Starts Google sign-in the way the client does and follows every redirect like a browser would. */
async function signInWithGoogle(appUrl: string, jar: CookieJar, callbackURL: string) {
  const start = new URL('/api/auth/sign-in/oauth2', appUrl);
  const res = await fetch(start, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, cookie: jar.header(start) },
    body: JSON.stringify({ providerId: 'google', callbackURL, errorCallbackURL: `${appUrl}/login?failed=1` }),
    redirect: 'manual',
  });
  jar.store(start, res);
  expect(res.status).toBe(200);
  const { url, redirect } = (await res.json()) as { url: string; redirect: boolean };
  expect(redirect).toBe(true);

  const visited: URL[] = [];
  let next = new URL(url);
  for (let hop = 0; hop < 20; hop++) {
    visited.push(next);
    const r = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header(next) } });
    jar.store(next, r);
    const location = r.headers.get('location');
    if (r.status < 300 || r.status >= 400 || !location) return { visited, final: next, status: r.status };
    next = new URL(location, next);
  }
  throw new Error(`too many redirects: ${visited.map((u) => u.href).join(' → ')}`);
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  let idp: OidcTestProvider;
  let app: TestApp;
  let appUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({ appUrl, user: { email: 'rahim.google@example.com', name: 'Rahim Uddin' } });
    app = await buildTestApp({
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
      PUBLIC_URL: appUrl,
    });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  it('says Google sign-in is available', async () => {
    const res = await fetch(`${appUrl}/api/config`);
    expect(((await res.json()) as { google: boolean }).google).toBe(true);
  });

  it('signs a new user in through the provider and registers them as a Buyers Account', async () => {
    const jar = new CookieJar();
    const { visited, final, status } = await signInWithGoogle(appUrl, jar, `${appUrl}/dashboard`);

    // Through the provider's authorization and interaction, then back to the app's callback.
    expect(visited.some((u) => u.origin === idp.issuer && u.pathname === '/auth')).toBe(true);
    expect(visited.some((u) => u.origin === idp.issuer && u.pathname.startsWith('/interaction/'))).toBe(true);
    const callback = visited.find((u) => u.origin === appUrl && /^\/api\/auth\/(oauth2\/)?callback\/google$/.test(u.pathname));
    expect(callback?.searchParams.get('code')).toBeTruthy();
    expect(final.href).toBe(`${appUrl}/dashboard`);
    expect(status).toBe(200);
    expect(idp.logins).toBe(1);

    const cookie = jar.header(new URL(appUrl));
    const session = (await (await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as {
      user: { email: string; name: string; option: string; role: string | null };
    } | null;
    expect(session?.user).toMatchObject({ email: 'rahim.google@example.com', name: 'Rahim Uddin', option: 'Buyers Account', role: null });

    const buyer = await fetch(`${appUrl}/api/user/buyers/rahim.google@example.com`, { headers: { cookie } });
    expect(buyer.status).toBe(200);
    expect(await buyer.json()).toEqual({ isBuyer: true });
    const seller = await fetch(`${appUrl}/api/user/sellers/rahim.google@example.com`, { headers: { cookie } });
    expect(await seller.json()).toEqual({ isSeller: false });

    // The stored id_token came from the stand-in: RS256, its issuer, our client, with the nonce that
    // better-auth sent (and checked) in the authorization request.
    const [linked] = await app.ctx.db.select().from(account).where(eq(account.providerId, 'google'));
    const idToken = linked?.idToken ?? '';
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
    const claims = decodeJwt(idToken);
    const authorize = visited.find((u) => u.origin === idp.issuer && u.pathname === '/auth');
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: idp.clientId,
      email: 'rahim.google@example.com',
      nonce: authorize?.searchParams.get('nonce'),
    });

    // The access token of product §7 is issued for the Google user too.
    const jwt = await fetch(`${appUrl}/api/jwt?email=${encodeURIComponent('rahim.google@example.com')}`, { headers: { cookie } });
    expect(jwt.status).toBe(200);
    expect(((await jwt.json()) as { accessToken: string }).accessToken).toMatch(/\S+\.\S+\.\S+/);
  });

  it('signs the same Google user in again as the same account', async () => {
    const first = new CookieJar();
    await signInWithGoogle(appUrl, first, `${appUrl}/`);
    const second = new CookieJar();
    await signInWithGoogle(appUrl, second, `${appUrl}/`);
    const idOf = async (jar: CookieJar) =>
      (
        (await (await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie: jar.header(new URL(appUrl)) } })).json()) as {
          user: { id: string };
        }
      ).user.id;
    expect(await idOf(first)).toBe(await idOf(second));
  });

  it('does not link Google to an existing password account whose email is unverified', async () => {
    // better-auth's safe default: someone who registered another person's address with a password
    // must not end up sharing that person's Google sign-in. The sign-in ends at the error callback.
    const email = 'karim.seller@example.com';
    const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ name: 'Karim', email, password: 'secret123', option: 'Seller Account' }),
    });
    expect(signUp.status).toBe(200);
    idp.setUser({ email, name: 'Karim Google' });
    const jar = new CookieJar();
    const { final } = await signInWithGoogle(appUrl, jar, `${appUrl}/`);
    expect(final.pathname).toBe('/login');
    expect(final.searchParams.get('failed')).toBe('1');
    expect(final.searchParams.get('error')).toBe('account_not_linked');
    const cookie = jar.header(new URL(appUrl));
    const session = await (await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session).toBeNull();
    idp.setUser({ email: 'rahim.google@example.com', name: 'Rahim Uddin' });
  });

  it("keeps a Google profile's name without its bidi controls, as a sign-up's", async () => {
    idp.setUser({ email: 'mallory.google@example.com', name: 'Good Seller \u202emoc.live\u200f' });
    const jar = new CookieJar();
    await signInWithGoogle(appUrl, jar, `${appUrl}/`);
    const cookie = jar.header(new URL(appUrl));
    const session = (await (await fetch(`${appUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Good Seller moc.live');
    idp.setUser({ email: 'rahim.google@example.com', name: 'Rahim Uddin' });
  });
});

describe('without Google configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says so in the client settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ google: false });
  });

  it('answers the sign-in call with a 4xx and a clear message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/oauth2',
      headers: { origin: 'http://localhost:3000' },
      payload: { providerId: 'google', callbackURL: 'http://localhost:3000/' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ error: 'google-not-configured', message: 'Google sign-in is not configured on this server.' });
  });
});
