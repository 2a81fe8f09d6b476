import { IMAGE_KEY_PATTERN } from '#shared/schemas/common.ts';

/** Where processed photos are kept: local disk by default, an S3-compatible bucket in production. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under key (e.g. `ab/abcd…-card.webp`) and returns the public URL. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** Whether url is one this store issues (its own base, then a photo key): any other URL is refused. */
  issued: (url: string) => boolean;
}

/** Whether url is base followed by a photo key and nothing else: no other host, no `..`, no query. */
export function isIssuedUrl(url: string, base: string): boolean {
  return url.startsWith(base) && IMAGE_KEY_PATTERN.test(url.slice(base.length));
}
