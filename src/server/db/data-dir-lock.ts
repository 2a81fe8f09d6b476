import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
 * Whether the holder may still be at work. A process of this machine is asked for directly (signal 0
 * checks without sending anything); one of another host (a second container sharing the volume, or a
 * machine mounting it over the network) cannot be asked, so it counts as live while its heartbeat
 * keeps the file fresh (HEARTBEAT_STALE_MS).
 */
export function holderIsLive(holder: LockHolder, file: string): boolean {
  if (holder.host !== os.hostname()) return lockTouchedWithin(file, HEARTBEAT_STALE_MS);
  // The same id as ours: ours (another app in this process), or a crashed holder whose id came back
  // after a restart, as it does for the first process of a container.
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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
 * that has died is taken over. Created by a hard link of a finished file: the link fails when the lock
 * exists, so two processes starting at once cannot both get it, and a reader never sees it half-written.
 */
export function acquireDataDirLock(dataDir: string, kind: LockHolder['kind']): DataDirLock {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const file = lockFileOf(dataDir);
  const holder: LockHolder = {
    kind,
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeWhole(file, JSON.stringify(holder), (temporary) => linkSync(temporary, file));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const found = readLockHolder(dataDir);
      if (found && holderIsLive(found, file)) throw new DataDirInUseError(found, file);
      // Left by a process that is gone (or unreadable: a crash while an update was renamed into place).
      rmSync(file, { force: true });
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
