import { IMAGE_KEY_PATTERN } from '#shared/schemas/common.ts';
import { badRequest, HttpError } from '../../http-error.ts';

/** Where processed photos are kept: local disk by default, an S3-compatible bucket in production. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under key (e.g. `ab/abcd…-card.webp`) and returns the public URL. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** Whether url is one this store issues (its own base, then a photo key): any other URL is refused. */
  issued: (url: string) => boolean;
  /** The photo key of a URL this store issues; null for any other URL. */
  keyOf: (url: string) => string | null;
  /** Whether the store holds a photo under key: one was uploaded there. Throws when the store cannot say. */
  has: (key: string) => Promise<boolean>;
}

/** The photo key after base in url, when url is base and a photo key and nothing else: no other host, no `..`, no query. */
export function keyAfter(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

/**
 * Refuses photos a listing or a profile may not name: 400 `image-not-ours` for a URL this store did not
 * issue, 400 `image-not-uploaded` for one of the right shape whose photo the store does not hold (it
 * would show as a broken image on every page), 503 `image-store-unavailable` when the store cannot say.
 */
export async function assertStoredPhotos(store: ImageStore, urls: readonly string[]): Promise<void> {
  const keys = urls.map((url) => store.keyOf(url));
  if (keys.some((key) => key === null)) throw badRequest('image-not-ours');
  let held: boolean[];
  try {
    held = await Promise.all(keys.map((key) => store.has(key!)));
  } catch (err) {
    throw Object.assign(new HttpError(503, 'image-store-unavailable'), { cause: err });
  }
  if (held.includes(false)) throw badRequest('image-not-uploaded');
}
