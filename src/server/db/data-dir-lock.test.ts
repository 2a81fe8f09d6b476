import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import {
  acquireDataDirLock,
  DataDirInUseError,
  HEARTBEAT_STALE_MS,
  liveHolder,
  lockFileOf,
  readLockHolder,
  type LockHolder,
} from './data-dir-lock.ts';

let dirs: string[] = [];
afterEach(() => {
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

test('a lock is written readable by its owner alone, says who holds it, and goes on release', () => {
  const dir = freshDir();
  const lock = acquireDataDirLock(dir, 'command');
  expect(statSync(lockFileOf(dir)).mode & 0o777).toBe(0o600);
  expect(readLockHolder(dir)).toMatchObject({ kind: 'command', pid: process.pid, host: os.hostname() });
  expect(liveHolder(dir)?.nonce).toBe(lock.holder.nonce);
  lock.update({ backup: { url: 'http://127.0.0.1:1/backup', token: 't' } });
  expect(readLockHolder(dir)?.backup).toEqual({ url: 'http://127.0.0.1:1/backup', token: 't' });
  lock.release();
  lock.release();
  expect(readLockHolder(dir)).toBeUndefined();
});

test('a second lock of the same folder in this process is refused while the first is held', () => {
  const dir = freshDir();
  const first = acquireDataDirLock(dir, 'server');
  expect(() => acquireDataDirLock(dir, 'command')).toThrow(DataDirInUseError);
  first.release();
  acquireDataDirLock(dir, 'command').release();
});

test('a live process of this machine keeps its lock; a dead one’s is taken over', () => {
  const dir = freshDir();
  leave(dir, { pid: process.ppid });
  expect(() => acquireDataDirLock(dir, 'command')).toThrow(DataDirInUseError);
  leave(dir, { pid: NO_SUCH_PID });
  expect(liveHolder(dir)).toBeUndefined();
  const lock = acquireDataDirLock(dir, 'command');
  expect(readLockHolder(dir)?.pid).toBe(process.pid);
  lock.release();
});

test('a lock of another host that its holder no longer touches was left by a crash, and is taken over', () => {
  const dir = freshDir();
  leave(dir, { pid: NO_SUCH_PID, host: 'a-container-gone' });
  const long = new Date(Date.now() - HEARTBEAT_STALE_MS - 1000);
  utimesSync(lockFileOf(dir), long, long);
  const lock = acquireDataDirLock(dir, 'server');
  expect(readLockHolder(dir)).toMatchObject({ host: os.hostname(), pid: process.pid });
  lock.release();
});

test('a lock of another host counts as live while it is fresh: that process cannot be asked', () => {
  const dir = freshDir();
  leave(dir, { pid: NO_SUCH_PID, host: 'another-machine' });
  const refused = (() => {
    try {
      acquireDataDirLock(dir, 'server');
    } catch (err) {
      return err;
    }
  })();
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as DataDirInUseError).holder).toMatchObject({ host: 'another-machine', pid: NO_SUCH_PID });
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
