import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readLockHolder, type LockHolder } from '../db/data-dir-lock.ts';
import { dataDirFromTemplate } from '../testing/template.ts';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app.ts';
import { openArchive } from './archive-reader.ts';

/** The running server's backup channel: on the loopback address only, for the holder of the lock file's token. */
let app: TestApp;
let dataDir: string;
let channel: NonNullable<LockHolder['backup']>;
beforeAll(async () => {
  dataDir = await dataDirFromTemplate();
  app = await buildTestApp({ DATA_DIR: dataDir });
  await signUp(app, { name: 'Channel Buyer' });
  channel = readLockHolder(dataDir)!.backup!;
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('it listens on 127.0.0.1, on a port of its own', () => {
  expect(channel.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/backup$/);
  expect(channel.token).toMatch(/^[0-9a-f]{64}$/);
});

test('without the token, or with another, it answers 401 and nothing else', async () => {
  for (const authorization of [undefined, 'Bearer nope', `Bearer ${channel.token}x`, channel.token]) {
    const res = await fetch(channel.url, { headers: authorization ? { authorization } : {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) as string });
  }
  expect((await fetch(channel.url.replace('/backup', '/other'), { headers: { authorization: `Bearer ${channel.token}` } })).status).toBe(
    404,
  );
});

test('with the token it sends the whole backup', async () => {
  const res = await fetch(channel.url, { headers: { authorization: `Bearer ${channel.token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const archive = await openArchive(Readable.fromWeb(res.body! as import('node:stream/web').ReadableStream));
  expect(archive.manifest.source).toBe('pglite');
  expect(archive.manifest.tables.find((t) => t.name === 'user')?.rows).toBe(1);
  for await (const part of archive.parts) if (part.kind === 'table') for await (const row of part.rows) void row;
});
