import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, describe, expect, test } from 'vitest';
import { openArchive, DamagedBackupError, type ArchivePart } from './archive-reader.ts';
import { manifestOf, writeArchive, type ArchiveContents } from './archive-writer.ts';
import { FORMAT, FORMAT_VERSION, type Manifest } from './manifest.ts';
import { rewritePhotoUrls } from './photos.ts';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const KEY = `ab/${'ab'.repeat(16)}-card.webp`;
/** Bangla text: several bytes a character, so the reader must not cut one in two between chunks. */
const BANGLA = 'ভালো অবস্থায় ল্যাপটপ, ব্যাটারি ভালো'.repeat(50);
const ROWS = {
  user: [{ id: 'u1', name: 'Sadia' }],
  products: Array.from({ length: 300 }, (_, i) => ({
    id: `p${i}`,
    detail: `${i} ${BANGLA}`,
    image: `/images/${KEY}`,
    images: [`/images/${KEY}`],
  })),
};

/** Contents as a snapshot and the photo folder would give them. */
function contents(): ArchiveContents {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-archive-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'tables'));
  for (const [table, rows] of Object.entries(ROWS)) {
    writeFileSync(path.join(dir, 'tables', `${table}.jsonl`), rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  }
  const photo = path.join(dir, 'photo.webp');
  writeFileSync(photo, 'webp bytes');
  return {
    snapshot: {
      dir,
      source: 'pglite',
      migration: { when: 1795426052481, tag: '0004_search' },
      tables: Object.entries(ROWS).map(([name, rows]) => ({ name, columns: Object.keys(rows[0]!), rows: rows.length })),
      remove: () => undefined,
    },
    photos: [{ key: KEY, file: photo, size: 10 }],
    authSecret: 'f'.repeat(64),
  };
}

async function archiveBytes(input: ArchiveContents = contents()): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeArchive(out, input);
  return Buffer.concat(chunks);
}

/** Everything an archive holds, read as a restore reads it (in small chunks, to cut characters in two). */
async function readAll(bytes: Buffer) {
  const archive = await openArchive(Readable.from(chunked(bytes, 1000)));
  const parts: (Exclude<ArchivePart, { kind: 'table' }> | { kind: 'table'; name: string; rows: unknown[] })[] = [];
  for await (const part of archive.parts) {
    if (part.kind !== 'table') parts.push(part);
    else {
      const rows = [];
      for await (const row of part.rows) rows.push(row);
      parts.push({ kind: 'table', name: part.table.name, rows });
    }
  }
  return { manifest: archive.manifest, parts };
}
function* chunked(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** A gzipped tar of the given entries, for archives the writer would never make. */
async function handMade(entries: [name: string, body: string][]): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return gzipSync(Buffer.concat(chunks));
}
const manifest = (overrides: Partial<Manifest> = {}): string =>
  JSON.stringify({
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'postgres',
    migration: { when: 1795426052481, tag: '0004_search' },
    tables: [{ name: 'user', columns: ['id'], rows: 2 }],
    photos: { count: 0, bytes: 0 },
    authSecret: false,
    ...overrides,
  });

test('an archive reads back as written: manifest, secret, photos, then every row in order', async () => {
  const input = contents();
  const { manifest: read, parts } = await readAll(await archiveBytes(input));
  expect(read).toEqual({ ...manifestOf(input), createdAt: read.createdAt });
  expect(read.photos).toEqual({ count: 1, bytes: 10 });
  expect(parts.map((p) => (p.kind === 'table' ? `table ${p.name}` : p.kind))).toEqual([
    'auth-secret',
    'photo',
    'table user',
    'table products',
  ]);
  expect(parts[0]).toEqual({ kind: 'auth-secret', secret: 'f'.repeat(64) });
  expect(parts[1]).toEqual({ kind: 'photo', key: KEY, body: Buffer.from('webp bytes') });
  expect(parts[2]).toEqual({ kind: 'table', name: 'user', rows: ROWS.user });
  expect(parts[3]).toEqual({ kind: 'table', name: 'products', rows: ROWS.products });
});

describe('a damaged or foreign file is refused, saying why', () => {
  const refusal = async (bytes: Buffer) => {
    const error = await readAll(bytes).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(DamagedBackupError);
    return (error as Error).message;
  };

  test('not gzip', async () => {
    expect(await refusal(Buffer.from('just some text, not a backup'))).toMatch(/header/i);
  });
  test('cut short', async () => {
    const whole = await archiveBytes();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.8)))).toBeTruthy();
  });
  test('another tar file', async () => {
    expect(await refusal(await handMade([['README.md', '# hello']]))).toBe('it does not begin with manifest.json');
  });
  test('a manifest of something else', async () => {
    expect(await refusal(await handMade([['manifest.json', '{"name":"my-package"}']]))).toMatch(/not a Market backup's manifest/);
  });
  test('fewer rows than the manifest says', async () => {
    expect(
      await refusal(
        await handMade([
          ['manifest.json', manifest()],
          ['tables/user.jsonl', '{"id":"u1"}\n'],
        ]),
      ),
    ).toBe('user holds 1 rows where the manifest says 2');
  });
  test('a table missing', async () => {
    expect(await refusal(await handMade([['manifest.json', manifest()]]))).toMatch(/tables\/user\.jsonl is missing/);
  });
  test('a row that is not JSON', async () => {
    expect(
      await refusal(
        await handMade([
          ['manifest.json', manifest()],
          ['tables/user.jsonl', '{"id":"u1"}\n{"id":\n'],
        ]),
      ),
    ).toBe('row 2 of user is not valid JSON');
  });
  test('a photo named outside the photo folder', async () => {
    const entries: [string, string][] = [
      ['manifest.json', manifest({ photos: { count: 1, bytes: 1 } })],
      ['photos/../../etc/cron.d/x', 'x'],
    ];
    expect(await refusal(await handMade(entries))).toMatch(/not named as a photo is/);
  });
});

test('moved photo URLs are rewritten wherever a row holds them, and nothing else is', () => {
  const moved = new Map([[`/images/${KEY}`, `https://bucket.example/${KEY}`]]);
  const row = { image: `/images/${KEY}`, images: [`/images/${KEY}`, '/images/other'], detail: `see /images/${KEY}`, price: 5, sold: null };
  expect(rewritePhotoUrls(row, moved)).toEqual({
    image: `https://bucket.example/${KEY}`,
    images: [`https://bucket.example/${KEY}`, '/images/other'],
    detail: `see /images/${KEY}`,
    price: 5,
    sold: null,
  });
});
