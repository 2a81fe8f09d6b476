import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { inTransaction, openBoss } from './boss.ts';
import type { Clock } from './clock.ts';

/** How a kind of job is retried and how long one try may take; pg-boss's queue options of the same names. */
export interface JobPolicy {
  /** Tries after the first one fails (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff`, doubled (with jitter) for each later one (default 30). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** The longest wait between two tries, in seconds (default an hour). */
  retryDelayMax?: number;
  /** How long a try may run before the supervisor counts it failed, such as when its process died (default 5 minutes). */
  expireInSeconds?: number;
  /** `short`: at most one job per `singletonKey` waits at a time (another send answers null); `standard`: no such limit. */
  policy?: 'standard' | 'short';
  /**
   * How many jobs of a worker's batch run at once (default 1: one after another). More for jobs that mostly
   * wait on another server, such as e-mail; a batch's jobs all count their time from when it was claimed.
   */
  concurrency?: number;
}

const DEFAULT_POLICY: Required<Omit<JobPolicy, 'policy' | 'concurrency'>> = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
};

export interface SendOptions {
  /** Not before this time (the queue's clock: `ctx.clock.now()` plus the delay). */
  startAfter?: Date;
  /** With the `short` policy, names the one job of its kind that may wait, such as one per conversation. */
  singletonKey?: string;
  /** A transaction of the app's database: the job exists only if it commits. Inside a transaction this is a must on PGlite, whose one connection the transaction holds. */
  tx?: Pick<Db, 'execute'>;
  /** Due jobs of a kind run highest priority first, then oldest first (default 0). */
  priority?: number;
}

/** What a handler is told about the try it runs. */
export interface JobRun {
  id: string;
  /** 0 on the first try, 1 on the first retry, … */
  retryCount: number;
  /** Aborted when the try has run longer than its `expireInSeconds`. */
  signal: AbortSignal;
}

/** Runs one job; a throw fails this try, and the job is tried again while its policy allows. */
export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface JobQueue {
  /** Queues a job for a kind that has a handler; answers its id, or null when a `short` kind already has one waiting under that key. */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /**
   * Queues many jobs of one kind in one statement (the e-mails of everyone a new listing's alerts found),
   * each with its own `startAfter`; inside a transaction pass `{ tx }`, as for `send`.
   */
  sendMany: <T extends object>(
    name: string,
    jobs: { data: T; startAfter?: Date; priority?: number }[],
    options?: Pick<SendOptions, 'tx'>,
  ) => Promise<void>;
  /** Declares a kind of job and its handler; called while the app is built, before `start`. */
  work: <T extends object>(name: string, handler: JobHandler<T>, policy?: JobPolicy) => void;
  /** Installs or updates the queue's tables, creates the declared kinds and starts their workers' polls (unless told not to poll). */
  start: () => Promise<void>;
  /** Stops polling; a try still running after STOP_MS is failed, to be retried (by this or another instance). */
  stop: () => Promise<void>;
  /**
   * Runs every job that is due now, in this process, one after another (by priority, then age), and answers how many ran:
   * what the workers' polls would do within a few seconds, for tests that move the clock instead of
   * waiting. Expires first the tries that ran out of time, as the supervisor does every minute.
   */
  runDue: () => Promise<number>;
}

/** Jobs a worker claims at once, and `runDue` fetches at once. */
const BATCH = 20;
/**
 * Each kind's worker asks for due jobs every 2 s and claims up to BATCH of them, each with its retry count
 * and limit (for the log). A full batch means more are waiting: the worker asks again at once, until a
 * batch comes back short (pg-boss's burst). Each job of a batch is settled on its own (`perJobResults`).
 */
const WORK_OPTIONS = {
  pollingIntervalSeconds: 2,
  batchSize: BATCH,
  burstWhenBatchFull: true,
  perJobResults: true,
  includeMetadata: true,
} as const;
/** How long stopping waits for the tries in flight. */
const STOP_MS = 3000;

/**
 * The order in which a batch's jobs run: the database picks a batch by priority, then age, but answers it in
 * no particular order.
 */
const inTurn = (jobs: JobWithMetadata<object>[]) =>
  [...jobs].sort((a, b) => b.priority - a.priority || new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());

interface Kind {
  handler: JobHandler<object>;
  policy: Omit<JobPolicy, 'concurrency'>;
  concurrency: number;
}

/**
 * The job queue on the app's database (docs/decisions/019): pg-boss, on PGlite or PostgreSQL alike. A
 * job is claimed by one worker at a time (`FOR UPDATE SKIP LOCKED`), is in the database from `send`
 * until it has run, and is retried with back-off when its handler throws or its process dies.
 */
