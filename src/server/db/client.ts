import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir
 * (or in memory when dataDir is 'memory://'), and brings the schema up to date.
 */
export async function openDatabase(options: { url?: string; dataDir: string; emptyDatabase?: string }): Promise<Database> {
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
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** An empty embedded database with every migration applied, as a gzipped tarball (see EMPTY_DATABASE_FILE). */
export async function dumpEmptyDatabase(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return dump;
}
