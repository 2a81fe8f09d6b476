import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { buildTestApp, expectError, signUp, type TestApp } from '../testing/fixtures.ts';

/*
 * The limits on signing in and up (product §6, "Cross-site writes and rate limits"): wrong guesses
 * slow the guesser down without locking the account's owner out.
 */

type Reply = Awaited<ReturnType<TestApp['inject']>>;

const signInTo =
  (app: TestApp) =>
  (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers, remoteAddress });

function expectTooMany(res: Reply, atMostSeconds?: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ error: 'too-many-requests', message: API_ERRORS['too-many-requests'] });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  if (atMostSeconds !== undefined) expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe('the defaults: 20 wrong passwords from one address do not lock the owner out', () => {
  let app: TestApp;
  let signIn: ReturnType<typeof signInTo>;
  beforeAll(async () => {
    // The defaults of config.ts (buildTestApp raises them for the other tests).
    app = await buildTestApp({ AUTH_RATE_LIMIT: '60', AUTH_ACCOUNT_RATE_LIMIT: '20', AUTH_ACCOUNT_FAILURE_LIMIT: '100' });
    signIn = signInTo(app);
  });
  afterAll(() => app?.close());

  test('25 wrong passwords from address A: 20 are answered, then A is refused, even with the right password; B signs in', async () => {
    const seller = await signUp(app, { option: 'Seller Account', password: 'right-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(seller.email, `guess-${i}`, '10.3.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);

    const fromB = await signIn(seller.email, 'right-password', '10.3.0.2');
    expect(fromB.statusCode, fromB.body).toBe(200);
    // The address that guessed waits for its window (15 minutes) to end, right password or not.
    expectTooMany(await signIn(seller.email.toUpperCase(), 'right-password', '10.3.0.1'), 15 * 60);
  });
});

describe('small limits: failures only, windows, guessing from many addresses', () => {
  const PER_PAIR = 3;
  const PER_ACCOUNT = 10;
  let app: TestApp;
  let signIn: ReturnType<typeof signInTo>;
  beforeAll(async () => {
    app = await buildTestApp({
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_RATE_LIMIT: String(PER_PAIR),
      AUTH_ACCOUNT_FAILURE_LIMIT: String(PER_ACCOUNT),
    });
    signIn = signInTo(app);
  });
  afterAll(() => app?.close());
  afterEach(() => vi.useRealTimers());

  test('the right password is not a failure: the owner signs in again and again from one address', async () => {
    const buyer = await signUp(app, { password: 'right-password' });
    for (let i = 0; i < PER_PAIR + 2; i++) expect((await signIn(buyer.email, 'right-password', '10.3.1.1')).statusCode).toBe(200);
    // Nor do the successes use up the failures the address may have: its typos are still answered.
    for (let i = 0; i < PER_PAIR; i++) expectError(await signIn(buyer.email, `typo-${i}`, '10.3.1.1'), 401);
    expectTooMany(await signIn(buyer.email, 'typo-again', '10.3.1.1'));
  });

  test('after its window the guessing address is answered again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const buyer = await signUp(app, { password: 'right-password' });
    for (let i = 0; i < PER_PAIR; i++) expectError(await signIn(buyer.email, `guess-${i}`, '10.3.2.1'), 401);
    expectTooMany(await signIn(buyer.email, 'right-password', '10.3.2.1'), 15 * 60);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    expect((await signIn(buyer.email, 'right-password', '10.3.2.1')).statusCode).toBe(200);
  });

  test(`past ${PER_ACCOUNT} failures of one account, each address gets one guess; the owner from a new address gets in`, async () => {
    const seller = await signUp(app, { option: 'Seller Account', password: 'right-password' });
    const addresses = Array.from({ length: 20 }, (_, i) => `10.4.0.${i + 1}`);
    const answered: number[] = [];
    for (const address of addresses) {
      let guesses = 0;
      for (let i = 0; i < PER_PAIR + 2; i++) {
        const res = await signIn(seller.email, `guess-${address}-${i}`, address);
        if (res.statusCode === 429) {
          expectTooMany(res);
          break;
        }
        expect(res.statusCode).toBe(401);
        guesses += 1;
      }
      answered.push(guesses);
    }
    // The first addresses guess until their own limit; once the account has had its failures, one each.
    expect(answered).toEqual([PER_PAIR, PER_PAIR, PER_PAIR, 1, ...Array<number>(16).fill(1)]);
    expect(answered.reduce((a, b) => a + b)).toBeLessThanOrEqual(PER_ACCOUNT + addresses.length);

    // An address that has guessed is refused at once, with the right password too ...
    expectTooMany(await signIn(seller.email, 'right-password', addresses[5]!));
    // ... while the owner, from an address that has not, gets in; and it changes nothing for the guessers.
    expect((await signIn(seller.email, 'right-password', '10.4.1.1')).statusCode).toBe(200);
    expectTooMany(await signIn(seller.email, 'guess-again', addresses[19]!));
  });

  test('a path the library reads as the sign-in (`/sign-in/./email`) counts as one', async () => {
    const buyer = await signUp(app, { password: 'right-password' });
    // Over a socket: the request's path as sent, dot segments and all (inject and fetch resolve them first).
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (path: string, password: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: buyer.email, password });
        const req = request(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          path: `/api/auth/${path}`,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        req.on('response', (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject);
        req.end(body);
      });
    for (const [i, path] of ['sign-in/./email', 'sign-in/x/../email', 'sign-in/email?again=1'].entries()) {
      expect(await post(path, `guess-${i}`)).toBe(401);
    }
    expect(await post('sign-in/email', 'right-password')).toBe(429);
  });

  test('the addresses of one IPv6 /64 are one address: stepping through them guesses no more', async () => {
    const buyer = await signUp(app, { password: 'right-password' });
    const inOneNetwork = (i: number) => `2001:db8:4:5:${i.toString(16)}::${i + 1}`;
    for (let i = 0; i < PER_PAIR; i++) expectError(await signIn(buyer.email, `guess-${i}`, inOneNetwork(i)), 401);
    expectTooMany(await signIn(buyer.email, 'guess-again', inOneNetwork(PER_PAIR)));
    expectTooMany(await signIn(buyer.email, 'guess-again', '2001:0db8:0004:0005:ffff:0:0:1'));
    // The next /64 is another subscriber.
    expect((await signIn(buyer.email, 'right-password', '2001:db8:4:6::1')).statusCode).toBe(200);
  });

  test("another account's owner is not affected by the guessing", async () => {
    const other = await signUp(app, { password: 'other-password' });
    expect((await signIn(other.email, 'other-password', '10.4.0.1')).statusCode).toBe(200);
  });
});

