import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalImageStore } from './local.ts';
import { s3PublicBase } from './s3-public-url.ts';
import type { ImageStore } from './store.ts';

/** The folder local photos live in: DATA_DIR/images, or a fresh temporary folder for an in-memory app. */
export function localImagesRoot(config: Config): string {
  if (config.DATA_DIR === 'memory://') return mkdtempSync(path.join(os.tmpdir(), 'market-images-'));
  // Made now, so the static file server has its root from the first request on.
  const root = path.resolve(config.DATA_DIR, 'images');
  mkdirSync(root, { recursive: true });
  return root;
}

const s3Options = (config: Config) => ({
  bucket: config.S3_BUCKET!,
  region: config.S3_REGION,
  endpoint: config.S3_ENDPOINT,
  accessKeyId: config.S3_ACCESS_KEY_ID,
  secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  publicUrl: config.S3_PUBLIC_URL,
});

/** The configured store; the AWS SDK is loaded only for S3, so a local start does not pay for it. */
export async function createImageStore(config: Config): Promise<ImageStore & { root?: string }> {
  switch (config.IMAGE_STORE) {
    case 'local':
      return createLocalImageStore(localImagesRoot(config));
    case 's3': {
      const { createS3ImageStore } = await import('./s3.ts');
      // config.ts refuses IMAGE_STORE=s3 without S3_BUCKET.
      return createS3ImageStore(s3Options(config));
    }
  }
}

/** Origins other than our own that photos may come from (for the CSP). */
export function imageOrigins(config: Config): string[] {
  if (config.IMAGE_STORE !== 's3') return config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  return [new URL(s3PublicBase(s3Options(config))).origin];
}
