import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database.ts';
import { postgresServer } from '../testing/postgres-server.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { latestMigration, openDatabase, type Database } from './client.ts';
import { advertisements, categories, products, user } from './schema.ts';
import { DEMO_BUYER, DEMO_PRODUCT_COUNT, DEMO_SELLERS } from './seed.ts';
import { STARTUP_LOCK_KEY, withStartupLock } from './startup-lock.ts';

const baseUrl = await postgresServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let servers: ServerProcess[] = [];
let dataDir: string | undefined;
afterEach(async () => {
  for (const server of servers) server.kill();
  await Promise.all(servers.map((s) => s.exited));
  servers = [];
  await database?.close();
  database = undefined;
  await scratch?.drop();
  scratch = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** An empty database of its own on the test server, and a connection pool to look into it. */
async function emptyDatabase(): Promise<Database> {
  scratch = await createScratchDatabase(baseUrl!, 'market_startup');
  database = await openDatabase({ url: scratch.url, dataDir: 'memory://', migrate: false });
  return database;
}

/** Whether some session holds the start-up lock now. */
async function lockHeld(db: Database['db']): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STARTUP_LOCK_KEY} and granted`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n > 0;
}

/** How many sessions wait for the start-up lock now. */
async function lockWaiters(db: Database['db']): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STARTUP_LOCK_KEY} and not granted`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * The lock is let go of by closing its session; PostgreSQL releases it when that session's backend
 * has ended, which on a busy machine can be a moment after the client closed it.
 */
async function expectLockFreed(db: Database['db']): Promise<void> {
  await expect.poll(() => lockHeld(db), { timeout: 10_000 }).toBe(false);
}

test('on PGlite, or without a pool, the work simply runs', async () => {
  expect(await withStartupLock({}, async () => 'done')).toBe('done');
});

describe.runIf(baseUrl)('the start-up lock on PostgreSQL', () => {
  test('two starts on one database take turns, and the lock is free afterwards', async () => {
    const { db } = await emptyDatabase();
    const steps: string[] = [];
    let began!: () => void;
    let finish!: () => void;
    const firstBegan = new Promise<void>((resolve) => (began = resolve));
    const firstMayEnd = new Promise<void>((resolve) => (finish = resolve));
    const first = withStartupLock(database!, async () => {
      steps.push('first begins');
      began();
      await firstMayEnd;
      steps.push('first ends');
    });
    await firstBegan;
    const second = withStartupLock(database!, async () => {
      steps.push('second begins');
      steps.push('second ends');
    });
    // The first ends only once the second is seen waiting for the lock: the order is the lock's, not the clock's.
    await expect.poll(() => lockWaiters(db), { timeout: 30_000 }).toBe(1);
    finish();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    await expectLockFreed(db);
  });

  test('work that fails lets go of the lock: the next start does not wait', async () => {
    const { db } = await emptyDatabase();
    await expect(withStartupLock(database!, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expectLockFreed(db);
    expect(await withStartupLock(database!, async () => 'next')).toBe('next');
  });
});

// Up to three servers start at once, each migrating or waiting and then seeding: on a machine busy with
// other work that takes minutes, and each wait below has its own deadline that says what was awaited.
describe.runIf(baseUrl)('several servers started at once on one empty PostgreSQL database', { timeout: 400_000 }, () => {
  const ADMIN = { ADMIN_EMAIL: 'admin@market.test', ADMIN_PASSWORD: 'admin-secret' };
  const start = (url: string) =>
    startServerProcess({
      DATABASE_URL: url,
      // One photo folder and one secret for all, as several instances behind a balancer share them.
      DATA_DIR: dataDir!,
      AUTH_SECRET: 'a-secret-shared-by-every-instance-0123456789',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...ADMIN,
    });

  /** What the start-up work leaves: counted, so that anything done twice shows. */
  async function counts(db: Database['db']) {
    const demoEmails = [...DEMO_SELLERS.map((s) => s.email), DEMO_BUYER.email];
    const one = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    return {
      demoAccounts: await one(db.select({ n: count() }).from(user).where(inArray(user.email, demoEmails))),
      demoProducts: await one(
        db.select({ n: count() }).from(products).innerJoin(user, eq(user.id, products.sellerId)).where(inArray(user.email, demoEmails)),
      ),
      adverts: await one(db.select({ n: count() }).from(advertisements)),
      admins: await one(db.select({ n: count() }).from(user).where(eq(user.role, 'admin'))),
      categories: await one(db.select({ n: count() }).from(categories)),
      migrations: (
        (await db.execute(sql`select count(*)::int as n, max(created_at) as latest from drizzle.__drizzle_migrations`)) as unknown as {
          rows: { n: number; latest: string }[];
        }
      ).rows[0],
    };
  }
  const expected = {
    demoAccounts: DEMO_SELLERS.length + 1,
    demoProducts: DEMO_PRODUCT_COUNT,
    // Every sixth product is advertised.
    adverts: Math.ceil(DEMO_PRODUCT_COUNT / 6),
    admins: 1,
    categories: CATEGORIES.length,
  };

  test('three at once: all become ready, and the migrations, categories, admin and demo data exist once', async () => {
    const { db } = await emptyDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-startup-'));
    servers = await Promise.all([1, 2, 3].map(() => start(scratch!.url)));
    await Promise.all(servers.map((s) => s.ready(180_000)));

    const found = await counts(db);
    expect(found).toMatchObject(expected);
    expect(Number(found.migrations!.latest)).toBe(latestMigration());
    // Each migration once: a second migrator would have failed, or written its rows again.
    const journal = JSON.parse(readFileSync(path.resolve('src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(found.migrations!.n).toBe(journal.entries.length);
    const answers = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/api/itemCategory`)).json()));
    for (const answer of answers) expect(answer).toHaveLength(CATEGORIES.length);
  });

  test('a first start killed half-way through is finished by the next ones, and nothing is done twice', async () => {
    const { db } = await emptyDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-startup-'));
    const first = await start(scratch!.url);
    servers.push(first);
    // Killed (as by a power cut) once it has begun the demo data under the lock.
    const demoEmails = DEMO_SELLERS.map((s) => s.email);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the first start never began the demo data:\n${first.output()}`);
      if (first.child.exitCode !== null) throw new Error(`the first start stopped:\n${first.output()}`);
      const begun = await db
        .select({ n: count() })
        .from(user)
        .where(inArray(user.email, demoEmails))
        .then(([row]) => row!.n > 0)
        .catch(() => false); // the table may not exist yet
      if (begun) break;
      await sleep(25);
    }
    first.kill();
    await first.exited;
    const halfway = await counts(db);
    expect(halfway.demoProducts).toBe(0);

    const next = await Promise.all([1, 2].map(() => start(scratch!.url)));
    servers.push(...next);
    await Promise.all(next.map((s) => s.ready(180_000)));
    expect(await counts(db)).toMatchObject(expected);
    await expectLockFreed(db);
  });
});
