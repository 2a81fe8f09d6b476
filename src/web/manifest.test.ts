import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { BACKGROUND_COLOR, THEME_COLOR, webManifest } from '#shared/manifest.ts';
import { LAYOUT_TEXTS } from '#shared/texts/navigation.ts';

/** What "Add to Home Screen" and the browser tab get: the manifest, the icons it lists, index.html's links. */
const web = path.dirname(fileURLToPath(import.meta.url));
const pub = path.join(web, 'public');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

function themeColor(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(read('styles.css'))?.[1];
  if (!value) throw new Error(`styles.css has no --color-${name}`);
  return value.toLowerCase();
}

describe('web app manifest', () => {
  test('installs as Market, opening / on its own window', () => {
    expect(webManifest).toMatchObject({
      name: 'Market',
      short_name: LAYOUT_TEXTS.brand,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  test("its colours are the daisyUI theme's primary and base-100", () => {
    expect(webManifest.theme_color).toBe(themeColor('primary'));
    expect(webManifest.background_color).toBe(themeColor('base-100'));
    expect(THEME_COLOR).toBe(themeColor('primary'));
    expect(BACKGROUND_COLOR).toBe(themeColor('base-100'));
  });

  test('lists PNG icons of 192 and 512 pixels and a maskable one, each of the size it claims', async () => {
    const pngs = webManifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const meta = await sharp(path.join(pub, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format, icon.src).toBe('png');
      // A launcher crops a maskable icon to its own shape: transparent corners would show through.
      if (icon.purpose === 'maskable') expect(meta.hasAlpha, icon.src).toBe(false);
    }
    for (const icon of webManifest.icons) expect(existsSync(path.join(pub, icon.src)), icon.src).toBe(true);
  });
});

describe('icons', () => {
  test('the SVG mark is drawn in the primary colour', () => {
    expect(readFileSync(path.join(pub, 'icon.svg'), 'utf8')).toMatch(new RegExp(`<rect id="background"[^>]*fill="${THEME_COLOR}"`, 'i'));
  });

  test('the apple-touch-icon is 180 × 180 and opaque (iOS would fill transparency with black)', async () => {
    const meta = await sharp(path.join(pub, 'apple-touch-icon.png')).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 180, 180, false]);
  });

  test('favicon.ico holds 16, 32 and 48 pixel images, each a PNG of that size', async () => {
    const ico = readFileSync(path.join(pub, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt8(entry) || 256;
      const data = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const meta = await sharp(data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe('index.html', () => {
  const html = read('index.html');
  const linked = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((m) => m[1]!);

  test('links the favicon, the SVG icon, the apple-touch-icon and the manifest', () => {
    expect(linked('icon')).toEqual(['/favicon.ico', '/icon.svg']);
    expect(linked('apple-touch-icon')).toEqual(['/apple-touch-icon.png']);
    expect(linked('manifest')).toEqual(['/manifest.webmanifest']);
    for (const file of [...linked('icon'), ...linked('apple-touch-icon')]) expect(existsSync(path.join(pub, file)), file).toBe(true);
  });

  test('sets the theme colour of the manifest', () => {
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });
});
