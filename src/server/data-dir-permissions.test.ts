import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { MarketApi } from '../../tests/e2e/support/api.ts';
import { keepOwnerOnly } from './data-dir-permissions.ts';
import { openToOthers } from './testing/permissions.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';

/**
 * DATA_DIR holds the database (password hashes, sessions), the generated secret, photos and backups:
 * nothing in it may be readable or writable by another local user, whatever made it and whenever.
 */
let server: ServerProcess | undefined;
let dirs: string[] = [];
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-owner-only-'));
  dirs.push(dir);
  return dir;
};

/** A data directory as an older build, or a careless copy, left it: open to every local user. */
function seedOpenFiles(dataDir: string): void {
  mkdirSync(path.join(dataDir, 'old-folder'));
  writeFileSync(path.join(dataDir, 'old-folder', 'note.txt'), 'left before');
  writeFileSync(path.join(dataDir, 'old-file'), 'left before');
  chmodSync(path.join(dataDir, 'old-folder', 'note.txt'), 0o644);
  chmodSync(path.join(dataDir, 'old-file'), 0o666);
  chmodSync(path.join(dataDir, 'old-folder'), 0o777);
  chmodSync(dataDir, 0o755);
}

test('the built server keeps DATA_DIR its owner’s alone: what was there, its database, photos and secret', async () => {
  const dataDir = freshDir();
  seedOpenFiles(dataDir);
  expect(openToOthers(dataDir)).toHaveLength(4);

  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '0' });
  await server.ready();
  const api = new MarketApi(server.url);
  const seller = await api.signUp('Seller Account');
  await api.uploadPhoto(seller, 'Owner only');
  expect(readdirSync(path.join(dataDir, 'images'), { recursive: true }).length).toBeGreaterThan(0);
  expect(readdirSync(path.join(dataDir, 'db', 'pg_wal')).length).toBeGreaterThan(0);
  expect(openToOthers(dataDir)).toEqual([]);

  // What it writes on its way out (the database's last checkpoint) too.
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  expect(openToOthers(dataDir)).toEqual([]);
});

test('tightening takes only the group’s and others’ bits, leaves symbolic links alone, and follows DATA_DIR when it is one', () => {
  const target = freshDir();
  seedOpenFiles(target);
  chmodSync(path.join(target, 'old-file'), 0o764);
  const outside = path.join(freshDir(), 'elsewhere');
  writeFileSync(outside, 'not ours to change', { mode: 0o644 });
  chmodSync(outside, 0o644);
  symlinkSync(outside, path.join(target, 'link'));
  const link = path.join(freshDir(), 'data');
  symlinkSync(target, link);

  expect(keepOwnerOnly(link)).toEqual([]);
  expect(openToOthers(target)).toEqual([]);
  expect(lstatSync(path.join(target, 'old-file')).mode & 0o777).toBe(0o700);
  expect(lstatSync(outside).mode & 0o777).toBe(0o644);
  expect(keepOwnerOnly(path.join(target, 'not-there'))).toEqual([]);
});
