import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { photoHashes } from '../db/schema.ts';

/*
 * The content hashes of the uploaded photos (`photo_hashes`): for each photo (its store key without the size,
 * `ab/abcd…`), the SHA-256 of the bytes uploaded and of the two WebP files stored from them. A photo uploaded
 * again as it was sent, or as the file Market serves (downloaded from another listing), shares a hash with the
 * first one: the moderation check of reused photos reads them (moderation/checks.ts).
 */

/** The key of a photo without its size: `ab/abcd…-card.webp` is `ab/abcd…`. */
export const photoOfKey = (key: string) => key.replace(/-(card|large)\.webp$/, '');

export function imagesRepository(db: Db) {
  return {
    /** Records a photo's hashes; again changes nothing. */
    async recordHashes(photo: string, hashes: readonly string[]): Promise<void> {
      if (hashes.length === 0) return;
      await db
        .insert(photoHashes)
        .values(hashes.map((hash) => ({ hash, photo })))
        .onConflictDoNothing();
    },
    /** Every hash of these photos; none for a photo uploaded before hashes were kept. */
    async hashesOf(photos: readonly string[]): Promise<string[]> {
      if (photos.length === 0) return [];
      const rows = await db
        .selectDistinct({ hash: photoHashes.hash })
        .from(photoHashes)
        .where(inArray(photoHashes.photo, [...photos]));
      return rows.map((r) => r.hash).sort();
    },
  };
}
