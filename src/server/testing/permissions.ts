import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder itself and every file and folder in it that grants the group or others anything, each
 * with its mode ("db/base/5/1259 666"); [] when everything is its owner's alone. A symbolic link's
 * own mode means nothing, and is passed over.
 */
export function openToOthers(dir: string): string[] {
  return ['.', ...readdirSync(dir, { recursive: true, encoding: 'utf8' })]
    .map((entry) => ({ entry, stats: lstatSync(path.join(dir, entry)) }))
    .filter(({ stats }) => !stats.isSymbolicLink())
    .map(({ entry, stats }) => ({ entry, mode: stats.mode & 0o777 }))
    .filter(({ mode }) => mode & 0o077)
    .map(({ entry, mode }) => `${entry} ${mode.toString(8)}`);
}
