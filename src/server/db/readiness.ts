import { sql } from 'drizzle-orm';
import { NOT_READY } from '#shared/texts/errors.ts';
import type { ReadinessCheck } from '../plugins/health.ts';
import { latestMigration, type Db } from './client.ts';

/** PostgreSQL's "no such table" and "no such schema": nothing was ever migrated here. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

function pgCode(err: unknown): unknown {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.cause?.code ?? e.code;
}

/**
 * The database answers, and its migrations table (drizzle's) holds this build's newest migration: one
 * small query does both. A database migrated further by a newer build is ready too: migrations only
 * add, so the older code still finds what it reads. A read replica gets the same check under its own
 * name: one that has not yet replayed this build's migration would answer the public reads with
 * tables or columns missing.
 */
export function databaseReadiness(db: Db, options: { name?: string; latest?: number } = {}): ReadinessCheck {
  const { name = NOT_READY.database, latest = latestMigration() } = options;
  return {
    name,
    async check() {
      let applied: number;
      try {
        type Row = { latest: string | number | null };
        const result = (await db.execute<Row>(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)) as { rows: Row[] };
        applied = Number(result.rows[0]?.latest ?? 0);
      } catch (err) {
        if (NEVER_MIGRATED.has(pgCode(err) as string)) return NOT_READY.migrationsPending;
        throw err;
      }
      return applied >= latest ? undefined : NOT_READY.migrationsPending;
    },
  };
}