export function createJobQueue(options: {
  database: Database;
  /** PostgreSQL's URL of the database; unused on PGlite. */
  url?: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** false: no worker polls, jobs run only through `runDue` (tests that move a clock by hand, so that nothing runs behind their back). */
  poll?: boolean;
}): JobQueue {
  const { log, poll = true } = options;
  // A clock that sets the database's time for the queue (a test's, CLOCK_FILE's) rather than the machine's.
  const clockInDb = 'attach' in options.clock;
  const kinds = new Map<string, Kind>();
  let boss: PgBoss | undefined;

  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  /**
   * One try of one job: the handler, the log line when it fails, and the job settled at once, completed or
   * failed (to be retried on its own). Settled as soon as it ends, not with the rest of its batch, so that a
   * stop or a timeout of the batch fails only the tries that had not ended. The attempt, not only the id: a
   * try that the supervisor expired meanwhile is not settled twice. Answers whether the handler succeeded.
   */
  const attempt = async (queue: PgBoss, name: string, kind: Kind, job: JobWithMetadata<object>): Promise<boolean> => {
    const claim = { id: job.id, retryCount: job.retryCount };
    try {
      // A worker's job carries pg-boss's signal; one fetched by runDue gets one that ends with its time.
      const signal = (job.signal as AbortSignal | undefined) ?? AbortSignal.timeout(job.expireInSeconds * 1000);
      await kind.handler(job.data, { id: job.id, retryCount: job.retryCount, signal });
    } catch (err) {
      const again = job.retryCount < job.retryLimit;
      log.warn(
        { err, job: name, jobId: job.id, retryCount: job.retryCount },
        again ? 'job failed: it will be tried again' : 'job failed for good',
      );
      await queue.fail(name, claim, { message: err instanceof Error ? err.message : String(err) });
      return false;
    }
    await queue.complete(name, claim);
    return true;
  };

  /**
   * A worker's batch: its jobs, `concurrency` at a time, each settled as it ends; answers what pg-boss records
   * of each (it finds them settled already). Every job of a batch counts its time from the claim, so a job is
   * started only while at least half its time is left: a batch slowed down (a payment provider's 30-second
   * timeouts, one after another) does not cut a try short. A job left unstarted, for that or because the
   * worker is stopping or the queue could not record a job's end, is failed by pg-boss and retried.
   */
  const runBatch = async (queue: PgBoss, name: string, kind: Kind, jobs: JobWithMetadata<object>[]): Promise<JobResult[]> => {
    const claimed = performance.now();
    const results: JobResult[] = [];
    const queued = inTurn(jobs);
    let next = 0;
    let broken: Error | undefined;
    const lane = async () => {
      for (let job = queued[next++]; job && broken === undefined; job = queued[next++]) {
        if (job.signal.aborted || performance.now() - claimed > (job.expireInSeconds * 1000) / 2) continue;
        try {
          const ok = await attempt(queue, name, kind, job);
          results.push({ id: job.id, status: ok ? 'completed' : 'failed' });
        } catch (err) {
          // Settling failed (the database went away): the other lanes start nothing more.
          broken ??= err instanceof Error ? err : new Error(String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(kind.concurrency, jobs.length) }, lane));
    if (broken !== undefined) throw broken;
    return results;
  };

  return {
    async send(name, data, sendOptions = {}) {
      const { startAfter, singletonKey, priority, tx } = sendOptions;
      if (!kinds.has(name)) throw new Error(`no job kind ${name}: declare it with work() first`);
      return started().send(name, data, {
        startAfter,
        singletonKey,
        // pg-boss refuses a priority given as undefined.
        ...(priority === undefined ? {} : { priority }),
        ...(tx ? { db: inTransaction(tx, clockInDb) } : {}),
      });
    },

    async sendMany(name, jobs, sendOptions = {}) {
      if (!kinds.has(name)) throw new Error(`no job kind ${name}: declare it with work() first`);
      if (jobs.length === 0) return;
      const { tx } = sendOptions;
      await started().insert(
        name,
        jobs.map(({ data, startAfter, priority }) => ({ data, startAfter, ...(priority === undefined ? {} : { priority }) })),
        tx ? { db: inTransaction(tx, clockInDb) } : {},
      );
    },

    work(name, handler, policy = {}) {
      if (boss) throw new Error(`job kind ${name} declared after the queue started`);
      if (kinds.has(name)) throw new Error(`job kind ${name} declared twice`);
      const { concurrency = 1, ...rest } = policy;
      kinds.set(name, { handler: handler as JobHandler<object>, policy: rest, concurrency });
    },

    async start() {
      const created = openBoss(options);
      created.on('error', (err) => log.error({ err }, 'job queue error'));
      created.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
      await created.start();
      boss = created;
      for (const [name, kind] of kinds) {
        const { policy: queuePolicy = 'standard', ...retries } = kind.policy;
        const { retryDelayMax, ...rest } = { ...DEFAULT_POLICY, ...retries };
        // pg-boss refuses a longest wait without back-off, where every wait is retryDelay.
        const queue: Omit<Queue, 'name'> = rest.retryBackoff ? { ...rest, retryDelayMax } : rest;
        // Each instance that starts declares the kinds it knows; the policy in the code wins over an older one.
        if (await created.getQueue(name)) await created.updateQueue(name, queue);
        else await created.createQueue(name, { ...queue, policy: queuePolicy });
        if (!poll) continue;
        await created.work<object, void, typeof WORK_OPTIONS>(name, WORK_OPTIONS, (jobs) => runBatch(created, name, kind, jobs));
      }
    },

    async stop() {
      const running = boss;
      boss = undefined;
      await running?.stop({ graceful: true, timeout: STOP_MS });
    },

    async runDue() {
      const queue = started();
      await queue.supervise();
      let ran = 0;
      for (const [name, kind] of kinds) {
        for (;;) {
          const jobs = await queue.fetch<object>(name, { batchSize: BATCH, includeMetadata: true });
          if (jobs.length === 0) break;
          for (const job of inTurn(jobs)) {
            await attempt(queue, name, kind, job);
            ran += 1;
          }
        }
      }
      return ran;
    },
  };
}