describe('per address and per user', () => {
  const LIMIT = 4;
  const ACCOUNT_LIMIT = 3;
  let app: TestApp;
  let signIn: ReturnType<typeof signInTo>;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT: String(LIMIT), AUTH_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT) });
    signIn = signInTo(app);
  });
  afterAll(() => app?.close());

  test(`one address guessing at many accounts is refused beyond AUTH_RATE_LIMIT (${LIMIT}) a minute, even with a right password`, async () => {
    const victim = await signUp(app, { password: 'right-password' });
    const attacker = '10.0.0.66';
    for (let i = 0; i < LIMIT; i++) expectError(await signIn(`someone${i}@example.com`, `guess-${i}`, attacker), 401);
    expectTooMany(await signIn(victim.email, 'right-password', attacker), 60);
  });

  test('X-Forwarded-For does not dodge the limit (the proxy header is not trusted by default)', async () => {
    const attacker = '10.0.0.67';
    for (let i = 0; i < LIMIT; i++) await signIn(`nobody${i}@example.com`, 'x-guess-1', attacker, { 'x-forwarded-for': `192.0.2.${i}` });
    const res = await signIn('nobody-else@example.com', 'x-guess-2', attacker, { 'x-forwarded-for': '198.51.100.9' });
    expect(res.statusCode).toBe(429);
  });

  test('sign-up counts too; other addresses and the rest of the API are not affected', async () => {
    const attacker = '10.0.0.68';
    const signUpFrom = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'S', email, password: 'secret123' },
        remoteAddress: attacker,
      });
    for (let i = 0; i < LIMIT; i++) await signUpFrom(`spam${i}@example.com`);
    expectError(await signUpFrom('spam-x@example.com'), 429, 'too-many-requests');
    expect((await app.inject({ method: 'GET', url: '/api/itemCategory', remoteAddress: attacker })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: attacker })).statusCode).toBe(200);
    expectError(await signIn('nobody@example.com', 'wrong-one', '10.0.0.69'), 401);
  });

  test(`password checks (changing it, verifying it) are limited per user: ${ACCOUNT_LIMIT} per 15 minutes, from any address`, async () => {
    const u = await signUp(app);
    const check = (path: string, i: number, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: { cookie: u.cookie, origin: 'http://localhost:3000' },
        payload,
        remoteAddress: `10.2.0.${i}`,
      });
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      expect((await check('change-password', i, { currentPassword: `wrong-${i}`, newPassword: 'another-secret' })).statusCode).toBe(400);
    }
    expect((await check('verify-password', 50, { password: 'wrong-again' })).statusCode).toBe(400);
    expectError(
      await check('change-password', 99, { currentPassword: 'wrong-99', newPassword: 'another-secret' }),
      429,
      'too-many-requests',
    );
    expectError(await check('verify-password', 98, { password: 'wrong-98' }), 429, 'too-many-requests');
  });
});
