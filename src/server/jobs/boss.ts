import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Db as BossDb, type DrizzleTransactionLike } from 'pg-boss';
import { CLOCK_OVERRIDE_SETTING } from 'pg-boss/dist/plans.js';
import type { Database, Db } from '../db/client.ts';
import { systemClock, type Clock } from './clock.ts';

/** The queue's tables live in a schema of their own, beside Market's `public` (which backups read: backup/tables.ts). */
export const JOBS_SCHEMA = 'pgboss';
/**
 * The queue's own connections to PostgreSQL, besides the app's pool: workers' polls, the supervisor's
 * passes and the instance's heartbeat take one each at a time.
 */
const POOL_SIZE = 4;

/**
 * pg-boss over the app's database. On PGlite it runs its statements on the embedded database's one
 * connection (PGlite queues each statement behind whatever transaction is open); on PostgreSQL it opens
 * a small pool of its own to `url`, whose sessions it sets up itself (the test clock needs that).
 */
export function openBoss(options: { database: Database; url?: string; clock: Clock }): PgBoss {
  const { database, url, clock } = options;
  // The supervisor expires jobs whose worker went silent and deletes old ones; cron schedules are not used.
  const common = { schema: JOBS_SCHEMA, clock, supervise: true, schedule: false } as const;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('the embedded database has no PGlite connection to run the job queue on');
    return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.pglite) });
  }
  if (!url) throw new Error('the job queue on PostgreSQL needs the database URL');
  return new PgBoss({ ...common, connectionString: url, max: POOL_SIZE, application_name: 'market-jobs' });
}

/**
 * A transaction of the app's database as pg-boss runs statements: a job sent through it commits or rolls back with it.
 * `clockInDb`: the queue's clock is one a test or CLOCK_FILE moves (jobs/clock.ts); the transaction then opts in to
 * it as pg-boss's own sessions do, so that a job's times ("due now", its expiry) come from that clock and not from
 * the database's own time. On PGlite the one connection has opted in already; on PostgreSQL the app's pool has not.
 */
export function inTransaction(tx: Pick<Db, 'execute'>, clockInDb = false): BossDb {
  // Db's `execute` is typed for either driver; both answer { rows }, which is what pg-boss reads.
  const db = fromDrizzle(tx as DrizzleTransactionLike, sql);
  if (!clockInDb) return db;
  let optedIn = false;
  return {
    async executeSql(text, values) {
      if (!optedIn) {
        // Local to the transaction (the third argument): the pooled connection goes back without it.
        await tx.execute(sql`select set_config(${CLOCK_OVERRIDE_SETTING}, 'on', true)`);
        optedIn = true;
      }
      return db.executeSql(text, values);
    },
  };
}

/**
 * Installs the queue's tables and stops, as a first start would: on PGlite that takes about a second,
 * which a database made in advance (the tests' template, testing/template.ts) saves every app made from it.
 */
export async function installJobTables(database: Database): Promise<void> {
  const boss = openBoss({ database, clock: systemClock });
  await boss.start();
  await boss.stop({ graceful: false });
}
