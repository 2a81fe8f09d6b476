import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import { decodeHeic, stopHeicDecoder } from './heic.ts';
import { decodeGate, IMAGE_SIZES, processImage, sniffFamily } from './pipeline.ts';
import { encoded, flatPhoto, heic, isBlue, isRed, jpegWithGps, pixel, pngBomb, SVG_WITH_SCRIPT } from './test-fixtures.ts';

afterAll(stopHeicDecoder);

async function refusal(input: Buffer): Promise<{ status: number; code: string }> {
  try {
    await processImage(input);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, code: err.code };
    throw err;
  }
  throw new Error('the image was accepted');
}

/** What a stored WebP carries besides pixels. */
async function metadataOf(webp: Buffer) {
  const m = await sharp(webp).metadata();
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    exif: m.exif,
    xmp: m.xmp,
    icc: m.icc,
    iptc: m.iptc,
    orientation: m.orientation,
  };
}

describe('processImage', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('re-encodes %s to WebP at the card and large sizes', async (format) => {
    const { card, large } = await processImage(await encoded(format, 2000, 1500));
    expect(await metadataOf(card)).toMatchObject({ format: 'webp', width: IMAGE_SIZES.card, height: 480 });
    expect(await metadataOf(large)).toMatchObject({ format: 'webp', width: IMAGE_SIZES.large, height: 1200 });
  });

  it('never enlarges a small photo', async () => {
    const { card, large } = await processImage(await encoded('png', 300, 200));
    expect(await metadataOf(card)).toMatchObject({ width: 300, height: 200 });
    expect(await metadataOf(large)).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a photo upright by its EXIF orientation and keeps no EXIF, GPS, XMP or ICC', async () => {
    const input = await jpegWithGps(800, 600);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes(Buffer.from('TestCam'))).toBe(true);

    const { card, large } = await processImage(input);
    for (const out of [card, large]) {
      const meta = await metadataOf(out);
      expect(meta).toMatchObject({
        format: 'webp',
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      expect(out.includes(Buffer.from('TestCam'))).toBe(false);
      expect(out.includes(Buffer.from('GPS'))).toBe(false);
    }
    // Orientation 6 turns the picture 90° clockwise: portrait now, its red left half on top.
    expect(await metadataOf(large)).toMatchObject({ width: 600, height: 800 });
    expect(await metadataOf(card)).toMatchObject({ width: 480, height: 640 });
    expect(isRed(await pixel(large, 300, 10))).toBe(true);
    expect(isBlue(await pixel(large, 300, 790))).toBe(true);
  });

  it('decodes a HEIC photo (HEVC) and drops its EXIF and GPS', async () => {
    const input = heic();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta).toMatchObject({ format: 'heif', compression: 'hevc', width: 64, height: 48 });
    expect(inputMeta.exif?.includes(Buffer.from('TestCam'))).toBe(true);

    const { card, large } = await processImage(input);
    for (const out of [card, large]) {
      expect(await metadataOf(out)).toMatchObject({ format: 'webp', width: 64, height: 48, exif: undefined, icc: undefined });
    }
    expect(isRed(await pixel(large, 5, 24))).toBe(true);
    expect(isBlue(await pixel(large, 58, 24))).toBe(true);
  });

  it('decodes several HEIC photos at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => processImage(heic())));
    for (const { large } of results) expect((await metadataOf(large)).width).toBe(64);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    expect(await refusal(bomb)).toEqual({ status: 413, code: 'image-too-many-pixels' });
  });

  it('refuses a file far smaller than the pixels it declares: a 1.6 kB WebP of 6,300 × 6,300', async () => {
    const tiny = await flatPhoto('webp');
    expect(tiny.length).toBeLessThan(2048);
    expect(await refusal(tiny)).toEqual({ status: 422, code: 'image-implausible' });
    // Small pictures are cheap to decode, so a flat one is welcome whatever its ratio.
    const flatCard = await flatPhoto('avif', 1600, 1200);
    expect(flatCard.length * 2000).toBeLessThan(1600 * 1200);
    expect((await metadataOf((await processImage(flatCard)).large)).width).toBe(1600);
  });

  it('refuses a HEIC or AVIF photo above 13 megapixels, which libheif would decode whole, before decoding it', async () => {
    expect(await refusal(await flatPhoto('avif'))).toEqual({ status: 413, code: 'image-heif-too-many-pixels' });
    expect(await refusal(await flatPhoto('avif', 4000, 3300))).toEqual({ status: 413, code: 'image-heif-too-many-pixels' });
    expect(await decodeHeic(heic(), 64 * 48 - 1)).toEqual({ ok: false, reason: 'too-many-pixels' });
  });

  it('decodes within a memory budget, lines up 16 more and answers the next 503 image-busy', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // One decode that takes the whole budget, then 16 that wait their turn.
    const holders = [decodeGate.run(() => held, Infinity), ...Array.from({ length: 16 }, () => decodeGate.run(() => held))];
    const photo = await encoded('jpeg', 40, 30);
    const refused = await refusal(photo).finally(release);
    expect(refused).toEqual({ status: 503, code: 'image-busy' });
    await Promise.all(holders);
    expect((await metadataOf((await processImage(photo)).large)).width).toBe(40);
  });

  it('the HEIC decoder checks the pixel count before decoding', async () => {
    expect(await decodeHeic(heic(), 64 * 48 - 1)).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(await decodeHeic(heic(), 64 * 48)).toMatchObject({ ok: true, width: 64, height: 48 });
    expect(await decodeHeic(Buffer.from('not a heic at all'), 1000)).toEqual({ ok: false, reason: 'undecodable' });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'image-empty'],
    ['text', Buffer.from('hello, this is not a photo'), 415, 'image-unsupported'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 415, 'image-unsupported'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 415, 'image-unsupported'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 415, 'image-unsupported'],
    ['a JPEG header and noise', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 415, 'image-unsupported'],
    [
      'a PNG signature and noise',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]),
      415,
      'image-unsupported',
    ],
    [
      'an ftyp box and noise',
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(500, 3)]),
      415,
      'image-unsupported',
    ],
    [
      'a RIFF WEBP header and noise',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 9)]),
      415,
      'image-unsupported',
    ],
  ])('refuses %s', async (_name, input, status, code) => {
    expect(await refusal(input)).toEqual({ status, code });
  });

  it('refuses a truncated photo or decodes what is there, never failing otherwise', async () => {
    const whole = await encoded('png', 400, 300);
    const result = await processImage(whole.subarray(0, Math.floor(whole.length / 2))).then(
      () => 'accepted',
      (err: unknown) => (err instanceof HttpError ? err.statusCode : 'crashed'),
    );
    expect([415, 'accepted']).toContain(result);
  });
});

describe('sniffFamily', () => {
  it('knows each accepted container by its first bytes, not its name', async () => {
    expect(sniffFamily(await encoded('jpeg', 10, 10))).toBe('jpeg');
    expect(sniffFamily(await encoded('png', 10, 10))).toBe('png');
    expect(sniffFamily(await encoded('webp', 10, 10))).toBe('webp');
    expect(sniffFamily(await encoded('avif', 10, 10))).toBe('heif');
    expect(sniffFamily(heic())).toBe('heif');
    expect(sniffFamily(SVG_WITH_SCRIPT)).toBeNull();
  });
});
