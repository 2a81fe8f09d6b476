import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveContents } from './archive-writer.ts';
import { listLocalPhotos } from './photos.ts';
import { takeSnapshot } from './snapshot.ts';

/** Where the generated AUTH_SECRET is kept (auth/secret.ts). */
export const authSecretFile = (dataDir: string) => path.resolve(dataDir, 'auth-secret');
/** Where the local image store keeps photos (images/store/create-store.ts). */
export const photosRoot = (dataDir: string) => path.resolve(dataDir, 'images');

/**
 * The secret generated into DATA_DIR, which signs sessions: in the backup, sessions survive a restore
 * on a new machine. One set through AUTH_SECRET is the operator's to keep, and stays out.
 */
export function generatedAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): string | undefined {
  if (config.AUTH_SECRET) return undefined;
  const file = authSecretFile(config.DATA_DIR);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * Everything one backup holds: the rows of one snapshot, then the local photos, listed after it.
 *
 * Listing the photos after the snapshot is what makes the two agree: a photo is stored before any row
 * names it (the upload comes first, then the product that uses its URL), and stored photos are never
 * changed or deleted, so every photo a row of the snapshot names is already on disk when the folder is
 * listed. A photo uploaded during the backup may come along unnamed by any row, which does no harm.
 */
export async function backupContents(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>,
  onTable?: (table: string, rows: number) => void,
): Promise<ArchiveContents> {
  const snapshot = await takeSnapshot(database, onTable);
  return { snapshot, photos: await listLocalPhotos(photosRoot(config.DATA_DIR)), authSecret: generatedAuthSecret(config) };
}
