import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { asCommandError, openBackupFile, writeBackupFile } from '../backup-file.ts';
import { CommandError } from '../command-error.ts';
import { embeddedDatabaseExists, lockForCommand } from '../command-lock.ts';
import { authSecretFile, generatedAuthSecret } from '../contents.ts';
import { MESSAGES, where } from '../messages.ts';
import { assertEmptyTarget, checkBackupSchema } from '../restore-into.ts';
import { backupDatabase, type Print } from './backup.ts';
import { restoreIntoPostgres } from './restore.ts';

/**
 * npm run move-to-postgres: the embedded marketplace of DATA_DIR into the empty PostgreSQL database
 * of DATABASE_URL, photos into the bucket when IMAGE_STORE=s3. It is a backup and a restore: the
 * backup is written to DATA_DIR/backups first (and kept), then restored into PostgreSQL, so the move
 * and a restore share every step and the embedded database is only ever read. DATA_DIR's lock is held
 * throughout, so no server starts on the embedded database during the move.
 */
export async function moveToPostgresCommand(args: string[], config: Config, print: Print): Promise<void> {
  if (args.length > 0 || !config.DATABASE_URL) throw new CommandError(MESSAGES.usage.moveToPostgres);
  const dataDir = config.DATA_DIR;
  if (!embeddedDatabaseExists(dataDir)) throw new CommandError(MESSAGES.noEmbeddedDatabase(dataDir));
  const lock = await lockForCommand(dataDir);
  try {
    const target = await openDatabase({ url: config.DATABASE_URL, dataDir, migrate: false });
    try {
      const bucket = config.IMAGE_STORE === 's3' ? config.S3_BUCKET : undefined;
      print(MESSAGES.moving(dataDir, where(config.DATABASE_URL), bucket));
      // Refused before anything is read, not after the backup.
      await assertEmptyTarget(target, where(config.DATABASE_URL));

      const folder = path.resolve(dataDir, 'backups');
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `before-move-to-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      print(MESSAGES.moveBackup(file));
      const source = await openDatabase({ dataDir, migrate: false });
      let written;
      try {
        written = await writeBackupFile(file, (out) => backupDatabase(source, config, out, print));
      } finally {
        await source.close();
      }
      print(MESSAGES.backupWritten(file, written.manifest, written.bytes));

      const archive = await openBackupFile(file);
      try {
        checkBackupSchema(archive.manifest);
        print(MESSAGES.restoring(archive.manifest));
        await restoreIntoPostgres(archive, target, config, print);
      } catch (err) {
        throw asCommandError(err, file);
      } finally {
        archive.close();
      }
      print(MESSAGES.moved(generatedAuthSecret(config) ? authSecretFile(dataDir) : undefined, Boolean(bucket)));
    } finally {
      await target.close();
    }
  } finally {
    lock.release();
  }
}
