import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '#shared/constants.ts';
import type { ImageStore } from './store/store.ts';
import { createGate } from '../gate.ts';
import { HttpError } from '../http-error.ts';
import { decodeHeic } from './heic.ts';

/** Longest side of each stored size: the card image every list shows, and the large one opened on demand. */
export const IMAGE_SIZES = { card: 640, large: 1600 } as const;
const WEBP_QUALITY = 80;

// libvips keeps recent operations and their pixels for reuse; photos are each decoded once, so that cache
// would only hold memory the decode budget below does not count.
sharp.cache(false);
/** A bound on one photo's decoding and resizing, in case a crafted file makes libvips crawl. */
const PROCESS_SECONDS = 30;

type Family = 'jpeg' | 'png' | 'webp' | 'heif';

/**
 * The container the first bytes announce. Only these reach a decoder at all, so the SVG, TIFF, GIF
 * and other parsers that libvips carries are never exposed to uploads, whatever the file is called.
 */
export function sniffFamily(input: Buffer): Family | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.length >= 12 && input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: HEIC and AVIF both start with an `ftyp` box; sharp tells the codec apart.
  if (input.length >= 12 && input.toString('latin1', 4, 8) === 'ftyp') return 'heif';
  return null;
}

/**
 * Bytes a decode may hold for each pixel of the photo, measured (docs/decisions/018):
 * libheif decodes a HEIC or AVIF whole, at up to 19 bytes a pixel; JPEG, PNG and WebP are read in strips
 * (a JPEG at the reduced size straight away), under 2.
 */
const BYTES_PER_PIXEL = { heif: 20, other: 2 } as const;

/**
 * Photos decode while what they may hold fits in this much memory, in the order they came, 16 more waiting
 * (503 `image-busy` past that): a few sellers uploading at once cannot take the server's memory. A HEIC or
 * AVIF photo of the most pixels allowed fills it alone; about six of 40 megapixels in JPEG fit together.
 */
const DECODE_MEMORY = LIMITS.heifPixels * BYTES_PER_PIXEL.heif;
export const decodeGate = createGate({ capacity: DECODE_MEMORY, waiting: 16, busy: 'image-busy' });

/**
 * Above this many pixels a photo must bring at least a byte per MAX_PIXELS_PER_BYTE of them. A camera's
 * or a phone's photo brings far more (a JPEG about one byte per 10 pixels; a flat screenshot in WebP one
 * per 500); a file of a few hundred bytes declaring 40 megapixels is made only to be costly to decode.
 * Small pictures are cheap whatever they declare, so flat ones (a logo, a plain card) stay welcome.
 */
const PLAUSIBLE_FREE_PIXELS = 4_000_000;
const MAX_PIXELS_PER_BYTE = 2000;

const unsupported = () => new HttpError(415, 'image-unsupported');
const tooManyPixels = () => new HttpError(413, 'image-too-many-pixels');

/** The photo's header, once its size is allowed: nothing is decoded yet. */
async function readHeader(input: Buffer, family: Family): Promise<{ pixels: number; hevc: boolean }> {
  let meta: sharp.Metadata;
  try {
    // Reads the header only (so no pixel limit yet); the pixel count is checked before anything is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (meta.format !== family || !meta.width || !meta.height) throw unsupported();
  const hevc = family === 'heif' && meta.compression === 'hevc';
  const avif = family === 'heif' && meta.compression === 'av1';
  if (family === 'heif' && !hevc && !avif) throw unsupported();
  const pixels = meta.width * meta.height;
  if (pixels > LIMITS.imagePixels) throw tooManyPixels();
  if (family === 'heif' && pixels > LIMITS.heifPixels) throw new HttpError(413, 'image-heif-too-many-pixels');
  if (pixels > PLAUSIBLE_FREE_PIXELS && pixels / input.length > MAX_PIXELS_PER_BYTE) throw new HttpError(422, 'image-implausible');
  return { pixels, hevc };
}

/** Upright pixels at the large size, in 8-bit sRGB, with nothing of the original file but its pixels. */
async function decodeToLarge(input: Buffer, hevc: boolean): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  let source: sharp.Sharp;
  if (hevc) {
    const heic = await decodeHeic(input, LIMITS.heifPixels);
    if (!heic.ok) throw heic.reason === 'too-many-pixels' ? new HttpError(413, 'image-heif-too-many-pixels') : unsupported();
    source = sharp(heic.rgba, { raw: { width: heic.width, height: heic.height, channels: 4 } });
  } else {
    source = sharp(input, { limitInputPixels: LIMITS.imagePixels, failOn: 'error' }).rotate();
  }
  try {
    return await source
      .timeout({ seconds: PROCESS_SECONDS })
      .resize({ width: IMAGE_SIZES.large, height: IMAGE_SIZES.large, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    throw unsupported();
  }
}

/**
 * Decodes whatever arrived, whatever its name or declared type says, and re-encodes it as WebP at
 * two sizes, turned upright by its EXIF orientation. The WebP files are made from raw pixels, so no
 * metadata of the upload (EXIF, GPS, XMP, ICC, comments) can reach them.
 */
export async function processImage(input: Buffer): Promise<{ card: Buffer; large: Buffer }> {
  if (input.length === 0) throw new HttpError(400, 'image-empty');
  const family = sniffFamily(input);
  if (!family) throw unsupported();
  const { pixels, hevc } = await readHeader(input, family);
  const weight = pixels * BYTES_PER_PIXEL[family === 'heif' ? 'heif' : 'other'];
  return decodeGate.run(async () => {
    const { data, info } = await decodeToLarge(input, hevc);
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const encode = (width: number) =>
      sharp(data, { raw })
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    const [card, large] = await Promise.all([encode(IMAGE_SIZES.card), encode(IMAGE_SIZES.large)]);
    return { card, large };
  }, weight);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Processes and stores a photo; the key is the content's hash, so the same photo is stored once. Answers its
 * URLs, the key they share without the size (`photo`), and the content hashes of the upload and of both files
 * stored from it (`hashes`): how the photo is recognised when it comes again (images/repository.ts).
 */
export async function saveImage(
  store: ImageStore,
  input: Buffer,
): Promise<{ url: string; largeUrl: string; photo: string; hashes: string[] }> {
  const { card, large } = await processImage(input);
  const largeHash = sha256(large);
  const hash = largeHash.slice(0, 32);
  const base = `${hash.slice(0, 2)}/${hash}`;
  const hashes = [...new Set([sha256(input), sha256(card), largeHash])];
  try {
    const [url, largeUrl] = await Promise.all([
      store.put(`${base}-card.webp`, card, 'image/webp'),
      store.put(`${base}-large.webp`, large, 'image/webp'),
    ]);
    return { url, largeUrl, photo: base, hashes };
  } catch (err) {
    // The route logs the cause; the client learns only that storage is down.
    throw Object.assign(new HttpError(503, 'image-store-unavailable'), { cause: err });
  }
}
