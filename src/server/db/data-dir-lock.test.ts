import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import {
  acquireDataDirLock,
  DataDirInUseError,
  DYING_HOLDER_WAIT_MS,
  HEARTBEAT_STALE_MS,
  liveHolder,
  lockFileOf,
  readLockHolder,
  type LockHolder,
} from './data-dir-lock.ts';
import { processStartOf } from './process-start.ts';

let dirs: string[] = [];
let children: ChildProcess[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const child of children) child.kill('SIGKILL');
  children = [];
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-lock-'));
  dirs.push(dir);
  return dir;
};
/** A lock file as another process would have left it. */
const leave = (dir: string, holder: Partial<LockHolder>) =>
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({
      kind: 'server',
      pid: process.ppid,
      host: os.hostname(),
      startedAt: '2026-01-01T00:00:00.000Z',
      nonce: 'x',
      ...holder,
    }),
  );
/** A process id no process has (Linux's ids stay below 2^22). */
const NO_SUCH_PID = 2 ** 22 + 7;

/** A live process that has nothing to do with Market. */
async function unrelatedProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child as ChildProcess & { pid: number };
}

/**
 * The id of a process that has died but whose parent has not collected it (a zombie): its id stays
 * taken, and signal 0 still reaches it, until the parent waits for it, which `sleep` never does.
 */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const [line] = (await once(parent.stdout!.setEncoding('utf8'), 'data')) as [string];
  const pid = Number(line.trim());
  await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /));
  return pid;
}

/** What a refused acquisition threw. */
const refusal = (acquiring: Promise<unknown>) =>
  acquiring.then(
    () => expect.fail('the lock was given'),
    (err: unknown) => err,
  );

test('a lock is written readable by its owner alone, says who holds it, and goes on release', async () => {
  const dir = freshDir();
  const lock = await acquireDataDirLock(dir, 'command');
  expect(statSync(lockFileOf(dir)).mode & 0o777).toBe(0o600);
  expect(readLockHolder(dir)).toMatchObject({
    kind: 'command',
    pid: process.pid,
    host: os.hostname(),
    processStart: processStartOf(process.pid),
  });
  expect(readLockHolder(dir)?.processStart).toMatch(/^[0-9a-f-]{36}:\d+$/);
  expect(liveHolder(dir)?.nonce).toBe(lock.holder.nonce);
  lock.update({ backup: { url: 'http://127.0.0.1:1/backup', token: 't' } });
  expect(readLockHolder(dir)?.backup).toEqual({ url: 'http://127.0.0.1:1/backup', token: 't' });
  lock.release();
  lock.release();
  expect(readLockHolder(dir)).toBeUndefined();
});

test('a second lock of the same folder in this process is refused at once while the first is held', async () => {
  const dir = freshDir();
  const first = await acquireDataDirLock(dir, 'server');
  vi.useFakeTimers();
  await expect(acquireDataDirLock(dir, 'command')).rejects.toThrow(DataDirInUseError);
  vi.useRealTimers();
  first.release();
  (await acquireDataDirLock(dir, 'command')).release();
});

test('a live holder of this machine keeps its lock: the start waits a moment for it to go, then is refused', async () => {
  const dir = freshDir();
  const holder = await unrelatedProcess();
  leave(dir, { pid: holder.pid, processStart: processStartOf(holder.pid) });
  expect(liveHolder(dir)?.pid).toBe(holder.pid);
  vi.useFakeTimers();
  const refused = refusal(acquireDataDirLock(dir, 'command'));
  await vi.advanceTimersByTimeAsync(DYING_HOLDER_WAIT_MS - 200);
  expect(readLockHolder(dir)?.pid).toBe(holder.pid);
  await vi.advanceTimersByTimeAsync(400);
  const err = await refused;
  expect(err).toBeInstanceOf(DataDirInUseError);
  expect((err as DataDirInUseError).holder).toMatchObject({ pid: holder.pid, kind: 'server' });

  // A lock of an older build says no start time: its id alone is judged.
  leave(dir, { pid: holder.pid });
  const alsoRefused = refusal(acquireDataDirLock(dir, 'command'));
  await vi.advanceTimersByTimeAsync(DYING_HOLDER_WAIT_MS + 200);
  expect(await alsoRefused).toBeInstanceOf(DataDirInUseError);
});

