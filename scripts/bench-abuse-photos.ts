/**
 * The photos part of npm run bench:abuse (scripts/bench-abuse.ts): SELLERS sellers (default 8; any account
 * can become one) each upload a costly photo, again as soon as answered, for the window. Two photos:
 *
 * - a flat AVIF of 6,300 × 6,300 pixels (39.7 megapixels, under the 40 MP limit) in under a kilobyte, the
 *   outside security test's photo, about a second of decoding and 700 MB of memory each when it was let in;
 * - an AVIF of 4,000 × 3,250 (the most a HEIC or AVIF may have) with a patch of noise, so that its file is
 *   large enough to be believed: the costliest photo a seller can have decoded.
 *
 * The upload limit per seller is raised for the bench: what is measured is the decoder, not the limit.
 */
import sharp from 'sharp';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { MarketApi, type Account } from '../tests/e2e/support/api.ts';
import type { AbusePart, AbuseTarget } from './bench-abuse.ts';
import { count } from './bench-harness.ts';

const SELLERS = count('BENCH_ABUSE_SELLERS', 8);
const SIDE = 6300;
const BELIEVABLE = { width: 4000, height: 3250 };
const NOISE_SIDE = 320;

let api: MarketApi;
let sellers: Account[] = [];

/** A flat red AVIF; with `noisy`, a square of random pixels in its corner. */
async function avif(width: number, height: number, noisy: boolean): Promise<Buffer> {
  const flat = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 20, b: 20 } } });
  if (!noisy) return flat.avif({ quality: 1, effort: 0 }).toBuffer();
  const noise = Buffer.alloc(NOISE_SIDE * NOISE_SIDE * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
  return flat
    .composite([{ input: noise, raw: { width: NOISE_SIDE, height: NOISE_SIDE, channels: 3 }, left: 0, top: 0 }])
    .avif({ quality: 60, effort: 0 })
    .toBuffer();
}

async function upload(server: ServerProcess, seller: Account, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/avif' }), 'photo.avif');
  try {
    const res = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { cookie: seller.cookie, origin: server.url },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json()) as { error?: string };
    return `${res.status}${body.error ? ` ${body.error}` : ''}`;
  } catch {
    return 'no answer';
  }
}

/** Every seller uploads `photo`, again as soon as answered, for the window; how the uploads were answered. */
async function uploads({ server, windowMs }: AbuseTarget, photo: Buffer): Promise<string> {
  const until = performance.now() + windowMs;
  const counts = new Map<string, number>();
  await Promise.all(
    sellers.map(async (seller) => {
      while (performance.now() < until) {
        const answer = await upload(server, seller, photo);
        counts.set(answer, (counts.get(answer) ?? 0) + 1);
      }
    }),
  );
  const kB = (photo.length / 1024).toFixed(1);
  return `${kB} kB each: ${[...counts].map(([answer, n]) => `${n} × ${answer}`).join(', ')}`;
}

const photos: { tiny?: Buffer; believable?: Buffer } = {};

export const photosPart: AbusePart = {
  env: { IMAGE_RATE_LIMIT: '1000000' },
  async prepare() {
    [photos.tiny, photos.believable] = await Promise.all([avif(SIDE, SIDE, false), avif(BELIEVABLE.width, BELIEVABLE.height, true)]);
    console.log(
      `photos: ${SIDE} × ${SIDE} AVIF of ${photos.tiny.length} bytes; ` +
        `${BELIEVABLE.width} × ${BELIEVABLE.height} AVIF of ${photos.believable.length} bytes`,
    );
  },
  async setup(server) {
    api = new MarketApi(server.url);
    sellers = await Promise.all(Array.from({ length: SELLERS }, () => api.signUp('Seller Account')));
  },
  attacks: {
    [`${SELLERS} sellers: flat 40 MP AVIFs under 1 kB`]: (target) => uploads(target, photos.tiny!),
    [`${SELLERS} sellers: 13 MP AVIFs with noise, decoded in full`]: (target) => uploads(target, photos.believable!),
  },
};
