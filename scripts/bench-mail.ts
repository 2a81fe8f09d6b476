/**
 * npm run bench:mail: how soon queued e-mail is written (docs/decisions/019), through the outbox (no SMTP_URL)
 * and through an SMTP server (the tests' stand-in, testing/smtp-server.ts, in this process), against a
 * baseline of the same run: one e-mail alone in the queue.
 *
 * On a fresh temporary PGlite DATA_DIR, or a scratch database of the DATABASE_URL server (bench-harness.ts), for
 * each transport of BENCH_MAIL_TRANSPORTS (default outbox,smtp), with the users of the e-mails seeded:
 *
 * - the baseline: BENCH_MAIL_SINGLES (default 20) e-mails of a booking to its seller, each queued as the app
 *   does (a notification, in a transaction of the events) after a random pause within one poll of the workers
 *   (2 s), and waited for until written;
 * - a burst: BENCH_MAIL_BURST (default 1,000) e-mails of an alert, to as many users, queued in one transaction
 *   (as a new listing's alerts tell them), and waited for until all are written;
 * - at once behind a digest: BENCH_MAIL_DIGESTS (default 10,000) e-mails of a daily digest queued in one
 *   transaction, then, while they go out, the booking e-mails of the baseline again, one after another.
 *
 * An e-mail's time is from the commit that queued it to the completion of its `mail.send` job (pg-boss's
 * `completed_on`, right after the file was written or the server took it).
 *
 *   BENCH_MAIL_BURST=1000  BENCH_MAIL_DIGESTS=10000  BENCH_MAIL_SINGLES=20  BENCH_MAIL_TRANSPORTS=outbox,smtp
 */
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { JOBS_SCHEMA } from '#server/jobs/boss.ts';
import { MAIL_JOB } from '#server/mail/mailer.ts';
import { startSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.ts';
import { type BenchApp, count, exitAfter, median, step, withFreshApp } from './bench-harness.ts';

const BURST = count('BENCH_MAIL_BURST', 1000);
const DIGESTS = count('BENCH_MAIL_DIGESTS', 10_000);
const SINGLES = count('BENCH_MAIL_SINGLES', 20);
const TRANSPORTS = (process.env.BENCH_MAIL_TRANSPORTS ?? 'outbox,smtp').split(',').map((t) => t.trim());
for (const transport of TRANSPORTS) {
  if (transport !== 'outbox' && transport !== 'smtp') throw new Error(`BENCH_MAIL_TRANSPORTS: ${transport} is neither outbox nor smtp`);
}
/** The goals: a burst of 1,000 all written within 60 s; an e-mail someone waits on within 5 s, behind a digest too. */
const GOAL_BURST_MS = 60_000;
const GOAL_AT_ONCE_MS = 5_000;
/** The workers poll every 2 s (jobs/queue.ts): the random pause before each single e-mail spans one poll. */
const POLL_SPAN_MS = 2000;
/** How often the bench looks whether an e-mail is written: small next to a poll, light on the database. */
const WAIT_STEP_MS = 50;
/** E-mail not written in this time is stuck or failed: the run stops rather than wait for ever. */
const TIMEOUT_MS = 600_000;
const SELLER = 'bench-seller';

const sleep = (ms: number) => new Promise((settled) => setTimeout(settled, ms));
type Rows<T> = { rows: T[] };
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** The value at quantile q of the values (nearest rank). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
};

/** A repeatable pseudo-random sequence (mulberry32): the same pauses every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The users e-mail goes to (bench-user-1 …), every kind of e-mail on, and the seller of the bookings. */
async function seedUsers(db: Db, users: number): Promise<string[]> {
  await db.execute(sql`
    insert into "user" (id, name, email, language)
    select 'bench-user-' || s, 'Bench User ' || s, 'user' || s || '@bench.example', 'en' from generate_series(1, ${users}) s`);
  await db.execute(sql`insert into "user" (id, name, email, language) values (${SELLER}, 'Bench Seller', 'seller@bench.example', 'en')`);
  return Array.from({ length: users }, (_, i) => `bench-user-${i + 1}`);
}

