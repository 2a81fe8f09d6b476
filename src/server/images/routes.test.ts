import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopHeicDecoder } from './heic.ts';
import { decodeGate } from './pipeline.ts';
import { imageForm, multipartBody } from './test-multipart.ts';
import { encoded, flatPhoto, heic, isRed, jpegWithGps, pixel, pngBomb, SVG_WITH_SCRIPT } from './test-fixtures.ts';
import { as, buildTestApp, signUp, type TestApp, type TestUser } from '../testing/fixtures.ts';

let app: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  seller = await signUp(app, { option: 'Seller Account' });
  buyer = await signUp(app, { option: 'Buyers Account' });
});
afterAll(async () => {
  await app?.close();
  await stopHeicDecoder();
});

type Upload = { success: boolean; data?: { url: string; largeUrl: string }; error?: string; message?: string };

async function upload(form: { payload: Buffer; headers: Record<string, string> }, user: TestUser | null = seller) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: form.payload,
    headers: { ...form.headers, ...as(user) },
  });
  return { status: res.statusCode, body: res.json() as Upload };
}

const withSeller = (form: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: form.payload,
  headers: { ...form.headers, ...as(seller) },
});

/** Every file the local store holds, relative to its root. */
async function storedFiles(): Promise<string[]> {
  const root = app.ctx.images.root!;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

async function fetchImage(url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

describe('POST /api/images', () => {
  const formats = [
    ['JPEG', () => encoded('jpeg'), 'photo.jpg', 'image/jpeg'],
    ['PNG', () => encoded('png'), 'photo.png', 'image/png'],
    ['WebP', () => encoded('webp'), 'photo.webp', 'image/webp'],
    ['AVIF', () => encoded('avif'), 'photo.avif', 'image/avif'],
    ['HEIC', async () => heic(), 'IMG_0001.HEIC', 'image/heic'],
  ] as const;

  it.each(formats)('takes a %s photo and answers with the card and large WebP URLs', async (_name, make, filename, type) => {
    const { status, body } = await upload(imageForm(await make(), filename, type));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { url, largeUrl } = body.data!;
    expect(url).toMatch(/^\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/);
    expect(largeUrl).toMatch(/^\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-large\.webp$/);

    const card = await fetchImage(url);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const large = await fetchImage(largeUrl);
    expect(large.headers['content-type']).toBe('image/webp');
    const [cardMeta, largeMeta] = await Promise.all([sharp(card.body).metadata(), sharp(large.body).metadata()]);
    expect(cardMeta.format).toBe('webp');
    expect(largeMeta.format).toBe('webp');
    expect(Math.max(cardMeta.width, cardMeta.height)).toBeLessThanOrEqual(640);
    expect(Math.max(largeMeta.width, largeMeta.height)).toBeLessThanOrEqual(1600);
  });

  it('stores the two sizes of a big photo: 640 and 1600 pixels wide', async () => {
    const { body } = await upload(imageForm(await encoded('jpeg', 2400, 1800)));
    expect((await sharp((await fetchImage(body.data!.url)).body).metadata()).width).toBe(640);
    expect((await sharp((await fetchImage(body.data!.largeUrl)).body).metadata()).width).toBe(1600);
  });

  it('stores files without EXIF or GPS, turned upright', async () => {
    const { status, body } = await upload(imageForm(await jpegWithGps(800, 600)));
    expect(status).toBe(200);
    for (const url of [body.data!.url, body.data!.largeUrl]) {
      const file = (await fetchImage(url)).body;
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width); // orientation 6: the landscape picture stands up
      expect(file.includes(Buffer.from('TestCam'))).toBe(false);
      expect(isRed(await pixel(file, Math.floor(meta.width / 2), 2))).toBe(true);
    }
  });

  it('decides by content, not by the name or declared type: a PNG called .txt is a photo', async () => {
    const { status } = await upload(imageForm(await encoded('png', 50, 50), 'notes.txt', 'text/plain'));
    expect(status).toBe(200);
  });

  it.each([
    ['a text file renamed .jpg', Buffer.from('Dear buyer, this laptop is great.\n'), 'laptop.jpg', 'image/jpeg'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'logo.png', 'image/png'],
    ['an SVG declared as SVG', SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif'],
    [
      'random bytes behind a JPEG header',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1]), Buffer.alloc(4000, 0x5a)]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415', async (_name, data, filename, type) => {
    const before = await storedFiles();
    const { status, body } = await upload(imageForm(data, filename, type));
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, error: 'image-unsupported', message: expect.stringContaining('not a supported photo') });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 0-byte file with 400', async () => {
    const { status, body } = await upload(imageForm(Buffer.alloc(0)));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: 'image-empty' });
  });

  it('refuses an 11 MB file with 413', async () => {
    const data = Buffer.concat([await encoded('jpeg', 100, 100), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const { status, body } = await upload(imageForm(data));
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, error: 'image-too-large', message: 'The photo is larger than 10 MB.' });
  });

  it('refuses an 11 MB file even when the request does not declare its length', async () => {
    const form = imageForm(Buffer.alloc(11 * 1024 * 1024, 1));
    const { 'content-length': _omitted, ...headers } = form.headers;
    const { status, body } = await upload({ payload: form.payload, headers });
    expect(status).toBe(413);
    expect(body.error).toBe('image-too-large');
  });

  it('refuses a 20,000 × 20,000 image (a decompression bomb) with 413', async () => {
    const { status, body } = await upload(imageForm(await pngBomb(20_000, 20_000), 'bomb.png', 'image/png'));
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, error: 'image-too-many-pixels' });
  });

  it('refuses a tiny photo declaring 40 megapixels with 422, and stores nothing', async () => {
    const before = await storedFiles();
    const { status, body } = await upload(imageForm(await flatPhoto('webp'), 'photo.webp', 'image/webp'));
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      error: 'image-implausible',
      message: 'This photo says it is far larger than its file can hold. Please upload the original photo.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 503 image-busy with Retry-After when the decoders and their line are full', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = [decodeGate.run(() => held, Infinity), ...Array.from({ length: 16 }, () => decodeGate.run(() => held))];
    const res = await app
      .inject({ method: 'POST', url: '/api/images', ...withSeller(imageForm(await encoded('png', 20, 20))) })
      .finally(release);
    await Promise.all(holders);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ success: false, error: 'image-busy' });
  });

  it('refuses a request with no file with 400', async () => {
    const noFile = await upload(multipartBody([{ name: 'title', data: 'my laptop' }]));
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ success: false, error: 'image-missing' });

    const wrongField = await upload(
      multipartBody([{ name: 'photo', filename: 'a.png', contentType: 'image/png', data: await encoded('png', 10, 10) }]),
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('image-missing');

    const json = await app.inject({ method: 'POST', url: '/api/images', payload: { image: 'x' }, headers: as(seller) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, error: 'image-missing' });
  });

  it('refuses two files with 400 and stores neither', async () => {
    const before = await storedFiles();
    const png = await encoded('png', 30, 30);
    const jpeg = await encoded('jpeg', 40, 40);
    for (const second of ['image', 'other']) {
      const { status, body } = await upload(
        multipartBody([
          { name: 'image', filename: 'a.png', contentType: 'image/png', data: png },
          { name: second, filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
        ]),
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: 'image-too-many', message: 'Please upload one photo at a time.' });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const form = imageForm(await encoded('png', 20, 20));
    const cut = form.payload.subarray(0, form.payload.length - 40);
    const { status, body } = await upload({ payload: cut, headers: { 'content-type': form.headers['content-type']! } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('is for sellers only: a buyer gets 403, an anonymous caller 401', async () => {
    const png = await encoded('png', 20, 20);
    const asBuyer = await upload(imageForm(png), buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toMatchObject({ success: false, error: 'forbidden' });
    const anonymous = await upload(imageForm(png), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: 'unauthorized' });
  });

  it('stores the same photo once', async () => {
    const png = await encoded('png', 77, 77);
    const first = await upload(imageForm(png));
    const second = await upload(imageForm(png));
    expect(second.body.data).toEqual(first.body.data);
  });

  it('serves nothing outside the images folder', async () => {
    for (const url of [
      '/images/../../../../etc/passwd',
      '/images/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/images/..%2f..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.headers['content-type']).not.toBe('image/webp');
    }
  });
});

describe('POST /api/images rate limit', () => {
  const UPLOADS = 5;
  let limited: TestApp;
  afterAll(async () => limited?.close());

  it(`answers 429 after IMAGE_RATE_LIMIT (${UPLOADS}) uploads a minute by one seller, and not to another seller`, async () => {
    limited = await buildTestApp({ IMAGE_RATE_LIMIT: String(UPLOADS) });
    const busy = await signUp(limited, { option: 'Seller Account' });
    const other = await signUp(limited, { option: 'Seller Account' });
    const form = multipartBody([{ name: 'note', data: 'no file' }]);
    const send = (user: TestUser) =>
      limited.inject({ method: 'POST', url: '/api/images', payload: form.payload, headers: { ...form.headers, ...as(user) } });
    for (let i = 0; i < UPLOADS; i++) expect((await send(busy)).statusCode).toBe(400);
    const refused = await send(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'too-many-requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(other)).statusCode).toBe(400);
  });
});
