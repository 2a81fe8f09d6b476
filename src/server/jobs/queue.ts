import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss, Queue } from 'pg-boss';
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
}

const DEFAULT_POLICY: Required<Omit<JobPolicy, 'policy'>> = {
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
  sendMany: <T extends object>(name: string, jobs: { data: T; startAfter?: Date }[], options?: Pick<SendOptions, 'tx'>) => Promise<void>;
  /** Declares a kind of job and its handler; called while the app is built, before `start`. */
  work: <T extends object>(name: string, handler: JobHandler<T>, policy?: JobPolicy) => void;
  /** Installs or updates the queue's tables, creates the declared kinds and starts their workers' polls (unless told not to poll). */
  start: () => Promise<void>;
  /** Stops polling; a try still running after STOP_MS is failed, to be retried (by this or another instance). */
  stop: () => Promise<void>;
  /**
   * Runs every job that is due now, in this process, one after another, and answers how many ran:
   * what the workers' polls would do within a few seconds, for tests that move the clock instead of
   * waiting. Expires first the tries that ran out of time, as the supervisor does every minute.
   */
  runDue: () => Promise<number>;
}

/** Each kind's worker asks for due jobs every 2 s, and gets each with its retry count and limit (for the log). */
const WORK_OPTIONS = { pollingIntervalSeconds: 2, includeMetadata: true } as const;
/** How long stopping waits for the tries in flight. */
const STOP_MS = 3000;
/** Jobs fetched at once by `runDue`. */
const BATCH = 20;

interface Kind {
  handler: JobHandler<object>;
  policy: JobPolicy;
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

  /** One try of one job: the handler, and the log line when it fails. */
  const attempt = async (name: string, kind: Kind, job: JobWithMetadata<object>) => {
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
      throw err;
    }
  };

  return {
    async send(name, data, sendOptions = {}) {
      const { startAfter, singletonKey, tx } = sendOptions;
      if (!kinds.has(name)) throw new Error(`no job kind ${name}: declare it with work() first`);
      return started().send(name, data, { startAfter, singletonKey, ...(tx ? { db: inTransaction(tx, clockInDb) } : {}) });
    },

    async sendMany(name, jobs, sendOptions = {}) {
      if (!kinds.has(name)) throw new Error(`no job kind ${name}: declare it with work() first`);
      if (jobs.length === 0) return;
      const { tx } = sendOptions;
      await started().insert(
        name,
        jobs.map(({ data, startAfter }) => ({ data, startAfter })),
        tx ? { db: inTransaction(tx, clockInDb) } : {},
      );
    },

    work(name, handler, policy = {}) {
      if (boss) throw new Error(`job kind ${name} declared after the queue started`);
      if (kinds.has(name)) throw new Error(`job kind ${name} declared twice`);
      kinds.set(name, { handler: handler as JobHandler<object>, policy });
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
        await created.work<object, void, typeof WORK_OPTIONS>(name, WORK_OPTIONS, async ([job]) => {
          if (job) await attempt(name, kind, job);
        });
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
          for (const job of jobs) {
            // The attempt, not only the id: a try that the supervisor expired meanwhile is not settled twice.
            const claim = { id: job.id, retryCount: job.retryCount };
            try {
              await attempt(name, kind, job);
              await queue.complete(name, claim);
            } catch (err) {
              await queue.fail(name, claim, err instanceof Error ? { message: err.message } : { message: String(err) });
            }
            ran += 1;
          }
        }
      }
      return ran;
    },
  };
}