/** The database's time now, in ms: what the queue stamps its jobs with. */
async function databaseNow(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select extract(epoch from now()) * 1000 as now`)) as Rows<{ now: string }>;
  return Number(rows[0]!.now);
}

/** The alerts' e-mail jobs (the burst's, the digest's) created since `since` (the database's ms) not yet completed, and any that failed. */
async function pending(db: Db, since: number): Promise<{ waiting: number; failed: number }> {
  const { rows } = (await db.execute(sql`
    select count(*) filter (where state in ('created', 'retry', 'active'))::int as waiting,
           count(*) filter (where state in ('failed', 'cancelled'))::int as failed
    from ${sql.raw(JOBS_SCHEMA)}.job
    where name = ${MAIL_JOB} and data->'about'->>'kind' = 'alerts' and created_on >= to_timestamp(${since / 1000})`)) as Rows<{
    waiting: number;
    failed: number;
  }>;
  return rows[0]!;
}

/** The completion times (ms) of the alerts' e-mail jobs created since `since`. */
async function completions(db: Db, since: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select extract(epoch from completed_on) * 1000 as "completedMs" from ${sql.raw(JOBS_SCHEMA)}.job
    where name = ${MAIL_JOB} and data->'about'->>'kind' = 'alerts' and created_on >= to_timestamp(${since / 1000})
      and state = 'completed'`)) as Rows<{ completedMs: string }>;
  return rows.map((row) => Number(row.completedMs));
}

/** Waits until every alerts' e-mail job created since `since` has completed; fails on one that failed. */
async function drained(db: Db, since: number): Promise<void> {
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    const { waiting, failed } = await step(pending(db, since));
    if (failed) throw new Error(`${failed} e-mails failed`);
    if (waiting === 0) return;
    if (Date.now() > until) throw new Error(`${waiting} e-mails not written within ${TIMEOUT_MS / 1000} s`);
    await step(sleep(WAIT_STEP_MS * 4));
  }
}

interface Single {
  ms: number;
  /** E-mails queued before it and not yet written when it was. */
  behind: number;
}

/** A booking's e-mail to its seller, queued as the app does; waited for until written. */
async function booking(app: BenchApp, n: number): Promise<Single> {
  const { ctx } = app;
  const productName = `Bench laptop ${n}`;
  await ctx.events.transaction((_tx, tell) => tell.notify(SELLER, 'booking', { productName, from: 'Bench Buyer', amount: 45_000 }));
  const committed = Date.now();
  const until = committed + TIMEOUT_MS;
  for (;;) {
    await step(sleep(WAIT_STEP_MS));
    const { rows } = (await ctx.db.execute(sql`
      select state, extract(epoch from completed_on) * 1000 as "completedMs" from ${sql.raw(JOBS_SCHEMA)}.job
      where name = ${MAIL_JOB} and data->>'subject' = ${`New booking: your ${productName}`}`)) as Rows<{
      state: string;
      completedMs: string | null;
    }>;
    const job = rows[0];
    if (job?.state === 'completed') {
      const { rows: left } = (await ctx.db.execute(sql`
        select count(*)::int as behind from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${MAIL_JOB} and state in ('created', 'retry', 'active')`)) as Rows<{ behind: number }>;
      return { ms: Number(job.completedMs) - committed, behind: left[0]!.behind };
    }
    if (job && job.state !== 'created' && job.state !== 'active') throw new Error(`the e-mail of ${productName} ended ${job.state}`);
    if (Date.now() > until) throw new Error(`the e-mail of ${productName} was not written within ${TIMEOUT_MS / 1000} s`);
  }
}

