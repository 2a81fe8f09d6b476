import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { latestMigration, openDatabase, type Database } from '../../db/client.ts';
import { createImageStore } from '../../images/store/create-store.ts';
import type { OpenedArchive } from '../archive-reader.ts';
import { asCommandError, openBackupFile } from '../backup-file.ts';
import { CommandError } from '../command-error.ts';
import { embeddedDatabaseFolderUsed, lockForCommand } from '../command-lock.ts';
import { MESSAGES, where } from '../messages.ts';
import { assertEmptyTarget, checkBackupSchema, restoreInto } from '../restore-into.ts';
import { afterRestore } from './after-restore.ts';
import type { Print } from './backup.ts';

/** Restores into the PostgreSQL database of `database` (open on DATABASE_URL), which must be empty. */
export async function restoreIntoPostgres(archive: OpenedArchive, database: Database, config: Config, print: Print): Promise<void> {
  const target = where(config.DATABASE_URL!);
  await assertEmptyTarget(database, target, archive.manifest.migration.when);
  const loaded = await restoreInto({ archive, database, images: await createImageStore(config), print });
  afterRestore(loaded, config, print);
  print(MESSAGES.restored(target));
}

/**
 * Restores into DATA_DIR, which must hold no database. The database is built in a folder beside it
 * and renamed into place once complete, so a restore that fails leaves DATA_DIR as it found it (but
 * for photos, which a later restore finds in place).
 */
async function restoreIntoEmbedded(archive: OpenedArchive, config: Config, print: Print): Promise<void> {
  const dataDir = config.DATA_DIR;
  const lock = await lockForCommand(dataDir);
  const building = path.resolve(dataDir, '.restoring');
  try {
    if (embeddedDatabaseFolderUsed(dataDir)) throw new CommandError(MESSAGES.embeddedNotEmpty(dataDir));
    rmSync(building, { recursive: true, force: true });
    // The build's migrated empty database is a quicker start, but only when the backup has its schema.
    const current = archive.manifest.migration.when === latestMigration();
    const database = await openDatabase({ dataDir: building, emptyDatabase: current ? undefined : null, migrate: false });
    let loaded;
    try {
      loaded = await restoreInto({ archive, database, images: await createImageStore(config), print });
    } finally {
      await database.close();
    }
    rmSync(path.resolve(dataDir, 'db'), { recursive: true, force: true });
    renameSync(path.join(building, 'db'), path.resolve(dataDir, 'db'));
    afterRestore(loaded, config, print);
    print(MESSAGES.restored(`embedded database in ${dataDir}`));
  } finally {
    rmSync(building, { recursive: true, force: true });
    lock.release();
  }
}

/** npm run restore -- FILE */
export async function restoreCommand(args: string[], config: Config, print: Print): Promise<void> {
  const [file] = args;
  if (!file || args.length > 1) throw new CommandError(MESSAGES.usage.restore);
  const archive = await openBackupFile(file);
  try {
    checkBackupSchema(archive.manifest);
    print(MESSAGES.restoring(archive.manifest));
    if (!config.DATABASE_URL) return await restoreIntoEmbedded(archive, config, print);
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
    try {
      await restoreIntoPostgres(archive, database, config, print);
    } finally {
      await database.close();
    }
  } catch (err) {
    throw asCommandError(err, file);
  } finally {
    archive.close();
  }
}
