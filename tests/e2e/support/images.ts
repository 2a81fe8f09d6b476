import sharp from 'sharp';

/**
 * A real PNG photo made with sharp: a coloured card with a label, so screenshots show which item is which.
 * `owner` marks whose photo it is with a few corner pixels of its own (a seller's id): two sellers never
 * photograph the same laptop, and Market holds a photo another seller listed for an admin (product §4,
 * "Moderation"), so each seller's photos differ in content while looking alike.
 */
export async function makePng(label = 'Laptop', color = { r: 40, g: 90, b: 160 }, owner = ''): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const text = label.replace(/[<>&"']/g, '');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect x="120" y="110" width="560" height="340" rx="24" fill="#1f2937"/>
      <rect x="150" y="140" width="500" height="280" rx="8" fill="#e5e7eb"/>
      <rect x="60" y="450" width="680" height="40" rx="12" fill="#374151"/>
      <text x="400" y="300" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#111827">${text}</text>
    </svg>`,
  );
  const marks = [...owner].slice(0, 16).map((c, i) => ({
    input: {
      create: { width: 1, height: 1, channels: 3 as const, background: { r: c.charCodeAt(0), g: i * 13, b: 255 - c.charCodeAt(0) } },
    },
    left: i,
    top: height - 1,
  }));
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: svg }, ...marks])
    .png()
    .toBuffer();
}

/** A PNG of random pixels, which does not compress: about width × height × 3 bytes. */
export async function makeNoisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