test('a holder that goes while the start waits is not waited for any longer: its lock is taken over', async () => {
  const dir = freshDir();
  const holder = await unrelatedProcess();
  leave(dir, { pid: holder.pid, processStart: processStartOf(holder.pid) });
  const acquiring = acquireDataDirLock(dir, 'server');
  // The start has looked once and found the holder running; now it is killed, as by kill -9.
  expect(readLockHolder(dir)?.pid).toBe(holder.pid);
  holder.kill('SIGKILL');
  const lock = await acquiring;
  expect(readLockHolder(dir)).toMatchObject({ pid: process.pid, nonce: lock.holder.nonce });
  lock.release();
});

test('a dead holder’s lock is taken over at once, a zombie’s too (dead, but its id not yet collected by its parent)', async () => {
  const dir = freshDir();
  vi.useFakeTimers();
  leave(dir, { pid: NO_SUCH_PID });
  expect(liveHolder(dir)).toBeUndefined();
  const lock = await acquireDataDirLock(dir, 'command');
  expect(readLockHolder(dir)?.pid).toBe(process.pid);
  lock.release();
  vi.useRealTimers();

  const dead = await zombie();
  leave(dir, { pid: dead });
  vi.useFakeTimers();
  expect(liveHolder(dir)).toBeUndefined();
  (await acquireDataDirLock(dir, 'command')).release();
});

test('a lock naming a live process that started at another time is not its holder’s: the id was reused, and the lock is taken over', async () => {
  const dir = freshDir();
  const unrelated = await unrelatedProcess();
  const [boot, ticks] = processStartOf(unrelated.pid)!.split(':');
  leave(dir, { pid: unrelated.pid, processStart: `${boot}:${Number(ticks) - 100}` });
  vi.useFakeTimers();
  expect(liveHolder(dir)).toBeUndefined();
  const lock = await acquireDataDirLock(dir, 'server');
  expect(readLockHolder(dir)?.pid).toBe(process.pid);
  lock.release();

  // Started before the machine's last boot: any process with that id now is another.
  leave(dir, { pid: unrelated.pid, processStart: `00000000-0000-0000-0000-000000000000:${ticks}` });
  expect(liveHolder(dir)).toBeUndefined();
  (await acquireDataDirLock(dir, 'server')).release();
});

test('a lock of another host that its holder no longer touches was left by a crash, and is taken over', async () => {
  const dir = freshDir();
  leave(dir, { pid: NO_SUCH_PID, host: 'a-container-gone' });
  const long = new Date(Date.now() - HEARTBEAT_STALE_MS - 1000);
  utimesSync(lockFileOf(dir), long, long);
  const lock = await acquireDataDirLock(dir, 'server');
  expect(readLockHolder(dir)).toMatchObject({ host: os.hostname(), pid: process.pid });
  lock.release();
});

test('a lock of another host counts as live while it is fresh, and is refused at once: that process cannot be asked', async () => {
  const dir = freshDir();
  leave(dir, { pid: NO_SUCH_PID, host: 'another-machine' });
  vi.useFakeTimers();
  const refused = await refusal(acquireDataDirLock(dir, 'server'));
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as DataDirInUseError).holder).toMatchObject({ host: 'another-machine', pid: NO_SUCH_PID });
});

test('a lock that cannot be read is never judged, nor removed', async () => {
  const dir = freshDir();
  // Another user's lock file (EACCES) cannot be played by root, who reads every file; a folder in its
  // place fails to read the same way (EISDIR).
  mkdirSync(lockFileOf(dir));
  expect(() => readLockHolder(dir)).toThrow(/EISDIR/);
  vi.useFakeTimers();
  await expect(acquireDataDirLock(dir, 'server')).rejects.toThrow(/EISDIR/);
  expect(statSync(lockFileOf(dir)).isDirectory()).toBe(true);
});

test('a server does not start on an embedded database another process holds, and holds it while it runs', async () => {
  const dir = await dataDirFromTemplate();
  dirs.push(dir);
  leave(dir, { pid: process.ppid, kind: 'command' });
  await expect(buildTestApp({ DATA_DIR: dir })).rejects.toThrow(DataDirInUseError);

  rmSync(lockFileOf(dir));
  const app = await buildTestApp({ DATA_DIR: dir });
  try {
    expect(readLockHolder(dir)).toMatchObject({
      kind: 'server',
      pid: process.pid,
      backup: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/backup$/) },
    });
    await expect(buildTestApp({ DATA_DIR: dir })).rejects.toThrow(DataDirInUseError);
  } finally {
    await app.close();
  }
  expect(readLockHolder(dir)).toBeUndefined();
});
