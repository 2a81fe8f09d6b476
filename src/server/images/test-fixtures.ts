/** Photos for the upload tests, made with sharp (and one committed HEIC that sharp cannot write). */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import sharp from 'sharp';

export const RED = { r: 220, g: 30, b: 30 };
export const BLUE = { r: 30, g: 30, b: 220 };

/** A landscape picture, red on its left half and blue on its right, so a rotation shows. */
export async function halves(width: number, height: number): Promise<sharp.Sharp> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = x < width / 2 ? RED : BLUE;
      data.set([c.r, c.g, c.b], (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** A camera-like JPEG: rotated 90° by its EXIF orientation (6), with GPS coordinates, maker and an ICC profile. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return (await halves(width, height))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

export async function encoded(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 800, height = 600): Promise<Buffer> {
  const image = await halves(width, height);
  return image.toFormat(format).toBuffer();
}

/**
 * A 64×48 HEIC (HEVC) photo, red left and blue right, whose EXIF holds GPS coordinates and a maker.
 * Made with libheif's heif-enc (x265) from a sharp JPEG; sharp's prebuilt libvips cannot write HEVC.
 */
export function heic(): Buffer {
  return readFileSync(new URL('./testdata/sample.heic', import.meta.url));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid greyscale PNG of width × height black pixels. 20,000 × 20,000 is
 * 400 megapixels (400 MB decoded) in under 400 kB of file.
 */
export async function pngBomb(width = 20_000, height = 20_000): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rowsPerWrite = 50;
  const rows = Buffer.alloc((1 + width) * rowsPerWrite); // filter byte 0, then zeros, per row
  for (let y = 0; y < height; y += rowsPerWrite) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/users").then(r => r.text()).then(alert)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** The colour of one pixel of an image. */
export async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

export const isRed = (c: { r: number; g: number; b: number }) => c.r > 150 && c.b < 100;
export const isBlue = (c: { r: number; g: number; b: number }) => c.b > 150 && c.r < 100;

/**
 * A picture of one flat colour, a few hundred bytes whatever its size: an AVIF of 6,300 × 6,300 (39.7
 * megapixels, under the 40 MP limit) is about 880 bytes and costs a second of decoding; a lossless WebP
 * of that size about 1.6 kB.
 */
export function flatPhoto(format: 'avif' | 'webp', width = 6300, height = 6300): Promise<Buffer> {
  const flat = sharp({ create: { width, height, channels: 3, background: RED } });
  return (format === 'avif' ? flat.avif({ quality: 1, effort: 0 }) : flat.webp({ lossless: true })).toBuffer();
}
