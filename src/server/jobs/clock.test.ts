import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { ClockFileError, fileClock, type FileClock } from './clock.ts';
import { JOBS_SCHEMA } from './boss.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/*
 * CLOCK_FILE (jobs/clock.ts): the machine's time plus an offset read from a file, read again when the file
 * changes, for the browser journeys that move a running server's time (tests/e2e/README.md).
 */
const DAY = 24 * 3_600_000;
const MACHINE = Date.parse('2026-12-01T09:00:00Z');
const quiet = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;

let dir: string;
let file: string;
const clocks: FileClock[] = [];
/** A clock on `file`, whose machine time stands still at MACHINE unless the test says otherwise. */
const open = (options: Parameters<typeof fileClock>[1] = {}) => {
  const clock = fileClock(file, { machineNow: () => MACHINE, ...options });
  clocks.push(clock);
  return clock;
};
/** Writes the file as the journeys do: a new file renamed over the old one, so no reader sees half of it. */
const write = (text: string) => {
  const next = `${file}.next`;
  writeFileSync(next, text);
  renameSync(next, file);
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'market-clock-'));
  file = path.join(dir, 'clock');
});
afterEach(() => clocks.splice(0).forEach((clock) => clock.close()));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a clock read from a file', () => {
  test("is the machine's time plus the file's milliseconds, read again as soon as the file changes", () => {
    write('0\n');
    const clock = open();
    expect(clock.now()).toBe(MACHINE);
    write(String(14 * DAY));
    expect(clock.now()).toBe(MACHINE + 14 * DAY);
    // Rewritten in place, too.
    writeFileSync(file, '-1000');
    expect(clock.now()).toBe(MACHINE - 1000);
  });

  test("moves with the machine's time: only the offset is the file's", () => {
    write('5000');
    let machine = MACHINE;
    const clock = open({ machineNow: () => machine });
    machine += 60_000;
    expect(clock.now()).toBe(MACHINE + 60_000 + 5000);
  });

  test('keeps its last offset when the file goes or holds something else, and says so', () => {
    write('1000');
    const warn = vi.fn();
    const clock = open({ warn });
    write('fourteen days');
    expect(clock.now()).toBe(MACHINE + 1000);
    rmSync(file);
    expect(clock.now()).toBe(MACHINE + 1000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('whole number of milliseconds');
    write('2000');
    expect(clock.now()).toBe(MACHINE + 2000);
  });

  test('refuses to start on a file that is missing or holds no offset', () => {
    rmSync(file, { force: true });
    expect(() => open()).toThrow(ClockFileError);
    for (const text of ['', '1.5', '1e9', '0x10', '12 days', '1 2']) {
      write(text);
      expect(() => open(), text).toThrow(ClockFileError);
    }
  });

  test('sets its timers on the machine: only "now" moves', () => {
    write(String(30 * DAY));
    vi.useFakeTimers();
    try {
      const clock = open();
      const fired = vi.fn();
      clock.setTimeout(fired, 1000);
      vi.advanceTimersByTime(999);
      expect(fired).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fired).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('CLOCK_FILE in the configuration', () => {
  test('is refused in production and inside DATA_DIR, where the server writes files itself', () => {
    write('0');
    expect(loadConfig({ CLOCK_FILE: file, DATA_DIR: path.join(dir, 'data') }).CLOCK_FILE).toBe(file);
    expect(() => loadConfig({ CLOCK_FILE: file, NODE_ENV: 'production' })).toThrow(/CLOCK_FILE: .*NODE_ENV=production/);
    expect(() => loadConfig({ CLOCK_FILE: path.join(dir, 'data', 'clock'), DATA_DIR: path.join(dir, 'data') })).toThrow(
      /CLOCK_FILE: must be outside DATA_DIR/,
    );
    expect(() => loadConfig({ CLOCK_FILE: path.join(dir, 'clock'), DATA_DIR: dir })).toThrow(/CLOCK_FILE: must be outside DATA_DIR/);
  });

  test("is the app's clock; a file that cannot be read stops the start", async () => {
    write(String(3 * DAY));
    const app = await buildTestApp({ CLOCK_FILE: file });
    try {
      expect(app.ctx.clock.now() - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
      write('0');
      expect(Math.abs(app.ctx.clock.now() - Date.now())).toBeLessThan(60_000);
    } finally {
      await app.close();
    }
    await expect(buildTestApp({ CLOCK_FILE: path.join(dir, 'none') })).rejects.toThrow(ConfigError);
  });
});

describe('the job queue on a clock read from a file', () => {
  let storage: TestDatabase;
  let jobs: JobQueue | undefined;
  beforeAll(async () => {
    storage = await openTestDatabase();
  });
  afterAll(async () => {
    await jobs?.stop();
    await storage?.remove();
  });

  const databaseNow = async () => {
    const result = (await storage.database.db.execute(sql.raw(`select ${JOBS_SCHEMA}.job_now() as "now"`))) as unknown as {
      rows: { now: string | Date }[];
    };
    return new Date(result.rows[0]!.now).getTime();
  };

  test('a job due a day later runs once the file has moved the clock a day on; stopping puts its database time back', async () => {
    write('0');
    // The machine's own time here: the queue's database adds the offset to its own.
    const clock = open({ machineNow: Date.now });
    jobs = createJobQueue({ database: storage.database, url: storage.url, clock, log: quiet(), poll: false });
    const ran: number[] = [];
    jobs.work<{ n: number }>('later', async ({ n }) => {
      ran.push(n);
    });
    await jobs.start();
    await jobs.send('later', { n: 1 }, { startAfter: new Date(clock.now() + DAY) });
    expect(await jobs.runDue()).toBe(0);

    write(String(DAY - 60_000));
    await clock.sync();
    expect(await jobs.runDue()).toBe(0);
    write(String(DAY + 60_000));
    await clock.sync();
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual([1]);

    await jobs.stop();
    jobs = undefined;
    // The app's own sessions never read the queue's time; the queue's function is pg-boss's again.
    expect(Math.abs((await databaseNow()) - Date.now())).toBeLessThan(60_000);
    const source = (await storage.database.db.execute(
      sql.raw(`select p.prosrc as "source" from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname = '${JOBS_SCHEMA}' and p.proname = 'job_now'`),
    )) as unknown as { rows: { source: string }[] };
    expect(source.rows[0]!.source.trim()).toBe('SELECT pg_catalog.now();');
  });
});
