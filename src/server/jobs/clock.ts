import { readFileSync, statSync } from 'node:fs';
import { systemClock as bossSystemClock, type AttachableClock, type Clock as BossClock, type Db as BossDb } from 'pg-boss';
// pg-boss's own SQL for its clock function and the table an override reads: the override below is undone to
// exactly the function pg-boss ships, and a leftover is found and repaired by `pg-boss doctor --fix` as a
// TestClock's would be. (pg-boss has no `exports` map: its modules are reachable as files.)
import { CLOCK_OVERRIDE_SETTING, clockTable, createClockFunction, restoreClockFunction } from 'pg-boss/dist/plans.js';

/**
 * Where the server's time comes from: what "now" is, and its timers. The job queue reads it for every
 * job it schedules, retries and expires, and so does the code that asks it to run something later
 * ("this offer expires 48 hours from now"), so both agree. Tests give the app a clock they move by hand
 * (testing/clock.ts) instead of waiting.
 */
export type Clock = BossClock;

/** The machine's time and Node's timers. */
export const systemClock: Clock = bossSystemClock;

/** A clock whose offset lives in a file (CLOCK_FILE): the browser journeys' way of moving a running server's time. */
export interface FileClock extends AttachableClock {
  /** The offset now in force, in milliseconds. */
  offsetMs: () => number;
  /** Reads the file again and waits until the job queue's database has the offset (a test's way to know). */
  sync: () => Promise<void>;
  /** Stops watching the file. */
  close: () => void;
}

/** Why a clock file cannot be used: it is missing, or holds something other than a whole number of milliseconds. */
export class ClockFileError extends Error {}

/** How often the file is looked at when nothing asks the time (the job queue's database follows it then too). */
const WATCH_MS = 250;

/** A whole number of milliseconds, maybe negative, alone in the file (blanks and a final newline allowed). */
const OFFSET = /^\s*(-?\d{1,15})\s*$/;

function readOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ClockFileError(`${file} cannot be read: ${(err as Error).message}`);
  }
  const match = OFFSET.exec(text);
  if (!match) throw new ClockFileError(`${file} must hold a whole number of milliseconds, such as 1209600000 (14 days)`);
  return Number(match[1]);
}

/** What tells a changed file from the same one: a rename gives a new inode, a rewrite a new time or size. */
const stamp = (file: string) => {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.ino}:${s.mtimeNs}:${s.size}`;
  } catch {
    return 'missing';
  }
};

/**
 * The machine's time plus an offset in milliseconds read from `file`, read again whenever the file changes:
 * how a browser journey moves the time of the server it started as a child process (tests/e2e/README.md).
 * Only the environment names the file (CLOCK_FILE, read once at start, config.ts), and no request can write
 * it: the server never writes outside DATA_DIR and its temporary folders, and config.ts refuses a file inside
 * DATA_DIR and refuses CLOCK_FILE in production. Timers are Node's: a timer set for an hour fires in an hour.
 *
 * Attached to the job queue, it makes the queue's database time (pg-boss's `job_now()`) the same machine
 * time plus offset, so a job due "14 days from now" by this clock is due once the file has moved it 14 days
 * on. A file that later goes missing or holds something else keeps the last offset (the change is logged).
 */
export function fileClock(
  file: string,
  options: { warn?: (message: string) => void; machineNow?: () => number; watchMs?: number } = {},
): FileClock {
  const machineNow = options.machineNow ?? Date.now;
  let offset = readOffset(file);
  let seen = stamp(file);
  const targets: { db: BossDb; schema: string }[] = [];
  let pushing: Promise<void> = Promise.resolve();

  /** The job queue's database follows the offset: the pushes go one after another, so the last one wins. */
  const push = () => {
    const value = offset;
    pushing = pushing
      .then(() => Promise.all(targets.map(({ db, schema }) => db.executeSql(`UPDATE ${clockTable(schema)} SET offset_ms = $1`, [value]))))
      .then(
        () => undefined,
        (err: unknown) => options.warn?.(`the job queue did not take the clock's offset: ${(err as Error).message}`),
      );
    return pushing;
  };

  /** Reads the file again when it changed since last seen. */
  const refresh = () => {
    const now = stamp(file);
    if (now === seen) return;
    seen = now;
    try {
      const next = readOffset(file);
      if (next === offset) return;
      offset = next;
      void push();
    } catch (err) {
      options.warn?.(`${(err as Error).message}; the clock keeps its offset of ${offset} ms`);
    }
  };

  const watching = setInterval(refresh, options.watchMs ?? WATCH_MS);
  watching.unref();

  return {
    now() {
      refresh();
      return machineNow() + offset;
    },
    setTimeout: (fn, ms) => systemClock.setTimeout(fn, ms),
    clearTimeout: (handle) => systemClock.clearTimeout(handle),
    setInterval: (fn, ms) => systemClock.setInterval(fn, ms),
    clearInterval: (handle) => systemClock.clearInterval(handle),
    offsetMs: () => offset,
    async sync() {
      refresh();
      await push();
    },
    close: () => clearInterval(watching),

    /**
     * Called by pg-boss as it starts, after it set CLOCK_OVERRIDE_SETTING on each of its sessions: its clock
     * function becomes the database's time plus the offset kept in one row, for those sessions only (the
     * app's own statements, and any other instance, keep the database's time).
     */
    async attach({ db, schema }) {
      const body =
        `SELECT COALESCE(CASE WHEN current_setting('${CLOCK_OVERRIDE_SETTING}', true) = 'on' ` +
        `THEN pg_catalog.now() + (SELECT c.offset_ms FROM ${clockTable(schema)} c LIMIT 1) * interval '1 millisecond' END, pg_catalog.now());`;
      await db.executeSql(`
        DROP TABLE IF EXISTS ${clockTable(schema)};
        CREATE TABLE ${clockTable(schema)} (offset_ms double precision NOT NULL);
        ${createClockFunction(schema, { replace: true, body })}
        INSERT INTO ${clockTable(schema)} (offset_ms) VALUES (${Number(offset)});
      `);
      const target = { db, schema };
      targets.push(target);
      return {
        [Symbol.asyncDispose]: async () => {
          const at = targets.indexOf(target);
          if (at === -1) return;
          targets.splice(at, 1);
          await pushing;
          await db.executeSql(`${restoreClockFunction(schema)}
            RESET ${CLOCK_OVERRIDE_SETTING};`);
        },
      };
    },
  };
}
