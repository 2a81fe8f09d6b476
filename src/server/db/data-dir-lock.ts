import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processStartOf, runningProcess } from './process-start.ts';

/**
 * The file that says who has DATA_DIR's embedded database open. PGlite is PostgreSQL in the process
 * itself, without PostgreSQL's own guard against a second server on the same files: two processes
 * writing one data directory corrupt it. A Market server on PGlite, and the backup, restore and
 * move-to-postgres commands while they work on the files, hold this lock; whoever finds it held by a
 * live process stays off the files.
 */
export const LOCK_FILE = 'market.lock';

export interface LockHolder {
  /** `server`: a Market server; `command`: backup, restore or move-to-postgres working on the files. */
  kind: 'server' | 'command';
  pid: number;
  host: string;
  startedAt: string;
  /** When the holder's process started (db/process-start.ts), to tell it from a later process given its id. */
  processStart?: string;
  /** Tells this holder's file from a later one of the same process (tests build several apps in one). */
  nonce: string;
  /**
   * A running server's backup channel (backup/backup-channel.ts): where it listens and the token it
   * wants. The file is written readable by its owner alone, so holding the token proves the caller
   * could read DATA_DIR, and with it the database files themselves.
   */
  backup?: { url: string; token: string };
}

export class DataDirInUseError extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    super(`${file} is held by ${holder.kind === 'server' ? 'a Market server' : 'a Market command'} (pid ${holder.pid} on ${holder.host})`);
  }
}

export interface DataDirLock {
  file: string;
  holder: LockHolder;
  /** Adds to what the file says (the backup channel, once it listens). */
  update: (extra: Pick<LockHolder, 'backup'>) => void;
  /** Removes the file if it is still this holder's; safe to call more than once. */
  release: () => void;
}

/**
 * A holder touches its lock file this often. A holder on another host cannot be asked whether it runs,
 * so its lock counts as live only while it is touched: one untouched for HEARTBEAT_STALE_MS was left by
 * a process that is gone (a container recreated after a crash has a new host name).
 */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_STALE_MS = 6 * HEARTBEAT_MS;

/**
 * How long a start waits for a holder of this machine that still runs before it is refused, looking
 * again every DYING_HOLDER_POLL_MS. A process killed a moment ago (kill -9, then a restart at once)
 * keeps running while the system takes it down, which has been seen to last up to 2 s.
 */
export const DYING_HOLDER_WAIT_MS = 5000;
const DYING_HOLDER_POLL_MS = 100;

/** The files this process holds: a holder with this process's id is live only if it is one of these. */
const heldHere = new Set<string>();

export const lockFileOf = (dataDir: string) => path.resolve(dataDir, LOCK_FILE);

/**
 * What the lock file of dataDir says, or undefined when there is none (or what is there is not a lock).
 * A file this user may not read throws: it is another user's lock, which is not ours to judge or remove.
 */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(lockFileOf(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder may still be at work. A process of this machine is looked at directly: it is the
 * holder if a process with its id runs (not a zombie) and started when the holder's did (a lock of an
 * older build, or of a system without /proc, records no start: the id alone is judged then). One of
 * another host (a second container sharing the volume, or a machine mounting it over the network)
 * cannot be looked at, so it counts as live while its heartbeat keeps the file fresh (HEARTBEAT_STALE_MS).
 */
export function holderIsLive(holder: LockHolder, file: string): boolean {
  if (holder.host !== os.hostname()) return lockTouchedWithin(file, HEARTBEAT_STALE_MS);
  // The same id as ours: ours (another app in this process), or a crashed holder whose id came back
  // after a restart, as it does for the first process of a container.
  if (holder.pid === process.pid) return heldHere.has(file);
  const running = runningProcess(holder.pid);
  if (!running) return false;
  return !holder.processStart || !running.start || running.start === holder.processStart;
}

/**
 * Whether a live holder is worth waiting for: a process of this machine other than this one, which may
 * be on its way out. Another host's cannot be looked at, and this process's own is not going.
 */
const mayBeDying = (holder: LockHolder) => holder.host === os.hostname() && holder.pid !== process.pid;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockTouchedWithin(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

/** The holder of dataDir's lock if it is live, else undefined (no lock, or one a crashed process left). */
export function liveHolder(dataDir: string): LockHolder | undefined {
  const holder = readLockHolder(dataDir);
  return holder && holderIsLive(holder, lockFileOf(dataDir)) ? holder : undefined;
}

/** Writes content to file through a temporary file, so a reader sees the old content or the new, never half. */
function writeWhole(file: string, content: string, place: (temporary: string) => void): void {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  try {
    place(temporary);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Takes dataDir's lock, or throws DataDirInUseError naming its live holder. A lock left by a process
 * that has died is taken over; a holder of this machine that still runs is waited for, up to
 * DYING_HOLDER_WAIT_MS, in case it is on its way out. Created by a hard link of a finished file: the
 * link fails when the lock exists, so two processes starting at once cannot both get it, and a reader
 * never sees it half-written.
 */
export async function acquireDataDirLock(dataDir: string, kind: LockHolder['kind']): Promise<DataDirLock> {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const file = lockFileOf(dataDir);
  const holder: LockHolder = {
    kind,
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    nonce: randomBytes(8).toString('hex'),
  };
  const waitUntil = Date.now() + DYING_HOLDER_WAIT_MS;
  for (let takenOver = 0; ;) {
    try {
      writeWhole(file, JSON.stringify(holder), (temporary) => linkSync(temporary, file));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || takenOver >= 3) throw err;
      const found = readLockHolder(dataDir);
      if (found && holderIsLive(found, file)) {
        if (!mayBeDying(found) || Date.now() >= waitUntil) throw new DataDirInUseError(found, file);
        await sleep(DYING_HOLDER_POLL_MS);
        continue;
      }
      // Left by a process that is gone (or unreadable: a crash while an update was renamed into place).
      rmSync(file, { force: true });
      takenOver += 1;
    }
  }
  heldHere.add(file);
  const mine = () => readLockHolder(dataDir)?.nonce === holder.nonce;
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      if (mine()) utimesSync(file, now, now);
    } catch {
      // Gone or unreadable: the next start judges it; nothing to do from here.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    holder,
    update(extra) {
      Object.assign(holder, extra);
      if (mine()) writeWhole(file, JSON.stringify(holder), (temporary) => renameSync(temporary, file));
    },
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      if (mine()) rmSync(file, { force: true });
      heldHere.delete(file);
    },
  };
}
