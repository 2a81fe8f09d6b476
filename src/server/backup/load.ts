import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { IMAGES_URL_PREFIX } from '../images/store/local.ts';
import type { ImageStore } from '../images/store/store.ts';
import type { OpenedArchive } from './archive-reader.ts';
import { placePhoto, rewritePhotoUrls } from './photos.ts';
import { identifier, readTables, rowsOf, type Runner } from './tables.ts';

/** Rows per insert, and characters: one statement per batch keeps round trips few and statements small. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/** The backup does not fit the target's schema (a table or column is missing there). */
export class SchemaMismatchError extends Error {}
/** After loading, a table of the target does not hold as many rows as the backup. */
export class CountMismatchError extends Error {
  constructor(readonly mismatches: { table: string; expected: number; found: number }[]) {
    super(mismatches.map((m) => `${m.table}: ${m.found} rows instead of ${m.expected}`).join('; '));
  }
}

export interface LoadProgress {
  photo: (placed: number, total: number) => void;
  table: (table: string, rows: number) => void;
}

export interface Loaded {
  photos: number;
  /** Photos that got a new URL (uploaded to a bucket), and so the rows naming them were rewritten. */
  movedPhotos: number;
  tables: { name: string; rows: number }[];
  authSecret?: string;
}

/**
 * Puts a backup's photos in the image store and its rows in the database, in one transaction: the
 * rows are all there or none is. The database must be empty and migrated to the backup's schema (the
 * commands see to both). Photos come first in the archive, so a photo that moves to a bucket has its
 * new URL before any row naming it is written; rows are inserted table by table in the archive's
 * order, where a row comes after those it references. Identity and serial counters are then set past
 * the largest value restored, and every table's count checked against the manifest before commit.
 */
export async function loadArchive(options: {
  archive: OpenedArchive;
  database: Pick<Database, 'db'>;
  images: ImageStore & { root?: string };
  progress: LoadProgress;
}): Promise<Loaded> {
  const { archive, images, progress } = options;
  const { manifest } = archive;
  return options.database.db.transaction(async (tx) => {
    const target = new Map((await readTables(tx)).map((t) => [t.name, t]));
    for (const table of manifest.tables) {
      const found = target.get(table.name);
      if (!found) throw new SchemaMismatchError(`the database has no table ${table.name}`);
      const missing = table.columns.filter((c) => !found.columns.includes(c));
      if (missing.length > 0) throw new SchemaMismatchError(`the table ${table.name} has no column ${missing.join(', ')}`);
    }
    const moved = new Map<string, string>();
    const loaded: Loaded = { photos: 0, movedPhotos: 0, tables: [] };
    for await (const part of archive.parts) {
      if (part.kind === 'auth-secret') {
        loaded.authSecret = part.secret;
      } else if (part.kind === 'photo') {
        const url = await placePhoto(images, part.key, part.body);
        if (url) moved.set(`${IMAGES_URL_PREFIX}${part.key}`, url);
        loaded.photos += 1;
        progress.photo(loaded.photos, manifest.photos.count);
      } else {
        const { table } = part;
        const insert = insertStatement(table.name, table.columns, target.get(table.name)!.identityAlways);
        let batch: string[] = [];
        let chars = 0;
        let rows = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await tx.execute(insert(`[${batch.join(',')}]`));
          rows += batch.length;
          batch = [];
          chars = 0;
        };
        for await (const row of part.rows) {
          const line = JSON.stringify(moved.size > 0 ? rewritePhotoUrls(row, moved) : row);
          batch.push(line);
          chars += line.length;
          if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
        }
        await flush();
        loaded.tables.push({ name: table.name, rows });
        progress.table(table.name, rows);
      }
    }
    loaded.movedPhotos = moved.size;
    await setCountersPastRestoredValues(tx);
    const mismatches = [];
    for (const table of manifest.tables) {
      const [row] = await rowsOf<{ n: number }>(tx, sql.raw(`select count(*)::int as "n" from ${identifier(table.name)}`));
      if (row?.n !== table.rows) mismatches.push({ table: table.name, expected: table.rows, found: row?.n ?? 0 });
    }
    if (mismatches.length > 0) throw new CountMismatchError(mismatches);
    return loaded;
  });
}

/**
 * An insert of a batch of rows given as one JSON array: json_populate_recordset turns each object into
 * a row of the table's own type, so every column is read as its type (timestamps, numerics, jsonb)
 * whichever engine wrote the JSON.
 */
function insertStatement(table: string, columns: string[], identityAlways: boolean) {
  const list = columns.map(identifier).join(', ');
  const head = `insert into ${identifier(table)} (${list})${identityAlways ? ' overriding system value' : ''} select ${list} from json_populate_recordset(null::${identifier(table)}, `;
  return (rows: string) => sql`${sql.raw(head)}${rows}::json)`;
}

/**
 * Rows were inserted with their own ids, so a serial or identity column's counter has not moved: it is
 * set past the largest value restored, or the next insert would collide with a restored row. Market's
 * tables have none today (text and uuid keys); this keeps a later table with one from breaking.
 */
async function setCountersPastRestoredValues(tx: Runner): Promise<void> {
  const counters = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select table_name as "table", column_name as "column", pg_get_serial_sequence(quote_ident(table_name), column_name) as "sequence"
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of counters) {
    await tx.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.raw(identifier(column))}) from ${sql.raw(identifier(table))}), 0) + 1, false)`,
    );
  }
}
