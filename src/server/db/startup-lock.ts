import type { Database } from './client.ts';

/**
 * The key of the lock every Market process takes around its start-up work on one PostgreSQL database.
 * Any fixed number would do; this one spells "mkts" so that it can be told apart in pg_locks.
 */
export const STARTUP_LOCK_KEY = 0x6d6b7473;

/**
 * Runs the start-up work (migrations, categories, the admin, the demo seed) while holding a PostgreSQL
 * advisory lock, so that several processes started together on one empty database do it one after the
 * other: the first does it, the next find it done. Without it two migrators race to create the same
 * tables, and two seeds to sign up the same demo accounts.
 *
 * The lock lives on a connection of its own, held for the whole work: advisory locks belong to a
 * session, and the pool could hand the work's queries to any connection. A process that dies holding
 * it loses its connection, and PostgreSQL releases the lock with it; the next process then resumes the
 * half-done work, each step checking what exists. On PGlite one process owns the data directory, so
 * there is nobody to wait for.
 */
export async function withStartupLock<T>(database: Pick<Database, 'pool'>, work: () => Promise<T>): Promise<T> {
  const { pool } = database;
  if (!pool) return work();
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Closed rather than handed back to the pool: closing the session releases the lock whatever
    // state the connection is in, and a pooled connection still holding it would stall every other
    // process's start for as long as this one runs.
    connection.release(true);
  }
}
