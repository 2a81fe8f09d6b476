import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { ownerOnlyFiles } from './owner-only-files.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Brings the schema up to date (openDatabase does unless told not to), or only as far as the migration
   * written at `upTo` (a restore loads a backup's rows at the schema they were dumped from: backup/).
   */
  migrate: (upTo?: number) => Promise<void>;
  /** The connection pool on PostgreSQL: its counts are reported as metrics, and the start-up lock takes a connection of it. */
  pool?: Pool;
  /** The embedded database's one connection: the job queue runs its statements on it (jobs/boss.ts). */
  pglite?: PGlite;
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

interface Journal {
  entries: { when: number; tag: string }[];
}
const readJournal = () => JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

/**
 * This build's migrations, oldest first: when each was written (drizzle-kit's journal, and what the
 * migrations table records of an applied one) and its name.
 */
export function migrations(): Journal['entries'] {
  return [...readJournal().entries].sort((a, b) => a.when - b.when);
}

/**
 * When the newest migration of this build was written (drizzle-kit's journal): the database is up to
 * date when its migrations table holds an entry at least this recent.
 */
export function latestMigration(): number {
  return Math.max(...migrations().map((e) => e.when));
}

/**
 * Runs `migrate` on a copy of the migrations folder whose journal ends at the migration written at
 * `upTo`: drizzle's migrator applies whatever its journal lists that the database lacks.
 */
async function withMigrationsUpTo(upTo: number, migrate: (folder: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'market-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journal = readJournal();
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.when <= upTo) }),
    );
    await migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const migrator =
  (migrate: (folder: string) => Promise<unknown>) =>
  async (upTo?: number): Promise<void> => {
    if (upTo === undefined) await migrate(migrationsFolder);
    else await withMigrationsUpTo(upTo, (folder) => migrate(folder).then(() => undefined));
  };

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
  /** The migrated empty database a new data directory starts from; null: none, PostgreSQL's initdb makes it. */
  emptyDatabase?: string | null;
  migrate?: boolean;
}): Promise<Database> {
  const database = await connect(options);
  if (options.migrate !== false) await database.migrate();
  return database;
}

async function connect(options: { url?: string; dataDir: string; emptyDatabase?: string | null }): Promise<Database> {
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
      migrate: migrator((folder) => migrate(db, { migrationsFolder: folder })),
      close: once(() => pool.end()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let loadDataDir: Blob | undefined;
  if (options.dataDir !== 'memory://') {
    dataDir = path.resolve(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    const template = options.emptyDatabase === undefined ? path.join(here, EMPTY_DATABASE_FILE) : options.emptyDatabase;
    if (template && !existsSync(path.join(dataDir, 'PG_VERSION')) && existsSync(template)) loadDataDir = new Blob([readFileSync(template)]);
  }
  // One options object: PGlite(undefined, options) ignores the options, extensions included. Its
  // files on disk are the owner's alone (owner-only-files.ts).
  const client = new PGlite({
    ...(dataDir ? { fs: ownerOnlyFiles(new NodeFS(dataDir)) } : {}),
    extensions: await pgliteExtensions(),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: migrator((folder) => migrate(db, { migrationsFolder: folder })),
    close: once(() => client.close()),
  };
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
