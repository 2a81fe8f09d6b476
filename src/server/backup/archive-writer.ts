import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { AUTH_SECRET_ENTRY, FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, PHOTOS_PREFIX, tableEntry, type Manifest } from './manifest.ts';
import type { LocalPhoto } from './photos.ts';
import type { Snapshot } from './snapshot.ts';

/** What goes into one backup: the rows, the photos listed after them, and the generated secret if any. */
export interface ArchiveContents {
  snapshot: Snapshot;
  photos: LocalPhoto[];
  authSecret?: string;
}

export function manifestOf({ snapshot, photos, authSecret }: ArchiveContents): Manifest {
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: snapshot.source,
    migration: snapshot.migration,
    tables: snapshot.tables,
    photos: { count: photos.length, bytes: photos.reduce((sum, p) => sum + p.size, 0) },
    authSecret: authSecret !== undefined,
  };
}

type Pack = ReturnType<typeof tar.pack>;

/** Adds an entry from memory; resolves once the pack has taken it. */
function addBuffer(pack: Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length, mode: 0o600 }, body, (err) => (err ? reject(err) : resolve()));
  });
}

/** Adds a file of known size, streamed: a table's rows may be larger than memory should hold. */
async function addFile(pack: Pack, name: string, file: string): Promise<void> {
  const { size } = await stat(file);
  let entry!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
  });
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    if (!entry.write(chunk)) await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
  }
  entry.end(undefined);
  await added;
}

/**
 * Writes the backup to out as a gzipped tar (the layout of manifest.ts). Resolves when out has it
 * all; rejects if out fails (a closed connection, a full disk), in which case what it got is not a
 * backup: its end is missing, which every reader notices.
 */
export async function writeArchive(out: Writable, contents: ArchiveContents): Promise<Manifest> {
  const manifest = manifestOf(contents);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // If out fails, stop adding at once (the pipeline destroys the pack, and an entry waiting on it
  // would wait for ever).
  const failed = written.then(
    () => new Promise<never>(() => undefined),
    (err: unknown) => Promise.reject(err as Error),
  );
  const fill = async () => {
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    if (contents.authSecret !== undefined) await addBuffer(pack, AUTH_SECRET_ENTRY, Buffer.from(contents.authSecret));
    for (const photo of contents.photos) await addBuffer(pack, `${PHOTOS_PREFIX}${photo.key}`, await readFile(photo.file));
    for (const table of contents.snapshot.tables) {
      await addFile(pack, tableEntry(table.name), path.join(contents.snapshot.dir, tableEntry(table.name)));
    }
    pack.finalize();
  };
  await Promise.race([fill(), failed]);
  await written;
  return manifest;
}
