import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { openArchive, DamagedBackupError, type OpenedArchive } from './archive-reader.ts';
import { CommandError } from './command-error.ts';
import type { Manifest } from './manifest.ts';
import { MESSAGES } from './messages.ts';

/**
 * Writes a backup file whole or not at all: `write` fills a file beside it, which is then read back
 * in full (every entry, every row count) and only then renamed to its name. A backup cut short (a
 * full disk, a server stopped mid-way) never takes a backup's name. The file is readable by its owner
 * alone: it holds password hashes, sessions and the generated AUTH_SECRET.
 */
export async function writeBackupFile(
  file: string,
  write: (out: Writable) => Promise<unknown>,
): Promise<{ manifest: Manifest; bytes: number }> {
  if (existsSync(file)) throw new CommandError(MESSAGES.fileExists(file));
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    await write(out);
    const manifest = await readWholeBackup(partial, file);
    renameSync(partial, file);
    return { manifest, bytes: statSync(file).size };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Opens a backup file for reading, or says in a CommandError why it cannot be one. */
export async function openBackupFile(file: string, name: string = file): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new CommandError(MESSAGES.noSuchFile(name));
  if (!statSync(file).isFile()) throw new CommandError(MESSAGES.notAFile(name));
  try {
    return await openArchive(createReadStream(file));
  } catch (err) {
    throw asCommandError(err, name);
  }
}

/** A damaged archive's error as the command reports it, naming the file. */
export function asCommandError(err: unknown, file: string): unknown {
  return err instanceof DamagedBackupError ? new CommandError(MESSAGES.damaged(file, err.message)) : err;
}

async function readWholeBackup(file: string, name: string): Promise<Manifest> {
  const archive = await openBackupFile(file, name);
  try {
    for await (const part of archive.parts) if (part.kind === 'table') for await (const row of part.rows) void row;
  } catch (err) {
    throw asCommandError(err, name);
  }
  return archive.manifest;
}
