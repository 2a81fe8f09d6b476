import type { Writable } from 'node:stream';
import type { Config } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { liveHolder } from '../../db/data-dir-lock.ts';
import { writeArchive } from '../archive-writer.ts';
import { writeBackupFile } from '../backup-file.ts';
import { CommandError } from '../command-error.ts';
import { embeddedDatabaseExists, lockForCommand } from '../command-lock.ts';
import { backupContents } from '../contents.ts';
import { backupFromRunningServer } from '../from-running-server.ts';
import { MESSAGES } from '../messages.ts';
import { NeverMigratedError } from '../snapshot.ts';

export type Print = (line: string) => void;

/** Writes a backup of an open database (one snapshot) and the local photos to out. */
export async function backupDatabase(database: Database, config: Config, out: Writable, print: Print): Promise<void> {
  print(MESSAGES.reading);
  let contents;
  try {
    contents = await backupContents(database, config, (table, rows) => print(MESSAGES.table(table, rows)));
  } catch (err) {
    if (err instanceof NeverMigratedError) throw new CommandError(MESSAGES.neverMigrated);
    throw err;
  }
  try {
    await writeArchive(out, contents);
  } finally {
    contents.snapshot.remove();
  }
}

/**
 * A backup of the embedded database in DATA_DIR: made by the server when one runs on it (the only
 * process that may open it then), else by opening it here, under DATA_DIR's lock so that no server
 * starts on it meanwhile.
 */
async function backupEmbedded(config: Config, out: Writable, print: Print): Promise<void> {
  const dataDir = config.DATA_DIR;
  if (!embeddedDatabaseExists(dataDir)) throw new CommandError(MESSAGES.noEmbeddedDatabase(dataDir));
  // Twice at most: a server may start between the look and the lock, and is then asked instead.
  for (let attempt = 0; ; attempt += 1) {
    const holder = liveHolder(dataDir);
    if (holder?.kind === 'server') {
      print(MESSAGES.askingServer(holder));
      return backupFromRunningServer(dataDir, holder, out);
    }
    let lock;
    try {
      lock = await lockForCommand(dataDir);
    } catch (err) {
      if (attempt === 0 && liveHolder(dataDir)?.kind === 'server') continue;
      throw err;
    }
    try {
      const database = await openDatabase({ dataDir, migrate: false });
      try {
        return await backupDatabase(database, config, out, print);
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
  }
}

/** npm run backup -- FILE */
export async function backupCommand(args: string[], config: Config, print: Print): Promise<void> {
  const [file] = args;
  if (!file || args.length > 1) throw new CommandError(MESSAGES.usage.backup);
  const { manifest, bytes } = await writeBackupFile(file, async (out) => {
    if (!config.DATABASE_URL) return backupEmbedded(config, out, print);
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
    try {
      await backupDatabase(database, config, out, print);
    } finally {
      await database.close();
    }
  });
  print(MESSAGES.backupWritten(file, manifest, bytes));
}
