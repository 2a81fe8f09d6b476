import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestApp = FastifyInstance & { ctx: AppContext };

/**
 * A fresh app for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new database
 * of its own on that PostgreSQL server, dropped again on close, so test files never share data.
 * A test that gives DATABASE_URL itself (its own databases) gets that one, and drops it itself.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const scratch = baseUrl && !env.DATA_DIR && !env.DATABASE_URL ? await createScratchDatabase(baseUrl, 'market_test') : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_RATE_LIMIT: '1000',
    WRITE_RATE_LIMIT: '1000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const app = (await buildApp(config, { clientDir: '/nonexistent', ssrDir: null, ...options })) as unknown as TestApp;
  if (scratch) app.addHook('onClose', scratch.drop);
  return app;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
  token: string;
  /** Headers that authenticate as this user (session cookie). */
  headers: { cookie: string };
}

let counter = 0;

/** Signs a user up through the real auth routes and returns their session cookie and access token. */
export async function signUp(
  app: TestApp,
  input: { option?: 'Buyers Account' | 'Seller Account'; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = input.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const name = input.name ?? `User ${counter}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: input.password ?? 'secret123', ...(input.option ? { option: input.option } : {}) },
    // Each user signs up from a device of their own, so that the per-address limits of a test are its own.
    remoteAddress: `10.255.${(counter >> 8) & 255}.${counter & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const id = (res.json() as { user: { id: string } }).user.id;
  const tokenRes = await app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: { cookie } });
  return { id, email, name, cookie, token: (tokenRes.json() as { accessToken: string }).accessToken, headers: { cookie } };
}

/** A user made admin directly in the database (as ADMIN_EMAIL would at start). */
export async function signUpAdmin(app: TestApp, option?: 'Buyers Account' | 'Seller Account'): Promise<TestUser> {
  const u = await signUp(app, { option });
  const { user } = await import('../db/schema.ts');
  const { eq } = await import('drizzle-orm');
  await app.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, u.id));
  return u;
}
