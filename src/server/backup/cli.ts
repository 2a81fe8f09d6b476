/**
 * npm run backup, npm run restore and npm run move-to-postgres (through scripts/market-data.mjs): the
 * command's name, then its arguments. Configured by the environment, as the server is (config.ts).
 * A failure prints one message and ends with exit code 1, never a stack trace (but with LOG_LEVEL=debug).
 */
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { keepOwnerOnly, leftOpenWarning, OWNER_ONLY_UMASK } from '../data-dir-permissions.ts';
import { CommandError } from './command-error.ts';
import { backupCommand, type Print } from './commands/backup.ts';
import { moveToPostgresCommand } from './commands/move-to-postgres.ts';
import { restoreCommand } from './commands/restore.ts';
import { MESSAGES } from './messages.ts';

const COMMANDS: Record<string, (args: string[], config: Config, print: Print) => Promise<void>> = {
  backup: backupCommand,
  restore: restoreCommand,
  'move-to-postgres': moveToPostgresCommand,
};

/**
 * What went wrong, in one line: the database library's own error rather than the ORM's wrapper (which
 * quotes the whole statement), every address's error for a connection tried on several.
 */
function describe(err: Error): string {
  if (err.message.startsWith('Failed query:') && err.cause instanceof Error) return describe(err.cause);
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.map((e) => describe(e as Error)).join('; ');
  return err.message;
}

async function main([name = '', ...args]: string[]): Promise<number> {
  // What the commands write (backups, a restored database and its photos) is its owner's alone, as
  // the server's files are (data-dir-permissions.ts).
  process.umask(OWNER_ONLY_UMASK);
  const command = COMMANDS[name];
  if (!command) {
    console.error(MESSAGES.usage.unknownCommand(name));
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
  const leftOpen = config.DATA_DIR === 'memory://' ? [] : keepOwnerOnly(config.DATA_DIR);
  if (leftOpen.length > 0) console.error(leftOpenWarning(config.DATA_DIR, leftOpen));
  try {
    await command(args, config, (line) => console.log(line));
    return 0;
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    console.error(error instanceof CommandError ? error.message : MESSAGES.failed(name, describe(error)));
    if (['debug', 'trace'].includes(config.LOG_LEVEL)) console.error(error.stack);
    return 1;
  }
}

process.exit(await main(process.argv.slice(2)));
