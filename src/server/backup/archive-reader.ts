import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import tar, { type ExtractEvents } from 'tar-stream';
import {
  AUTH_SECRET_ENTRY,
  MANIFEST_ENTRY,
  manifestSchema,
  PHOTO_KEY_PATTERN,
  PHOTOS_PREFIX,
  tableEntry,
  type Manifest,
  type ManifestTable,
} from './manifest.ts';

/** The file is not a whole Market backup: not gzip, not tar, cut short, or not laid out as manifest.ts says. */
export class DamagedBackupError extends Error {}

export type ArchivePart =
  | { kind: 'auth-secret'; secret: string }
  | { kind: 'photo'; key: string; body: Buffer }
  /** Rows as parsed objects; read them all before asking for the next part (the archive is read once, in order). */
  | { kind: 'table'; table: ManifestTable; rows: AsyncGenerator<Record<string, unknown>> };

export interface OpenedArchive {
  manifest: Manifest;
  /** What follows the manifest, in the archive's order; throws DamagedBackupError where it goes wrong. */
  parts: AsyncGenerator<ArchivePart>;
  /** Stops reading (when the archive is not wanted after all); reading it to the end needs no close. */
  close: () => void;
}

/** Bounds on what one entry may hold, so a damaged file cannot make the reader take all memory. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MAX_PHOTO_BYTES = 64 * 1024 * 1024;
const MAX_ROW_CHARS = 64 * 1024 * 1024;

/** One file of the archive as tar-stream hands it out. */
type Entry = ExtractEvents['entry'][1];

const damaged = (err: unknown) =>
  err instanceof DamagedBackupError ? err : new DamagedBackupError(err instanceof Error ? err.message : String(err));

async function readAll(entry: Entry, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new DamagedBackupError(`${entry.header.name} is larger than a backup's ${entry.header.name} can be`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A table's rows, line by line; checks that each is a JSON object and that there are as many as the manifest says. */
async function* rowsOf(entry: Entry, table: ManifestTable): AsyncGenerator<Record<string, unknown>> {
  // A decoder, so a character of several bytes (Bangla) split across two chunks comes out whole.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let rows = 0;
  const parse = (line: string): Record<string, unknown> => {
    rows += 1;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new DamagedBackupError(`row ${rows} of ${table.name} is not valid JSON`);
    }
    if (!row || typeof row !== 'object' || Array.isArray(row))
      throw new DamagedBackupError(`row ${rows} of ${table.name} is not an object`);
    return row as Record<string, unknown>;
  };
  const chunks = (entry as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    let chunk: IteratorResult<Buffer>;
    try {
      chunk = await chunks.next();
    } catch (err) {
      throw damaged(err);
    }
    if (chunk.done) break;
    pending += decoder.write(chunk.value);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (pending.length > MAX_ROW_CHARS) throw new DamagedBackupError(`a row of ${table.name} is larger than a row can be`);
    for (const line of lines) if (line) yield parse(line);
  }
  pending += decoder.end();
  if (pending) yield parse(pending);
  if (rows !== table.rows) throw new DamagedBackupError(`${table.name} holds ${rows} rows where the manifest says ${table.rows}`);
}

/**
 * Opens a backup from a stream of its bytes: reads and checks the manifest, then hands out the rest in
 * order. Everything is checked on the way (entry names and order, photo keys, row counts, the end of
 * the file), so a consumer that reached the end of `parts` without an error has read a whole backup.
 */
export async function openArchive(input: Readable): Promise<OpenedArchive> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  input.once('error', (err) => extract.destroy(err));
  gunzip.once('error', (err) => extract.destroy(err));
  input.pipe(gunzip).pipe(extract);
  const entries = extract[Symbol.asyncIterator]();
  const next = async (): Promise<Entry | undefined> => {
    try {
      const result = await entries.next();
      return result.done ? undefined : result.value;
    } catch (err) {
      throw damaged(err);
    }
  };

  let manifest: Manifest;
  try {
    const first = await next();
    if (first?.header.name !== MANIFEST_ENTRY) throw new DamagedBackupError(`it does not begin with ${MANIFEST_ENTRY}`);
    const text = (await readAll(first, MAX_MANIFEST_BYTES)).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new DamagedBackupError(`${MANIFEST_ENTRY} is not JSON`);
    }
    const parsed = manifestSchema.safeParse(json);
    if (!parsed.success) throw new DamagedBackupError(`${MANIFEST_ENTRY} is not a Market backup's manifest`);
    manifest = parsed.data;
  } catch (err) {
    extract.destroy();
    throw damaged(err);
  }

  async function* parts(): AsyncGenerator<ArchivePart> {
    let photos = 0;
    let tables = 0;
    try {
      for (let entry = await next(); entry; entry = await next()) {
        const { name, type } = entry.header;
        const table = manifest.tables[tables];
        if (type !== 'file') throw new DamagedBackupError(`${name} is not a file`);
        if (name === AUTH_SECRET_ENTRY && manifest.authSecret && photos === 0 && tables === 0) {
          yield { kind: 'auth-secret', secret: (await readAll(entry, 4096)).toString('utf8').trim() };
        } else if (name.startsWith(PHOTOS_PREFIX) && tables === 0) {
          const key = name.slice(PHOTOS_PREFIX.length);
          if (!PHOTO_KEY_PATTERN.test(key)) throw new DamagedBackupError(`${name} is not named as a photo is`);
          photos += 1;
          yield { kind: 'photo', key, body: await readAll(entry, MAX_PHOTO_BYTES) };
        } else if (table && name === tableEntry(table.name)) {
          tables += 1;
          const rows = rowsOf(entry, table);
          yield { kind: 'table', table, rows };
          // Whatever the consumer left unread is read (and checked) before the next entry.
          for await (const row of rows) void row;
        } else {
          throw new DamagedBackupError(`${name} is not where a backup has it`);
        }
      }
      if (photos !== manifest.photos.count)
        throw new DamagedBackupError(`it holds ${photos} photos where the manifest says ${manifest.photos.count}`);
      const missing = manifest.tables[tables];
      if (missing) throw new DamagedBackupError(`${tableEntry(missing.name)} is missing: the file may have been cut short`);
    } catch (err) {
      extract.destroy();
      throw damaged(err);
    }
  }
  return {
    manifest,
    parts: parts(),
    close: () => {
      extract.destroy();
      input.destroy();
    },
  };
}
