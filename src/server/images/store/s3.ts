import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3PublicBase, type S3Location } from './s3-public-url.ts';
import { keyAfter, type ImageStore } from './store.ts';

export interface S3StoreOptions extends S3Location {
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Stored photos never change (the key is their hash), so browsers and CDNs may keep them a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export { s3PublicBase };

/** Photos in an S3-compatible bucket: several app processes share them, none keeps them on disk. */
export function createS3ImageStore(options: S3StoreOptions): ImageStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default (CRC32 trailers) on PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const base = s3PublicBase(options);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return `${base}/${key}`;
    },
    issued: (url) => keyAfter(url, `${base}/`) !== null,
    keyOf: (url) => keyAfter(url, `${base}/`),
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (err) {
        // No such object: S3 answers a HEAD with 404 and no body, which the SDK names NotFound.
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw err;
      }
    },
  };
}
