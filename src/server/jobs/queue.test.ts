import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { advance, manualClock, type ManualClock } from '../testing/clock.ts';
import { postgresServer } from '../testing/postgres-server.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { systemClock, type Clock } from './clock.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/*
 * The job queue (docs/decisions/019) on the run's engine: PGlite, or PostgreSQL when DATABASE_URL is
 * set. Time moves by hand: nothing here waits for a job to come due.
 */
const HOUR = 3600_000;
/** Two instances need PostgreSQL (PGlite is one process's): DATABASE_URL's server, or the local one when it answers. */
const server = await postgresServer();
const quiet = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('the job queue', () => {
  let storage: TestDatabase;
  let clock: ManualClock;
  const queues: JobQueue[] = [];
  /** A queue on the test's database; on a clock moved by hand, its workers do not poll (runDue runs the jobs). */
  const queue = (on: Clock = clock, log = quiet()) => {
    const made = createJobQueue({ database: storage.database, url: storage.url, clock: on, log, poll: on === systemClock });
    queues.push(made);
    return made;
  };

  beforeAll(async () => {
    storage = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(async () => storage?.remove());

  test('a job scheduled 48 hours ahead runs once the clock has moved 48 hours, once', async () => {
    clock = manualClock();
    const jobs = queue();
    const expired: number[] = [];
    jobs.work<{ offerId: number }>('offer.expire', async ({ offerId }, run) => {
      expect(run.signal.aborted).toBe(false);
      expired.push(offerId);
    });
    await jobs.start();

    await jobs.send('offer.expire', { offerId: 7 }, { startAfter: new Date(clock.now() + 48 * HOUR) });
    await advance(clock, 47 * HOUR);
    expect(await jobs.runDue()).toBe(0);
    await advance(clock, HOUR + 1000);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(expired).toEqual([7]);
  });

  test('a job that fails is tried again after a growing wait, and no more once its retries are spent', async () => {
    clock = manualClock();
    const log = quiet();
    const jobs = queue(clock, log);
    const tries: number[] = [];
    jobs.work(
      'flaky',
      async (_data, run) => {
        tries.push(run.retryCount);
        throw new Error('refused');
      },
      { retryLimit: 2, retryDelay: 60, retryBackoff: true },
    );
    await jobs.start();
    await jobs.send('flaky', {});

    expect(await jobs.runDue()).toBe(1);
    // The first retry waits 60 to 120 s (60 × (1 + a random share)); the second 120 to 240 s.
    await advance(clock, 59_000);
    expect(await jobs.runDue()).toBe(0);
    await advance(clock, 62_000);
    expect(await jobs.runDue()).toBe(1);
    await advance(clock, 119_000);
    expect(await jobs.runDue()).toBe(0);
    await advance(clock, 122_000);
    expect(await jobs.runDue()).toBe(1);
    await advance(clock, 24 * HOUR);
    expect(await jobs.runDue()).toBe(0);
    expect(tries).toEqual([0, 1, 2]);
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual([
      'job failed: it will be tried again',
      'job failed: it will be tried again',
      'job failed for good',
    ]);
  });

  test('a short kind keeps one job waiting per key; once it has run, the key takes another', async () => {
    clock = manualClock();
    const jobs = queue();
    const sent: string[] = [];
    jobs.work<{ conversation: string }>('digest', async ({ conversation }) => void sent.push(conversation), { policy: 'short' });
    await jobs.start();
    const later = new Date(clock.now() + 5 * 60_000);

    expect(await jobs.send('digest', { conversation: 'a' }, { startAfter: later, singletonKey: 'a' })).toEqual(expect.any(String));
    expect(await jobs.send('digest', { conversation: 'a' }, { startAfter: later, singletonKey: 'a' })).toBeNull();
    expect(await jobs.send('digest', { conversation: 'b' }, { startAfter: later, singletonKey: 'b' })).toEqual(expect.any(String));
    await advance(clock, 5 * 60_000 + 1000);
    expect(await jobs.runDue()).toBe(2);
    expect(await jobs.send('digest', { conversation: 'a' }, { singletonKey: 'a' })).toEqual(expect.any(String));
    expect(await jobs.runDue()).toBe(1);
    expect(sent.sort()).toEqual(['a', 'a', 'b']);
  });

  /** A started queue on a clock from `start`, whose one kind records what each of its jobs says. */
  async function afterWrites(start?: number) {
    clock = manualClock(start);
    const jobs = queue();
    const ran: string[] = [];
    jobs.work<{ what: string }>('after-write', async ({ what }) => void ran.push(what));
    await jobs.start();
    return { jobs, ran, db: storage.database.db };
  }

  test('a job sent inside a transaction exists only if the transaction commits', async () => {
    const { jobs, ran, db } = await afterWrites();

    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send('after-write', { what: 'committed' }, { tx });
    });
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('after-write', { what: 'rolled back' }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual(['committed']);
  });

  // The database's own time never decides: a clock a year behind the machine's or a year ahead runs a job
  // sent inside the app's transaction when its own time says so, whatever day the test runs on.
  test.each([
    ['a year behind', -365 * 24 * HOUR],
    ['a year ahead of', 365 * 24 * HOUR],
  ])("a job sent inside a transaction is due by the queue's clock, %s the machine's", async (_when, offset) => {
    const { jobs, ran, db } = await afterWrites(Date.now() + offset);

    await db.transaction(async (tx) => {
      await jobs.send('after-write', { what: 'now' }, { tx });
      await jobs.send('after-write', { what: 'in an hour' }, { tx, startAfter: new Date(clock.now() + HOUR) });
    });
    expect(await jobs.runDue()).toBe(1);
    await advance(clock, HOUR + 1000);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual(['now', 'in an hour']);
  });

  test('a try whose process went away is run again once it has run out of time, and its late end changes nothing', async () => {
    clock = manualClock();
    let finishFirst: (() => void) | undefined;
    const ran: string[] = [];
    // The first instance takes the job and does not finish it, as a process that died holding it.
    const first = queue();
    first.work('slow', () => new Promise<void>((resolve) => (finishFirst = resolve)), {
      expireInSeconds: 60,
      retryDelay: 10,
      retryBackoff: false,
    });
    const second = queue();
    second.work('slow', async (_data, run) => void ran.push(`retry ${run.retryCount}`), {
      expireInSeconds: 60,
      retryDelay: 10,
      retryBackoff: false,
    });
    await first.start();
    await second.start();
    await first.send('slow', {});
    const abandoned = first.runDue();
    await vi.waitFor(() => expect(finishFirst).toBeDefined());

    expect(await second.runDue()).toBe(0);
    await advance(clock, 61_000);
    // Expired now, and waiting its retry delay.
    expect(await second.runDue()).toBe(0);
    await advance(clock, 11_000);
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual(['retry 1']);
    // The first try ends at last: its completion is refused, the job stays done once.
    finishFirst!();
    expect(await abandoned).toBe(1);
    expect(await second.runDue()).toBe(0);
    expect(ran).toEqual(['retry 1']);
  });

  test('a job sent before a stop runs after the restart', async () => {
    clock = manualClock();
    const before = queue();
    before.work('keep', async () => {});
    await before.start();
    await before.send('keep', { n: 1 });
    await before.stop();
    await storage.reopen();

    const ran: unknown[] = [];
    const after = queue();
    after.work('keep', async (data) => void ran.push(data));
    await after.start();
    expect(await after.runDue()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
  });

  test('with the system clock, the workers run a job within their poll without being asked', async () => {
    const jobs = queue(systemClock);
    const ran = vi.fn();
    jobs.work('now', async (data) => ran(data));
    await jobs.start();
    await jobs.send('now', { at: 'once' });
    await vi.waitFor(() => expect(ran).toHaveBeenCalledWith({ at: 'once' }), { timeout: 10_000, interval: 100 });
  });

  test('with the system clock, 30 jobs sent at once are all run within a couple of polls, each once', async () => {
    const jobs = queue(systemClock);
    const ran: number[] = [];
    jobs.work<{ n: number }>('many', async ({ n }) => void ran.push(n));
    await jobs.start();
    const sent = performance.now();
    await Promise.all(Array.from({ length: 30 }, (_, n) => jobs.send('many', { n })));
    await vi.waitFor(() => expect(ran).toHaveLength(30), { timeout: 20_000, interval: 50 });
    // A poll every 2 s: one job a poll would take a minute.
    expect(performance.now() - sent).toBeLessThan(5_000);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  test("with the system clock, a job that fails in a batch is tried again alone; the batch's others complete once", async () => {
    const log = quiet();
    const jobs = queue(systemClock, log);
    const tries: string[] = [];
    jobs.work<{ n: number }>(
      'batch',
      async ({ n }, run) => {
        tries.push(`${n}:${run.retryCount}`);
        if (n === 3 && run.retryCount === 0) throw new Error('refused');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: false },
    );
    await jobs.start();
    await Promise.all(Array.from({ length: 8 }, (_, n) => jobs.send('batch', { n })));
    await vi.waitFor(() => expect(tries).toContain('3:1'), { timeout: 20_000, interval: 50 });
    // Long enough for a second poll to find anything left behind.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(tries.sort()).toEqual(['0:0', '1:0', '2:0', '3:0', '3:1', '4:0', '5:0', '6:0', '7:0']);
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual(['job failed: it will be tried again']);
  });

  test('with the system clock, a job of a slow batch is not started with less than half its time left, and runs once', async () => {
    const jobs = queue(systemClock);
    const ran: number[] = [];
    jobs.work<{ n: number }>(
      'slow-batch',
      async ({ n }) => {
        ran.push(n);
        await new Promise((resolve) => setTimeout(resolve, 600));
      },
      { expireInSeconds: 2, retryDelay: 1, retryBackoff: false, retryLimit: 10 },
    );
    await jobs.start();
    await jobs.sendMany(
      'slow-batch',
      Array.from({ length: 5 }, (_, n) => ({ data: { n }, priority: 5 - n })),
    );
    await vi.waitFor(() => expect(ran).toHaveLength(5), { timeout: 40_000, interval: 50 });
    // A try cut short by the batch's time would be run again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test('a stop in the middle of a batch: the tries that ended stay done, the others run after the restart', async () => {
    const before = queue(systemClock);
    const ran: string[] = [];
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    before.work<{ n: number }>(
      'halted',
      async ({ n }, run) => {
        ran.push(`before ${n}`);
        if (n !== 2) return;
        held();
        // Still running when the stop has waited its 3 s: failed, to run again.
        await new Promise((resolve) => run.signal.addEventListener('abort', resolve));
        throw new Error('stopped');
      },
      { retryDelay: 1, retryBackoff: false },
    );
    await before.start();
    await before.sendMany(
      'halted',
      Array.from({ length: 5 }, (_, n) => ({ data: { n }, priority: 5 - n })),
    );
    await holding;
    await before.stop();
    await storage.reopen();

    const after = queue(systemClock);
    after.work<{ n: number }>('halted', async ({ n }) => void ran.push(`after ${n}`), { retryDelay: 1, retryBackoff: false });
    await after.start();
    await vi.waitFor(() => expect(ran.filter((r) => r.startsWith('after'))).toHaveLength(3), { timeout: 20_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(ran.sort()).toEqual(['after 2', 'after 3', 'after 4', 'before 0', 'before 1', 'before 2']);
  });

  test('a job of a higher priority runs before those sent earlier', async () => {
    clock = manualClock();
    const jobs = queue();
    const ran: string[] = [];
    jobs.work<{ what: string }>('ordered', async ({ what }) => void ran.push(what));
    await jobs.start();
    await jobs.sendMany(
      'ordered',
      Array.from({ length: 45 }, (_, n) => ({ data: { what: `digest ${n}` } })),
    );
    await jobs.send('ordered', { what: 'booking' }, { priority: 1 });
    expect(await jobs.runDue()).toBe(46);
    expect(ran[0]).toBe('booking');
    // Jobs sent in one statement share their creation time: among them the order is the database's.
    expect(new Set(ran.slice(1))).toEqual(new Set(Array.from({ length: 45 }, (_, n) => `digest ${n}`)));
  });

  test('refuses a kind it does not know, or one declared after the start', async () => {
    clock = manualClock();
    const jobs = queue();
    jobs.work('known', async () => {});
    await jobs.start();
    await expect(jobs.send('unknown', {})).rejects.toThrow('no job kind unknown');
    expect(() => jobs.work('late', async () => {})).toThrow('declared after the queue started');
  });
});

describe.runIf(server)('the job queue of several instances on one PostgreSQL database', () => {
  let storage: TestDatabase;
  const instances: JobQueue[] = [];
  beforeAll(async () => {
    storage = await openTestDatabase({ serverUrl: server });
  });
  afterAll(async () => {
    await Promise.all(instances.map((q) => q.stop()));
    await storage?.remove();
  });

  test('two instances running the due jobs at once run each job once', async () => {
    const clock = manualClock();
    const ran: string[] = [];
    // Each instance holds its first batch until the other has a job too, so both take part however the
    // machine schedules them (a busy one may let the first fetch every batch before the second starts).
    const working = new Set<number>();
    let bothWorking = () => {};
    const both = new Promise<void>((resolve) => (bothWorking = resolve));
    for (let i = 0; i < 2; i++) {
      // Each instance has its own pool, as another process would.
      const instance = createJobQueue({ database: storage.database, url: storage.url, clock, log: quiet(), poll: false });
      instance.work<{ n: number }>('once', async ({ n }) => {
        ran.push(`${n}`);
        working.add(i);
        if (working.size === 2) bothWorking();
        await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      });
      instances.push(instance);
    }
    await Promise.all(instances.map((q) => q.start()));
    for (let n = 0; n < 60; n++) await instances[n % 2]!.send('once', { n });

    const counts = await Promise.all(instances.map((q) => q.runDue()));
    expect(counts[0]! + counts[1]!).toBe(60);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(ran.length).toBe(60);
    expect(new Set(ran).size).toBe(60);
  });
});
