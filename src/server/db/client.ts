import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Brings the schema up to date (openDatabase does unless told not to). */
  migrate: () => Promise<void>;
  /** The connection pool on PostgreSQL: its counts are reported as metrics, and the start-up lock takes a connection of it. */
  pool?: Pool;
  /** Safe to call more than once: a forced stop and the app's close may both get here. */
  close: () => Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');
/**
 * An empty, migrated embedded database, made by `npm run build` beside the compiled server. A first
 * start unpacks it instead of running PostgreSQL's initdb in WebAssembly: about 1 s instead of 6.
 */
export const EMPTY_DATABASE_FILE = 'empty-db.tar.gz';

/**

 * The extensions PGlite loads into its WebAssembly engine when it opens, for the migrations to create:
 * pg_trgm for typo-tolerant search (migration 0004, decision 012). A PostgreSQL server has them installed.
 */
async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * When the newest migration of this build was written (drizzle-kit's journal): the database is up to
 * date when its migrations table holds an entry at least this recent.
 */
export function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir
 * (or in memory when dataDir is 'memory://'), and brings the schema up to date unless `migrate` is
 * false (the app migrates under its start-up lock instead: db/startup-lock.ts).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  emptyDatabase?: string;
  migrate?: boolean;
}): Promise<Database> {
  const database = await connect(options);
  if (options.migrate !== false) await database.migrate();
  return database;
}

async function connect(options: { url?: string; dataDir: string; emptyDatabase?: string }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection can be cut by the server (restart, failover, a dropped test database);
    // pg reports that on the pool, where an unheard 'error' would end the process. The pool
    // discards that client and opens a new one on the next query.
    pool.on('error', () => {});
    const db = drizzle({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      migrate: () => migrate(db, { migrationsFolder }),
      close: once(() => pool.end()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let loadDataDir: Blob | undefined;
  if (options.dataDir !== 'memory://') {
    dataDir = path.resolve(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    const template = options.emptyDatabase ?? path.join(here, EMPTY_DATABASE_FILE);
    if (!existsSync(path.join(dataDir, 'PG_VERSION')) && existsSync(template)) loadDataDir = new Blob([readFileSync(template)]);
  }
  // One options object: PGlite(undefined, options) ignores the options, extensions included.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: await pgliteExtensions(),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle({ client, schema });
  return { db: db as unknown as Db, kind: 'pglite', migrate: () => migrate(db, { migrationsFolder }), close: once(() => client.close()) };
}

/** An empty embedded database with every migration applied, as a gzipped tarball (see EMPTY_DATABASE_FILE). */
export async function dumpEmptyDatabase(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return dump;
}