/** Booking e-mails one after another, each after a random pause within one poll; `stop` ends the series early. */
async function singles(app: BenchApp, first: number, stop: () => boolean = () => false): Promise<Single[]> {
  const pause = random(19);
  const measured: Single[] = [];
  for (let n = first; measured.length < SINGLES && !stop(); n++) {
    await step(sleep(pause() * POLL_SPAN_MS));
    measured.push(await step(booking(app, n)));
  }
  return measured;
}

interface Burst {
  queuedMs: number;
  latencies: number[];
  allMs: number;
}

/** E-mails of one kind to every user at once, in one transaction of the events; waited for until all are written. */
async function burst(app: BenchApp, tell: (userIds: string[]) => Promise<void>, userIds: string[]): Promise<Burst> {
  const { db } = app.ctx;
  const since = await databaseNow(db);
  const started = Date.now();
  await step(tell(userIds));
  const committed = Date.now();
  await drained(db, since);
  const latencies = (await completions(db, since)).map((completed) => completed - committed);
  if (latencies.length !== userIds.length) throw new Error(`${latencies.length} of ${userIds.length} e-mails written`);
  return { queuedMs: committed - started, latencies, allMs: Math.max(...latencies) };
}

/** How many e-mails the transport has written: the outbox's files, or the messages the SMTP server took. */
async function written(app: BenchApp, smtp: TestSmtpServer | undefined): Promise<number> {
  if (smtp) return smtp.received.length;
  return (await readdir(app.ctx.mail.outbox!).catch(() => [])).length;
}

interface Figures {
  engine: string;
  transport: string;
  load: string[];
  baseline: Single[];
  burst: Burst;
  behindDigest: Single[];
  digest: Burst;
}

async function benchTransport(transport: 'outbox' | 'smtp'): Promise<Figures> {
  const smtp = transport === 'smtp' ? await startSmtpServer() : undefined;
  try {
    const env: Record<string, string> = smtp ? { SMTP_URL: smtp.url, MAIL_FROM: 'Market <hello@bench.example>' } : {};
    return await withFreshApp(`market-bench-mail-${transport}`, env, async ({ app, engine }) => {
      const { ctx } = app;
      const userIds = await step(seedUsers(ctx.db, Math.max(BURST, DIGESTS)));
      const load = [loadAverage()];
      console.log(`${engine}, ${transport}: ${userIds.length.toLocaleString('en')} users; load average ${load[0]}`);

      const baseline = await singles(app, 1);
      console.log(`  baseline: ${baseline.length} e-mails, one at a time; load average ${loadAverage()}`);

      const alert = { productId: '22222222-2222-4222-8222-222222222222', productName: 'Lenovo', amount: 45_000, query: 'category=03' };
      const burstFigures = await burst(
        app,
        (ids) =>
          ctx.events.transaction((_tx, tell) =>
            tell.notifyMany(
              'alert',
              ids.map((userId) => ({ userId, data: alert })),
            ),
          ),
        userIds.slice(0, BURST),
      );
      load.push(loadAverage());
      console.log(
        `  burst: ${BURST.toLocaleString('en')} e-mails all written in ${(burstFigures.allMs / 1000).toFixed(1)} s; load average ${load[1]}`,
      );

      // The digest is queued, and the bookings start while it goes out; it is waited for once they are done.
      const digestData = { query: 'category=03&maxPrice=60000', count: 2, productIds: [] };
      let digestDone = false;
      const digest = burst(
        app,
        (ids) =>
          ctx.events.transaction((_tx, tell) =>
            tell.notifyMany(
              'alert-digest',
              ids.map((userId) => ({ userId, data: digestData })),
            ),
          ),
        userIds.slice(0, DIGESTS),
      ).finally(() => (digestDone = true));
      // Once the digest's transaction has committed: its e-mails are in the queue.
      while (!digestDone && (await pending(ctx.db, 0)).waiting === 0) await step(sleep(WAIT_STEP_MS));
      const behindDigest = await singles(app, 1000, () => digestDone);
      const digestFigures = await digest;
      load.push(loadAverage());
      console.log(
        `  digest: ${DIGESTS.toLocaleString('en')} e-mails all written in ${(digestFigures.allMs / 1000).toFixed(1)} s, ` +
          `${behindDigest.length} bookings meanwhile; load average ${load[2]}`,
      );

      const expected = baseline.length + BURST + DIGESTS + behindDigest.length;
      const count = await written(app, smtp);
      if (count !== expected) throw new Error(`${count} e-mails written, ${expected} expected`);
      return { engine, transport, load, baseline, burst: burstFigures, behindDigest, digest: digestFigures };
    });
  } finally {
    await smtp?.close();
  }
}

