import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMarketData } from '../testing/market-data.ts';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import { rowsOf } from './tables.ts';

/**
 * A backup of a marketplace that is taking sign-ups as it is made: restored, it holds every sign-up
 * acknowledged before the backup began. On PGlite the running server writes it (its backup channel);
 * on PostgreSQL the command reads the database itself in one REPEATABLE READ transaction.
 */
const baseUrl = process.env.DATABASE_URL;
const engine = baseUrl ? 'PostgreSQL' : 'PGlite';

let cleanups: (() => Promise<void> | void)[] = [];
let server: ServerProcess | undefined;
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-during-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
async function storage(): Promise<Record<string, string>> {
  if (!baseUrl) {
    const dataDir = await dataDirFromTemplate();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir };
  }
  const scratch = await createScratchDatabase(baseUrl, 'market_backup');
  cleanups.push(() => scratch.drop());
  return { DATA_DIR: tempDir(), DATABASE_URL: scratch.url };
}

test(`a backup taken during sign-ups holds every one acknowledged before it began (${engine})`, async () => {
  const source = await storage();
  server = await startServerProcess({ ...source, SEED_DEMO: '0', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' });
  await server.ready();

  const acknowledged: string[] = [];
  const failures: string[] = [];
  let stop = false;
  const signUps = async (writer: number) => {
    for (let n = 0; !stop && failures.length === 0; n += 1) {
      const email = `writer${writer}-${n}@market.test`;
      const res = await fetch(`${server!.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.url },
        body: JSON.stringify({ name: `Writer ${writer}`, email, password: 'secret123' }),
      });
      if (res.ok) acknowledged.push(email);
      else failures.push(`sign-up answered ${res.status}: ${await res.text()}`);
    }
  };
  const writers = [signUps(1), signUps(2)];
  while (acknowledged.length < 10 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(failures).toEqual([]);

  const before = [...acknowledged];
  const file = path.join(tempDir(), 'during.tar.gz');
  const backup = await runMarketData('backup', [file], source);
  const during = acknowledged.length - before.length;
  stop = true;
  await Promise.all(writers);
  expect(failures).toEqual([]);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  // The writes went on while the backup was made, or the test would show nothing.
  expect(during).toBeGreaterThan(0);

  const target = baseUrl ? await storage() : { DATA_DIR: tempDir() };
  const restore = await runMarketData('restore', [file], target);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  const restored = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR!, migrate: false });
  try {
    const emails = new Set((await rowsOf<{ email: string }>(restored.db, sql`select email from "user"`)).map((r) => r.email));
    expect(before.filter((email) => !emails.has(email))).toEqual([]);
    // Each restored user came with the account holding their password: rows of one moment.
    const [orphans] = await rowsOf<{ n: number }>(
      restored.db,
      sql`select count(*)::int as n from "user" u where not exists (select 1 from account a where a.user_id = u.id)`,
    );
    expect(orphans?.n).toBe(0);
  } finally {
    await restored.close();
  }
}, 180_000);
