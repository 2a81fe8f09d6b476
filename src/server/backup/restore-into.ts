import { sql } from 'drizzle-orm';
import { latestMigration, migrations, type Database } from '../db/client.ts';
import type { ImageStore } from '../images/store/store.ts';
import type { OpenedArchive } from './archive-reader.ts';
import { CommandError } from './command-error.ts';
import { CountMismatchError, loadArchive, SchemaMismatchError, type Loaded } from './load.ts';
import type { Manifest } from './manifest.ts';
import { MESSAGES } from './messages.ts';
import { appliedMigration, identifier, readTables, rowsOf } from './tables.ts';

/** Photos are reported every this many, and at the last. */
const PHOTO_REPORT_EVERY = 100;

/** Refuses a backup whose schema this build does not know: one from a newer build, or from another line of migrations. */
export function checkBackupSchema(manifest: Manifest): void {
  const newest = latestMigration();
  if (manifest.migration.when > newest) {
    const tag = migrations().find((m) => m.when === newest)?.tag ?? String(newest);
    throw new CommandError(MESSAGES.newerBackup(manifest.migration, tag));
  }
  if (!migrations().some((m) => m.when === manifest.migration.when)) throw new CommandError(MESSAGES.unknownMigration(manifest.migration));
}

/**
 * Refuses a target that holds any row, in any table (Market's or another's), or whose schema is
 * newer than the backup's: its rows would then skip the migrations between the two. A database
 * migrated but empty (an earlier restore that failed) is fine.
 */
export async function assertEmptyTarget(database: Pick<Database, 'db'>, target: string, backupSchema?: number): Promise<void> {
  const withRows: string[] = [];
  for (const table of await readTables(database.db)) {
    const [row] = await rowsOf<{ any: boolean }>(database.db, sql.raw(`select exists (select 1 from ${identifier(table.name)}) as "any"`));
    if (row?.any) withRows.push(table.name);
  }
  if (withRows.length > 0) throw new CommandError(MESSAGES.targetNotEmpty(target, withRows));
  const applied = await appliedMigration(database.db);
  if (applied !== undefined && backupSchema !== undefined && applied > backupSchema) throw new CommandError(MESSAGES.targetAhead(target));
}

/**
 * Restores an opened backup into an empty database: migrates it to the backup's schema, loads photos
 * and rows (one transaction, counts checked), then applies this build's later migrations, so rows
 * from an older backup go through the same migrations that the live database's rows went through.
 */
export async function restoreInto(options: {
  archive: OpenedArchive;
  database: Database;
  images: ImageStore & { root?: string };
  print: (line: string) => void;
}): Promise<Loaded> {
  const { archive, database, images, print } = options;
  await database.migrate(archive.manifest.migration.when);
  let loaded: Loaded;
  try {
    loaded = await loadArchive({
      archive,
      database,
      images,
      progress: {
        photo: (placed, total) => {
          if (placed % PHOTO_REPORT_EVERY === 0 || placed === total) print(MESSAGES.photos(placed, total));
        },
        table: (table, rows) => print(MESSAGES.table(table, rows)),
      },
    });
  } catch (err) {
    if (err instanceof SchemaMismatchError) throw new CommandError(MESSAGES.schemaMismatch(err.message));
    if (err instanceof CountMismatchError) throw new CommandError(MESSAGES.countMismatch(err.message));
    throw err;
  }
  await database.migrate();
  return loaded;
}
