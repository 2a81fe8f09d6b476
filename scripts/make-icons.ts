/**
 * Makes the app's icons from src/web/public/icon.svg: the favicon (.ico), the PNGs the web app
 * manifest lists (192, 512 and a maskable 512) and the apple-touch-icon. Run it after changing the
 * SVG (`npm run icons`) and commit what it writes; the build only copies src/web/public.
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const pub = path.resolve('src/web/public');
const svg = await readFile(path.join(pub, 'icon.svg'), 'utf8');

const background = /<rect id="background"[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
const mark = /<g id="mark">[\s\S]*?<\/g>/.exec(svg)?.[0];
if (!background || !mark) throw new Error('icon.svg needs <rect id="background" fill="#rrggbb"> and <g id="mark">');

// Launchers crop maskable icons to any shape inside the middle 80 % circle, and iOS rounds the
// apple-touch-icon itself (a transparent corner would turn black): both get a square background
// to the edge, with the mark shrunk into that circle.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/><g transform="translate(256 256) scale(0.74) translate(-256 -256)">${mark}</g></svg>`;

/** The SVG rasterised straight at `size` (not scaled down from a large PNG), so small sizes stay sharp. */
function png(source: string, size: number, { opaque = false } = {}): Promise<Buffer> {
  const image = sharp(Buffer.from(source), { density: (72 * size) / 512 }).resize(size, size);
  return (opaque ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico holding PNG images, which every current browser reads. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const outputs: [string, Promise<Buffer>][] = [
  ['icon-192.png', png(svg, 192)],
  ['icon-512.png', png(svg, 512)],
  ['icon-maskable-512.png', png(fullBleed, 512, { opaque: true })],
  ['apple-touch-icon.png', png(fullBleed, 180, { opaque: true })],
  ['favicon.ico', Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) }))).then(ico)],
];
for (const [name, data] of outputs) {
  writeFileSync(path.join(pub, name), await data);
  console.log(`wrote src/web/public/${name}`);
}
