import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../db/data-dir-lock.ts';
import { CommandError } from './command-error.ts';
import { MESSAGES } from './messages.ts';

/** Whether DATA_DIR holds an embedded database (db/client.ts keeps it in DATA_DIR/db). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.resolve(dataDir, 'db', 'PG_VERSION'));
}

/** Whether DATA_DIR/db holds anything at all (a database, or what a failed start left). */
export function embeddedDatabaseFolderUsed(dataDir: string): boolean {
  const folder = path.resolve(dataDir, 'db');
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/**
 * DATA_DIR's lock for a command working on the embedded database's files, so that no server starts on
 * them meanwhile; a CommandError saying who has it otherwise.
 */
export async function lockForCommand(dataDir: string): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(dataDir, 'command');
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const say = err.holder.kind === 'server' ? MESSAGES.serverRunning : MESSAGES.commandRunning;
    throw new CommandError(say(dataDir, err.holder, err.file));
  }
}
