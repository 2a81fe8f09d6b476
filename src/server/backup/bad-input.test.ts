import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { latestMigration, migrations } from '../db/client.ts';
import { runMarketData, STACK_LINE } from '../testing/market-data.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import { MANIFEST_ENTRY } from './manifest.ts';

/**
 * Every way a command can be given something it cannot use ends with a sentence saying what and what
 * to do, a non-zero exit code, and no stack trace.
 */
let work: string;
let dataDir: string;
let backup: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'market-bad-input-'));
  dataDir = await dataDirFromTemplate();
  backup = path.join(work, 'good.tar.gz');
  const made = await runMarketData('backup', [backup], { DATA_DIR: dataDir });
  expect(made.code, made.stderr).toBe(0);
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function refused(command: string, args: string[], env: Record<string, string>, message: RegExp, code = 1) {
  const run = await runMarketData(command, args, env);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(STACK_LINE);
  expect(run.code).toBe(code);
}
const emptyDir = () => mkdtempSync(path.join(work, 'data-'));

/** The good backup with its manifest changed, as another build or a damaged copy could have it. */
async function withManifest(change: (manifest: Record<string, unknown>) => void): Promise<string> {
  const extract = tar.extract();
  extract.end(gunzipSync(readFileSync(backup)));
  const pack = tar.pack();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    let body = Buffer.concat(chunks);
    if (entry.header.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      change(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    pack.entry({ name: entry.header.name }, body);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  const file = path.join(work, `changed-${Math.random().toString(16).slice(2)}.tar.gz`);
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

test('no file named, or an unknown command: how to call it', async () => {
  await refused('backup', [], { DATA_DIR: dataDir }, /^Usage: npm run backup -- FILE/);
  await refused('restore', [], { DATA_DIR: emptyDir() }, /^Usage: npm run restore -- FILE/);
  await refused('move-to-postgres', [], { DATA_DIR: dataDir }, /^Usage: DATABASE_URL=postgres:\/\/… npm run move-to-postgres/);
  await refused('backups', [], {}, /^Unknown command "backups"/, 2);
});

test('a configuration the server would refuse is refused the same way', async () => {
  await refused(
    'backup',
    [path.join(work, 'x.tar.gz')],
    { DATABASE_URL: 'mysql://db/market' },
    /^Invalid configuration:\n {2}DATABASE_URL:/,
  );
});

test('restoring a file that is missing, or is not a backup, or is cut short', async () => {
  await refused('restore', [path.join(work, 'missing.tar.gz')], { DATA_DIR: emptyDir() }, /^There is no file .*missing\.tar\.gz\.$/m);
  const text = path.join(work, 'notes.txt');
  writeFileSync(text, 'not a backup');
  await refused('restore', [text], { DATA_DIR: emptyDir() }, /notes\.txt is not a whole Market backup: incorrect header check\./);
  const cut = path.join(work, 'cut.tar.gz');
  const whole = readFileSync(backup);
  writeFileSync(cut, whole.subarray(0, whole.length - 200));
  const target = emptyDir();
  await refused('restore', [cut], { DATA_DIR: target }, /cut\.tar\.gz is not a whole Market backup: /);
  // Nothing of the failed restore is left to stand in the way of the next.
  expect(await runMarketData('restore', [backup], { DATA_DIR: target })).toMatchObject({ code: 0, stderr: '' });
});

test('a backup of a newer version of Market, or of a schema this one does not know', async () => {
  const newer = await withManifest((m) => (m.migration = { when: latestMigration() + 1000, tag: '0099_future' }));
  await refused(
    'restore',
    [newer],
    { DATA_DIR: emptyDir() },
    new RegExp(
      `comes from a newer version of Market \\(its schema is 0099_future; this version's newest is ${migrations().at(-1)!.tag}\\)\\. Update Market`,
    ),
  );
  const foreign = await withManifest((m) => (m.migration = { when: 1000, tag: null }));
  await refused(
    'restore',
    [foreign],
    { DATA_DIR: emptyDir() },
    /This backup's schema \(written at 1000\) is not one this version of Market knows/,
  );
});

test('a target that is not empty, or a backup file that exists already', async () => {
  await refused('restore', [backup], { DATA_DIR: dataDir }, /already holds an embedded database\. Restore into an empty DATA_DIR/);
  await refused('backup', [backup], { DATA_DIR: dataDir }, /good\.tar\.gz already exists\. Choose a new name/);
  await refused('backup', [path.join(work, 'none.tar.gz')], { DATA_DIR: emptyDir() }, /^There is no embedded database in /);
});

test('a database that cannot be reached: what went wrong, in one line', async () => {
  await refused(
    'restore',
    [backup],
    { DATA_DIR: emptyDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/market' },
    /^restore failed: .*ECONNREFUSED/,
  );
});
