import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readLockHolder, type LockHolder } from '../db/data-dir-lock.ts';
import { CommandError } from './command-error.ts';
import { MESSAGES } from './messages.ts';

/** How long a server that has the lock but no backup channel yet (it is starting) is waited for. */
const STARTING_WAIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The running server's backup channel, waiting while it starts (it opens the channel once it is up). */
async function channelOf(dataDir: string, holder: LockHolder): Promise<NonNullable<LockHolder['backup']>> {
  const deadline = Date.now() + STARTING_WAIT_MS;
  for (let found: LockHolder | undefined = holder; Date.now() < deadline; found = readLockHolder(dataDir)) {
    if (found?.backup) return found.backup;
    await sleep(250);
  }
  throw new CommandError(MESSAGES.serverStarting(dataDir));
}

/** Asks the server running on dataDir for a backup (backup/backup-channel.ts) and writes it to out. */
export async function backupFromRunningServer(dataDir: string, holder: LockHolder, out: Writable): Promise<void> {
  const { url, token } = await channelOf(dataDir, holder);
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch (err) {
    const { cause, message } = err as Error;
    throw new CommandError(MESSAGES.channelUnreachable(url, cause instanceof Error ? cause.message : message));
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new CommandError(MESSAGES.channelRefused(response.status, body.message ?? response.statusText));
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), out);
  } catch (err) {
    throw new CommandError(MESSAGES.channelCutOff((err as Error).message));
  }
}
