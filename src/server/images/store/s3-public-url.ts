/** Where a bucket is and where its objects are read; kept apart from s3.ts, which loads the AWS SDK. */
export interface S3Location {
  bucket: string;
  region: string;
  /** A custom S3-compatible endpoint (MinIO, R2, Spaces…); addressed path-style. Unset: AWS S3. */
  endpoint?: string;
  /** Where the stored objects are read from (a CDN or the bucket's public URL). */
  publicUrl?: string;
}

/** The URL a stored key is read at: the configured public URL, else the bucket's own. */
export function s3PublicBase(options: S3Location): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}
