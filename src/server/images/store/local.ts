import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyAfter, type ImageStore } from './store.ts';

export const IMAGES_URL_PREFIX = '/images/';

/** Photos on local disk under DATA_DIR/images, served by the app at /images/… (immutable, a year's cache). */
export function createLocalImageStore(root: string): ImageStore & { root: string } {
  return {
    kind: 'local',
    root,
    async put(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader never gets half a photo under its final name.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
      return `${IMAGES_URL_PREFIX}${key}`;
    },
    issued: (url) => keyAfter(url, IMAGES_URL_PREFIX) !== null,
    keyOf: (url) => keyAfter(url, IMAGES_URL_PREFIX),
    async has(key) {
      try {
        // A key is a hash and a size (IMAGE_KEY_PATTERN): it names a file under root, never outside it.
        return (await stat(path.join(root, key))).isFile();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}
