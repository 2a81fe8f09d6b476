import { chmodSync, lstatSync, readdirSync, realpathSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, sessions, the write-ahead log), the generated
 * AUTH_SECRET, photos, backups and the lock with the backup channel's token: its owner's alone, never
 * readable or writable by another local user. The server and the commands set this mask first thing,
 * so that what they create is owner-only (folders 0700, files 0600); PGlite sets its files' modes
 * itself, past the mask, and is kept to the owner by db/owner-only-files.ts.
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Takes the group's and others' permissions off dir and everything in it, as an older build or a copy
 * may have left them. Symbolic links inside are left alone (chmod would change what they point to,
 * which may lie outside); dir itself is followed when it is one. Answers what could not be changed
 * (another user's file), for a warning: it stays as it is.
 */
export function keepOwnerOnly(dir: string): string[] {
  let top: string;
  try {
    top = realpathSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const refused = new Set<string>();
  const visit = (entry: string) => {
    const stats = statsOf(entry);
    if (!stats || stats.isSymbolicLink()) return;
    if (stats.mode & 0o077 && !changed(() => chmodSync(entry, stats.mode & 0o700))) refused.add(entry);
    if (!stats.isDirectory()) return;
    let names: string[] = [];
    if (!changed(() => (names = readdirSync(entry)))) refused.add(entry);
    for (const name of names) visit(path.join(entry, name));
  };
  visit(top);
  return [...refused];
}

/** An entry's own stats, or undefined when it went away meanwhile (the database removes files as it runs). */
function statsOf(entry: string): Stats | undefined {
  try {
    return lstatSync(entry);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Runs a change; false when this user may not make it (another user's file or folder). */
function changed(change: () => unknown): boolean {
  try {
    change();
    return true;
  } catch (err) {
    const { code } = err as NodeJS.ErrnoException;
    if (code === 'EPERM' || code === 'EACCES') return false;
    if (code === 'ENOENT') return true;
    throw err;
  }
}

/** What the server logs and the commands print when keepOwnerOnly could not change everything. */
export const leftOpenWarning = (dataDir: string, leftOpen: string[]) =>
  `${leftOpen.length} ${leftOpen.length === 1 ? 'entry' : 'entries'} in ${dataDir} (DATA_DIR) could not be made this user's alone, ` +
  `such as ${leftOpen[0]}: they belong to another user. Give them to the user Market runs as (chown -R).`;
