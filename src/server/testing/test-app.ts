import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { PASSWORD, PHOTO, signUpInput, type AccountOption } from './payloads.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { dataDirFromTemplate } from './template.ts';

export type TestApp = FastifyInstance & { ctx: AppContext };

/**
 * The one way a test builds an app, driven with `inject`. Its data is its own: on PGlite a copy of the
 * migrated template in a DATA_DIR of its own (copying one costs a fraction of creating one), or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server; either is removed on close, so test
 * files never share data. A test that gives DATA_DIR or DATABASE_URL itself gets exactly that, and
 * removes it itself.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const own = env.DATA_DIR || env.DATABASE_URL;
  const baseUrl = process.env.DATABASE_URL;
  const scratch = !own && baseUrl ? await createScratchDatabase(baseUrl, 'market_test') : undefined;
  const dataDir = !own && !scratch ? await dataDirFromTemplate() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir ?? 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    // The limits out of the way, but for the photo uploads' (the tests of a limit set it low themselves).
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_FAILURE_LIMIT: '1000',
    WRITE_RATE_LIMIT: '1000',
    SEARCH_RATE_LIMIT: '10000',
    PAYMENT_INTENT_RATE_LIMIT: '1000',
    ADMIN_WRITE_RATE_LIMIT: '1000',
    WEBHOOK_RATE_LIMIT: '1000',
    MESSAGE_RATE_LIMIT: '1000',
    CONVERSATION_RATE_LIMIT: '1000',
    OFFER_RATE_LIMIT: '1000',
    UNSUBSCRIBE_RATE_LIMIT: '1000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  // Removed once everything of the app has closed (its database, its job queue): nothing reads them then.
  const afterClose = async () => {
    await options.afterClose?.();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const app = (await buildApp(config, { clientDir: '/nonexistent', ssrDir: null, ...options, afterClose })) as unknown as TestApp;
  // The photo every default listing names is in the store, as if its seller had uploaded it.
  await putPhotos(app, [PHOTO]);
  return app;
}

/** A small WebP: what a test puts in the image store where a seller would have uploaded a photo. */
const TEST_WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoEAAMAAUAmJaQAA3AA/vdCAAA=', 'base64');

/**
 * Puts a photo in the app's image store at each URL the store issues, as an upload through
 * POST /api/images would have, so that a listing may name it (images/store: a photo must be in the store).
 */
export async function putPhotos(app: TestApp, urls: readonly (string | undefined)[]): Promise<void> {
  for (const url of urls) {
    const key = url === undefined ? null : app.ctx.images.keyOf(url);
    if (key) await app.ctx.images.put(key, TEST_WEBP, 'image/webp');
  }
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  /** The session cookie, as a Cookie header. */
  cookie: string;
  /** An access token of GET /api/jwt, for an Authorization: Bearer header. */
  token: string;
}

type Reply = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };

/** The cookies a reply sets, as one Cookie header. */
export function cookiesOf(res: Pick<Reply, 'headers'>): string {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : typeof set === 'string' ? [set] : []).map((c: string) => c.split(';')[0]).join('; ');
}

/** The signed-in user of an auth reply, with their access token; `sent` keeps the email and name as the test wrote them. */
async function signedIn(app: TestApp, res: Reply, what: string, sent: { email?: string; name?: string } = {}): Promise<TestUser> {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  const cookie = cookiesOf(res);
  const answered = (res.json() as { user: { id: string; email: string; name: string } }).user;
  const { id, email, name } = { ...answered, ...sent };
  const tokenRes = await app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: { cookie } });
  if (tokenRes.statusCode !== 200) throw new Error(`GET /api/jwt failed: ${tokenRes.statusCode} ${tokenRes.body}`);
  return { id, email, name, cookie, token: (tokenRes.json() as { accessToken: string }).accessToken };
}

let counter = 0;

/** Signs a user up through the real auth routes and returns their session cookie and access token. */
export async function signUp(
  app: TestApp,
  input: { option?: AccountOption; name?: string; email?: string; password?: string; acceptLanguage?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const sent = {
    name: input.name ?? `User ${counter}`,
    email: input.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: signUpInput({ ...sent, password: input.password, option: input.option }),
    headers: input.acceptLanguage ? { 'accept-language': input.acceptLanguage } : {},
    // Each user signs up from a device of their own, so that the per-address limits of a test are its own.
    remoteAddress: `10.255.${(counter >> 8) & 255}.${counter & 255}`,
  });
  return signedIn(app, res, 'sign-up', sent);
}

/** Signs an existing account in through the real auth routes: a new session, and its access token. */
export async function signIn(app: TestApp, email: string, password = PASSWORD): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  return signedIn(app, res, `sign-in of ${email}`);
}
