import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { BUILT_SERVER } from '../../../scripts/build-state.mjs';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { lockFileOf, readLockHolder } from './data-dir-lock.ts';

/**
 * DATA_DIR's lock between real server processes (the build): a restart right after a kill -9 starts,
 * and a second server beside a running one is refused with the sentence that says what to do.
 */
let servers: ServerProcess[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const server of servers) server.kill();
  await Promise.all(servers.map((server) => server.exited));
  servers = [];
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-lock-restart-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const start = async (dataDir: string) => {
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '0' });
  servers.push(server);
  return server;
};
const killQuietly = (pid: number | undefined) => {
  try {
    if (pid) process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
};

/**
 * The built server started by a parent that never collects its ended children, as `sleep` never
 * does: once killed, it stays a zombie, its id taken and answering signal 0, until that parent ends.
 * (A supervisor busy elsewhere, or a container's first process that is not an init, does the same.)
 */
async function startUnderParentThatNeverCollects(dataDir: string): Promise<{ pid: number; parent: ChildProcess }> {
  const port = await freePort();
  const parent = spawn('sh', ['-c', '"$0" "$1" & exec sleep 600', process.execPath, BUILT_SERVER], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' },
    stdio: 'ignore',
  });
  let pid: number | undefined;
  cleanups.push(() => {
    killQuietly(pid);
    parent.kill('SIGKILL');
  });
  await vi.waitFor(
    async () => {
      pid = readLockHolder(dataDir)?.pid;
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    },
    { timeout: 90_000, interval: 200 },
  );
  expect(pid).not.toBe(parent.pid);
  return { pid: pid!, parent };
}

test('a server killed with SIGKILL is restarted at once on the same DATA_DIR, while the killed one’s id lingers', async () => {
  const dataDir = freshDir();
  const killed = await startUnderParentThatNeverCollects(dataDir);
  process.kill(killed.pid, 'SIGKILL');
  await vi.waitFor(() => expect(readFileSync(`/proc/${killed.pid}/stat`, 'utf8')).toMatch(/\) Z /));
  // Its id still answers, and its lock is still there.
  expect(() => process.kill(killed.pid, 0)).not.toThrow();
  expect(readLockHolder(dataDir)?.pid).toBe(killed.pid);

  const restarted = await start(dataDir);
  await restarted.ready();
  expect(readLockHolder(dataDir)?.pid).toBe(restarted.child.pid);

  // Killed in turn, and restarted at once while it is still being taken down.
  restarted.child.kill('SIGKILL');
  const again = await start(dataDir);
  await again.ready();
  expect(readLockHolder(dataDir)?.pid).toBe(again.child.pid);
});

test('a second server beside a running one is refused, naming it, and the running one goes on', async () => {
  const dataDir = freshDir();
  const running = await start(dataDir);
  await running.ready();

  const second = await start(dataDir);
  expect((await second.exited).code).toBe(1);
  expect(second.output()).toContain(
    `${dataDir} (DATA_DIR) is in use by another Market server (pid ${running.child.pid} on ${os.hostname()}, since `,
  );
  expect(second.output()).toContain(`If no such process runs, delete ${lockFileOf(dataDir)}.`);
  expect((await fetch(`${running.url}/api/ready`)).status).toBe(200);
  expect(readLockHolder(dataDir)?.pid).toBe(running.child.pid);
});
