/** Where processed photos are kept: local disk by default, an S3-compatible bucket in production. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under key (e.g. `ab/abcd…-card.webp`) and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
}
