import type { LockHolder } from '../db/data-dir-lock.ts';
import type { Manifest } from './manifest.ts';

/**
 * What `npm run backup`, `npm run restore` and `npm run move-to-postgres` print, in one place. They are
 * commands for whoever runs the shop's machine, not screens of the marketplace, so their sentences
 * live with them (as the other scripts' do) rather than in src/shared.
 */

const rowsIn = (manifest: Pick<Manifest, 'tables'>) => manifest.tables.reduce((sum, t) => sum + t.rows, 0);
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`);
const holderOf = (holder: LockHolder) => `pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}`;
const schemaOf = (migration: Manifest['migration']) => migration.tag ?? `written at ${migration.when}`;

/** A PostgreSQL URL without its password, for messages. */
export function where(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL database ${parsed.pathname.slice(1)} on ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
}

export const MESSAGES = {
  usage: {
    backup: 'Usage: npm run backup -- FILE   (FILE: where to write the backup, such as market-2026-01-31.tar.gz)',
    restore: 'Usage: npm run restore -- FILE   (into an empty DATA_DIR, or the empty PostgreSQL database of DATABASE_URL)',
    moveToPostgres: 'Usage: DATABASE_URL=postgres://… npm run move-to-postgres   (DATABASE_URL: the new, empty PostgreSQL database)',
    unknownCommand: (name: string) => `Unknown command "${name}": the commands are backup, restore and move-to-postgres.`,
  },
  fileExists: (file: string) => `${file} already exists. Choose a new name: a backup never overwrites a file.`,
  noSuchFile: (file: string) => `There is no file ${file}.`,
  notAFile: (file: string) => `${file} is not a file.`,
  damaged: (file: string, detail: string) => `${file} is not a whole Market backup: ${detail}.`,
  noEmbeddedDatabase: (dataDir: string) =>
    `There is no embedded database in ${dataDir} (DATA_DIR). Set DATA_DIR to the marketplace's data folder, or DATABASE_URL for a marketplace on PostgreSQL.`,
  serverRunning: (dataDir: string, holder: LockHolder, lockFile: string) =>
    `Market is running on ${dataDir} (${holderOf(holder)}). Stop it first (Ctrl-C or SIGTERM), then run this again: ` +
    `an embedded database must never be opened by two processes. If no such process runs, delete ${lockFile}.`,
  commandRunning: (dataDir: string, holder: LockHolder, lockFile: string) =>
    `Another backup, restore or move-to-postgres is working on ${dataDir} (${holderOf(holder)}). Wait until it ends. ` +
    `If no such process runs, delete ${lockFile}.`,
  serverStarting: (dataDir: string) =>
    `Market is starting on ${dataDir} and has not opened its backup channel yet. Try again once it answers.`,
  channelUnreachable: (url: string, detail: string) =>
    `The running server's backup channel at ${url} did not answer (${detail}). Is the server still running?`,
  channelRefused: (status: number, detail: string) => `The running server refused the backup (${status}: ${detail}).`,
  channelCutOff: (detail: string) =>
    `The running server stopped sending the backup before its end (${detail}); see the server's log. Nothing was written.`,
  newerBackup: (backup: Manifest['migration'], newest: string) =>
    `This backup comes from a newer version of Market (its schema is ${schemaOf(backup)}; this version's newest is ${newest}). ` +
    'Update Market, then restore it.',
  unknownMigration: (backup: Manifest['migration']) =>
    `This backup's schema (${schemaOf(backup)}) is not one this version of Market knows. Restore it with the version that made it.`,
  neverMigrated: 'The database has never been migrated: it is not a Market database yet, and there is nothing to back up.',
  targetNotEmpty: (target: string, tables: string[]) =>
    `The ${target} is not empty: ${tables.join(', ')} ${tables.length === 1 ? 'holds' : 'hold'} rows. ` +
    'Use a new, empty database (for example: createdb market).',
  targetAhead: (target: string) =>
    `The ${target} has been migrated by a newer version of Market than the backup's. Use a new, empty database.`,
  embeddedNotEmpty: (dataDir: string) =>
    `${dataDir} already holds an embedded database. Restore into an empty DATA_DIR (a new folder), or move this one aside first.`,
  schemaMismatch: (detail: string) => `The backup does not fit the database's schema: ${detail}. Nothing was restored.`,
  countMismatch: (detail: string) => `After loading, the row counts differ from the backup's (${detail}). Nothing was kept.`,
  failed: (command: string, detail: string) => `${command} failed: ${detail}`,

  reading: 'Reading the database in one consistent snapshot:',
  askingServer: (holder: LockHolder) =>
    `Market is running on this DATA_DIR (pid ${holder.pid}): it writes the backup itself, pausing requests while it copies the rows.`,
  table: (name: string, rows: number) => `  ${name.padEnd(16)} ${rows} ${rows === 1 ? 'row' : 'rows'}`,
  photos: (placed: number, total: number) => `  ${'photos'.padEnd(16)} ${placed} of ${total}`,
  backupWritten: (file: string, manifest: Manifest, bytes: number) =>
    `Backup written to ${file}: ${rowsIn(manifest)} rows in ${manifest.tables.length} tables, ${manifest.photos.count} photos, ${size(bytes)}. ` +
    'Copy it off this machine.',
  restoring: (manifest: Manifest) =>
    `Restoring a backup of ${manifest.createdAt} (from ${manifest.source === 'pglite' ? 'an embedded database' : 'PostgreSQL'}, ` +
    `schema ${schemaOf(manifest.migration)}): ${rowsIn(manifest)} rows in ${manifest.tables.length} tables, ${manifest.photos.count} photos.`,
  restored: (target: string) => `Restored into the ${target}; every table holds as many rows as the backup.`,
  photosMoved: (count: number) => `${count} photos were uploaded to the bucket, and the rows now name them there.`,
  authSecretWritten: (file: string) =>
    `The backup's generated AUTH_SECRET was written to ${file}: sessions from before the backup stay valid.`,
  authSecretKept: (file: string) =>
    `${file} already exists and differs from the backup's secret; it was kept. People signed in before the backup will sign in again.`,
  moving: (dataDir: string, target: string, bucket: string | undefined) =>
    `Moving the embedded marketplace in ${dataDir} to the ${target}${bucket ? `, its photos to the bucket ${bucket}` : ''}.`,
  moveBackup: (file: string) => `First, a backup of the embedded marketplace: ${file}`,
  moved: (secretFile: string | undefined, bucket: boolean) =>
    [
      `Done. Start Market with this DATABASE_URL${bucket ? ' and IMAGE_STORE=s3 with the same S3_* settings' : ''}.`,
      secretFile
        ? `Sessions made before the move stay valid while every server uses the same secret: keep this DATA_DIR, or set AUTH_SECRET to the contents of ${secretFile}.`
        : 'Keep AUTH_SECRET as it is on every server: sessions made before the move stay valid.',
      'The embedded database was left as it was; it is no longer used once Market runs with DATABASE_URL.',
    ].join('\n'),
} as const;
