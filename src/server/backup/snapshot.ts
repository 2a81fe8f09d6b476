import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrations, type Database } from '../db/client.ts';
import { tableEntry, type Manifest, type ManifestTable } from './manifest.ts';
import { appliedMigration, identifier, readTables, rowsOf, type TableInfo } from './tables.ts';

/** Rows fetched from the cursor at a time: a page of a few hundred kilobytes. */
const FETCH_ROWS = 1000;

/** The rows of every table as they were at one moment, written to a folder as the archive lays them out. */
export interface Snapshot {
  /** Holds `tables/<name>.jsonl`. */
  dir: string;
  source: Manifest['source'];
  migration: Manifest['migration'];
  tables: ManifestTable[];
  remove: () => void;
}

export class NeverMigratedError extends Error {}

/**
 * Reads every row of every table inside one read-only transaction and writes them to a temporary
 * folder, one JSON object per line, each table in its primary key's order.
 *
 * One transaction makes the copy consistent: on PostgreSQL it is REPEATABLE READ, so every table is
 * read as of the transaction's first query however many writers go on meanwhile (they do not wait).
 * On PGlite the database has one connection: a transaction holds it, and every other query of the
 * process waits until it ends, so nothing changes during the copy; the marketplace pauses for as long
 * as it takes (rows go to local disk, not to the network, to keep that short).
 */
export async function takeSnapshot(
  database: Pick<Database, 'db' | 'kind'>,
  onTable: (table: string, rows: number) => void = () => undefined,
): Promise<Snapshot> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-snapshot-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const { when, tables } = await database.db.transaction(
      async (tx) => {
        // Timestamps written in UTC whatever the server's time zone, so two dumps of the same rows are
        // the same text on either engine.
        await tx.execute(sql`select set_config('TimeZone', 'UTC', true)`);
        const applied = await appliedMigration(tx);
        if (applied === undefined) throw new NeverMigratedError('the database has no migrations table');
        const found = await readTables(tx);
        const written: ManifestTable[] = [];
        for (const table of found) {
          const rows = await dumpTable(tx, table, path.join(dir, tableEntry(table.name)));
          onTable(table.name, rows);
          written.push({ name: table.name, columns: table.columns, rows });
        }
        return { when: applied, tables: written };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const tag = migrations().find((m) => m.when === when)?.tag ?? null;
    return { dir, source: database.kind, migration: { when, tag }, tables, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** Writes one table's rows to file through a cursor, so a large table never sits in memory whole. */
async function dumpTable(tx: Parameters<typeof readTables>[0], table: TableInfo, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'wx', 0o600);
  const columns = table.columns.map(identifier).join(', ');
  const order = (table.key.length > 0 ? table.key : table.columns).map(identifier).join(', ');
  let rows = 0;
  try {
    // row_to_json writes each type as PostgreSQL itself prints it (timestamps with their offset and
    // microseconds, numerics exactly, jsonb as JSON), which json_populate_recordset reads back as it was.
    await tx.execute(
      sql.raw(
        `declare market_backup no scroll cursor for select row_to_json(r)::text as "line" from (select ${columns} from ${identifier(table.name)} order by ${order}) r`,
      ),
    );
    for (;;) {
      const page = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from market_backup`));
      if (page.length === 0) break;
      await handle.write(page.map((r) => `${r.line}\n`).join(''));
      rows += page.length;
    }
    await tx.execute(sql.raw('close market_backup'));
  } finally {
    await handle.close();
  }
  return rows;
}