function report(all: Figures[]): void {
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  const ofSingles = (set: Single[]) => set.map((s) => s.ms);
  console.log('\nTime from the commit that queued an e-mail to its being written (ms):');
  console.table(
    all.flatMap((f) => [
      {
        engine: f.engine,
        transport: f.transport,
        set: `baseline: 1 e-mail alone (${f.baseline.length})`,
        p50: ms(median(ofSingles(f.baseline))),
        p99: ms(quantile(ofSingles(f.baseline), 0.99)),
        max: ms(Math.max(...ofSingles(f.baseline))),
        queued: '',
      },
      {
        engine: f.engine,
        transport: f.transport,
        set: `burst of ${BURST.toLocaleString('en')} alerts`,
        p50: ms(median(f.burst.latencies)),
        p99: ms(quantile(f.burst.latencies, 0.99)),
        max: ms(f.burst.allMs),
        queued: `${ms(f.burst.queuedMs)} ms`,
      },
      {
        engine: f.engine,
        transport: f.transport,
        set: `digest of ${DIGESTS.toLocaleString('en')}`,
        p50: ms(median(f.digest.latencies)),
        p99: ms(quantile(f.digest.latencies, 0.99)),
        max: ms(f.digest.allMs),
        queued: `${ms(f.digest.queuedMs)} ms`,
      },
      {
        engine: f.engine,
        transport: f.transport,
        set: `booking behind the digest (${f.behindDigest.length}, median ${ms(median(f.behindDigest.map((s) => s.behind)))} waiting)`,
        p50: ms(median(ofSingles(f.behindDigest))),
        p99: ms(quantile(ofSingles(f.behindDigest), 0.99)),
        max: ms(Math.max(...ofSingles(f.behindDigest))),
        queued: '',
      },
    ]),
  );
  for (const f of all) {
    const rate = (DIGESTS / f.digest.allMs) * 1000;
    const burstMet = f.burst.allMs <= GOAL_BURST_MS;
    const atOnce = Math.max(...ofSingles(f.behindDigest));
    const atOnceMet = atOnce <= GOAL_AT_ONCE_MS;
    console.log(
      `${f.engine}, ${f.transport}: ${BURST.toLocaleString('en')} written in ${(f.burst.allMs / 1000).toFixed(1)} s ` +
        `(goal ≤ ${GOAL_BURST_MS / 1000} s: ${burstMet ? 'met' : 'MISSED'}); a booking behind the digest at most ` +
        `${(atOnce / 1000).toFixed(1)} s (goal ≤ ${GOAL_AT_ONCE_MS / 1000} s: ${atOnceMet ? 'met' : 'MISSED'}), ` +
        `${(median(ofSingles(f.behindDigest)) / median(ofSingles(f.baseline))).toFixed(2)}× the baseline's median; ` +
        `the digest at ${Math.round(rate)} e-mails/s; load average ${f.load.join(', ')}`,
    );
  }
}

async function benchMail(): Promise<void> {
  const all: Figures[] = [];
  for (const transport of TRANSPORTS) all.push(await benchTransport(transport as 'outbox' | 'smtp'));
  report(all);
}

benchMail().catch(exitAfter);
