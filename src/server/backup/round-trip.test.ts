import { postgresServer } from '../testing/postgres-server.ts';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { fillEveryTable, photosOf, tablesOf } from '../testing/backup.ts';
import { as } from '../testing/fixtures.ts';
import { runMarketData } from '../testing/market-data.ts';
import { openToOthers } from '../testing/permissions.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * npm run backup, then npm run restore into an empty target, between the two engines: the target
 * holds the same rows, byte for byte as a backup writes them, the same photos and the same secret,
 * and a session made on the source still signs in on the target.
 */
const baseUrl = await postgresServer();
type Engine = 'pglite' | 'postgres';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Where a marketplace lives on the given engine: its DATA_DIR, and its own database on PostgreSQL. */
async function storage(engine: Engine): Promise<Record<string, string>> {
  if (engine === 'pglite') return { DATA_DIR: tempDir('market-restore-') };
  const scratch = await createScratchDatabase(baseUrl!, 'market_backup');
  cleanups.push(() => scratch.drop());
  return { DATA_DIR: tempDir('market-restore-'), DATABASE_URL: scratch.url };
}

async function openOn(env: Record<string, string>): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR!, migrate: false });
  cleanups.push(() => database.close());
  return database;
}

async function roundTrip(from: Engine, to: Engine) {
  const source: Record<string, string> = from === 'pglite' ? { DATA_DIR: await dataDirFromTemplate() } : await storage('postgres');
  const sourceDir = source.DATA_DIR!;
  cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
  const app = (await buildTestApp(source)) as TestApp & { database: Database };
  const { cast, bookingId } = await fillEveryTable(app);
  const rows = await tablesOf(app.database);
  await app.close();

  const file = path.join(tempDir('market-backups-'), 'market.tar.gz');
  const backup = await runMarketData('backup', [file], source);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toMatch(/Backup written to .*market\.tar\.gz: \d+ rows in 27 tables, 3 photos/);
  // It holds password hashes and sessions: its owner's alone.
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const target = await storage(to);
  const restore = await runMarketData('restore', [file], target);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toMatch(/every table holds as many rows as the backup/);
  // What the restore made in DATA_DIR (a database, photos, the secret) is its owner's alone too.
  expect(openToOthers(target.DATA_DIR!)).toEqual([]);

  // Every table of schema.ts, each with rows; then every row and every column of them.
  const declared = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
  expect(Object.keys(rows).sort()).toEqual(declared.sort());
  for (const table of declared) expect(rows[table]!.length, table).toBeGreaterThan(0);
  const restored = await openOn(target);
  expect(await tablesOf(restored)).toEqual(rows);
  await restored.close();
  expect(await photosOf(target.DATA_DIR!)).toEqual(await photosOf(sourceDir));
  expect(readFileSync(path.join(target.DATA_DIR!, 'auth-secret'), 'utf8')).toBe(readFileSync(path.join(sourceDir, 'auth-secret'), 'utf8'));

  // The buyer's session cookie from before the backup still signs in, and finds the paid orders.
  const again = await buildTestApp(target);
  try {
    const orders = await again.inject({
      method: 'GET',
      url: `/api/bookings?email=${encodeURIComponent(cast.buyer.email)}`,
      headers: as(cast.buyer),
    });
    expect(orders.statusCode).toBe(200);
    const paid = (orders.json() as { _id: string; paid: boolean }[]).filter((order) => order.paid);
    expect(paid).toHaveLength(2);
    expect(paid).toContainEqual(expect.objectContaining({ _id: bookingId }));
  } finally {
    await again.close();
  }
}

describe('backup and restore on the embedded database', () => {
  test('PGlite → PGlite', () => roundTrip('pglite', 'pglite'), 180_000);
});

describe.runIf(baseUrl)('backup and restore between the embedded database and PostgreSQL', () => {
  test('PGlite → PostgreSQL', () => roundTrip('pglite', 'postgres'), 180_000);
  test('PostgreSQL → PGlite', () => roundTrip('postgres', 'pglite'), 180_000);
});
