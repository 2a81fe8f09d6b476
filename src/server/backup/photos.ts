import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES_URL_PREFIX } from '../images/store/local.ts';
import type { ImageStore } from '../images/store/store.ts';
import { PHOTO_KEY_PATTERN } from './manifest.ts';

export interface LocalPhoto {
  /** The store key, `ab/ab12…-card.webp`. */
  key: string;
  file: string;
  size: number;
}

/**
 * The photos the local store has written under root, by key. Files of other names (a `.partial` an
 * upload is still writing, anything put there by hand) are not photos of the store and are left out.
 */
export async function listLocalPhotos(root: string): Promise<LocalPhoto[]> {
  if (!existsSync(root)) return [];
  const photos: LocalPhoto[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    if (PHOTO_KEY_PATTERN.test(key)) photos.push({ key, file, size: (await stat(file)).size });
  }
  return photos.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Puts a photo of a backup into the store a restore writes to, and answers its URL there when it
 * differs from the local one (a bucket's), for the rows that name it to be rewritten. On local disk a
 * photo already there is kept: a key is the hash of the photo, so the same key is the same photo (a
 * move to PostgreSQL that keeps photos on disk finds every photo in place).
 */
export async function placePhoto(store: ImageStore & { root?: string }, key: string, body: Buffer): Promise<string | undefined> {
  if (store.kind === 'local' && store.root && existsSync(path.join(store.root, key))) return undefined;
  const url = await store.put(key, body, 'image/webp');
  return url === `${IMAGES_URL_PREFIX}${key}` ? undefined : url;
}

/**
 * A row with every local photo URL that moved (`/images/<key>` → the bucket's URL) replaced, wherever it
 * is: `image` columns, the `images` array, a user's photo, and any column added later. Only a whole
 * string equal to a moved URL changes, so text that merely mentions one stays as written.
 */
export function rewritePhotoUrls(value: unknown, moved: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return moved.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => rewritePhotoUrls(v, moved));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewritePhotoUrls(v, moved)]));
  }
  return value;
}
