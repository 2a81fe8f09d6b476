import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageForm } from '../test-multipart.ts';
import { encoded, jpegWithGps } from '../test-fixtures.ts';
import { as, buildTestApp, signUp, type TestApp } from '../../testing/fixtures.ts';
import { createS3ImageStore, IMMUTABLE_CACHE, s3PublicBase } from './s3.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => s3?.close());

const storeOptions = () => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

describe('S3 image store', () => {
  it('puts the object over HTTP, signed, path-style, with its type and an immutable cache header', async () => {
    const store = createS3ImageStore(storeOptions());
    expect(store.kind).toBe('s3');
    const body = Buffer.from('webp bytes');
    const url = await store.put('ab/abcdef-card.webp', body, 'image/webp');

    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/ab/abcdef-card.webp`);
    const put = s3.requests.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: `/${s3.bucket}/ab/abcdef-card.webp` });
    expect(put.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/us-east-1/s3/aws4_request`));
    expect(s3.objects.get('ab/abcdef-card.webp')).toEqual({ body, contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE });

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
  });

  it('answers with the public URL when one is configured', async () => {
    const store = createS3ImageStore({ ...storeOptions(), publicUrl: 'https://cdn.example.com/photos/' });
    expect(await store.put('cd/cdef-large.webp', Buffer.from('x'), 'image/webp')).toBe('https://cdn.example.com/photos/cd/cdef-large.webp');
  });

  it('uses the bucket’s AWS address when there is no custom endpoint', () => {
    expect(s3PublicBase({ bucket: 'photos', region: 'ap-south-1' })).toBe('https://photos.s3.ap-south-1.amazonaws.com');
  });

  it('fails when the server refuses the signature (a wrong secret)', async () => {
    const store = createS3ImageStore({ ...storeOptions(), secretAccessKey: 'not-the-secret' });
    await expect(store.put('ef/ef-card.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/signature/i);
    expect(s3.objects.has('ef/ef-card.webp')).toBe(false);
  });
});

describe('POST /api/images with IMAGE_STORE=s3', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      IMAGE_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
  });
  afterAll(async () => app?.close());

  it('stores both sizes in the bucket and answers with their URLs', async () => {
    const seller = await signUp(app, { option: 'Seller Account' });
    const form = imageForm(await jpegWithGps(1000, 750));
    const res = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, ...as(seller) },
    });
    expect(res.statusCode).toBe(200);
    const { url, largeUrl } = (res.json() as { data: { url: string; largeUrl: string } }).data;
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/[0-9a-f]{2}/[0-9a-f]{32}-card\\.webp$`));
    expect(largeUrl).toMatch(/-large\.webp$/);

    // Upright by its EXIF orientation: 750 × 1000, and 480 × 640 for the card.
    for (const [address, width, height] of [
      [url, 480, 640],
      [largeUrl, 750, 1000],
    ] as const) {
      const got = await fetch(address);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      expect(got.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
    }
    // Nothing is served from the app itself: there is no local /images/ folder in this mode.
    expect(
      (await app.inject({ method: 'GET', url: new URL(url).pathname.replace(`/${s3.bucket}`, '/images') })).headers['content-type'],
    ).not.toBe('image/webp');
  });

  it('lets the browser load photos from the bucket (CSP img-src)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemCategory' });
    expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`img-src[^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
  });

  it('answers 503, not 500, when the bucket cannot be reached', async () => {
    const down = await startS3StandIn();
    await down.close(); // nothing listens on its port any more
    const offline = await buildTestApp({
      IMAGE_STORE: 's3',
      S3_BUCKET: down.bucket,
      S3_ENDPOINT: down.endpoint,
      S3_ACCESS_KEY_ID: down.accessKeyId,
      S3_SECRET_ACCESS_KEY: down.secretAccessKey,
    });
    try {
      const seller = await signUp(offline, { option: 'Seller Account' });
      const form = imageForm(await encoded('png', 40, 40));
      const res = await offline.inject({
        method: 'POST',
        url: '/api/images',
        payload: form.payload,
        headers: { ...form.headers, ...as(seller) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: 'image-store-unavailable' });
    } finally {
      await offline.close();
    }
  });
});
