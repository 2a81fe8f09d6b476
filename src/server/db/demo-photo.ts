import sharp from 'sharp';

const PALETTE: Record<string, [string, string]> = {
  Hp: ['#0b4f9c', '#6fb3ff'],
  Asus: ['#1f2933', '#8da2b5'],
  Lenovo: ['#8b0000', '#ff7a7a'],
  MSI: ['#3a0c0c', '#e53935'],
  Acer: ['#0f5132', '#7bd8a5'],
  Apple: ['#3d3d3d', '#d9d9d9'],
  Dell: ['#00447c', '#79c4ff'],
  Microsoft: ['#3b3b98', '#a29bfe'],
  Avita: ['#6b3fa0', '#f5a3ff'],
};

/**
 * A PNG picture of a laptop in the brand's colours, so demo products have real photos. Each of the five
 * views turns the laptop and lights it from another side, as a seller's several photos of one machine would.
 */
export async function demoPhoto(brand: string, view: number): Promise<Buffer> {
  const [dark, light] = PALETTE[brand] ?? ['#333333', '#cccccc'];
  const tilt = (view % 5) * 6 - 12;
  const lightFrom = view % 2 === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="bg" ${lightFrom}><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <g transform="rotate(${tilt} 600 450)">
    <rect x="270" y="170" width="660" height="430" rx="24" fill="#1f2937"/>
    <rect x="295" y="195" width="610" height="380" rx="10" fill="url(#screen)"/>
    <text x="600" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff" text-anchor="middle">${brand}</text>
    <path d="M190 610 H1010 L1070 680 Q1072 700 1050 700 H150 Q128 700 130 680 Z" fill="#9ca3af"/>
    <rect x="520" y="640" width="160" height="22" rx="8" fill="#6b7280"/>
  </g>
</svg>`;
  // Uncompressed: it is decoded again at once by the upload pipeline, so squeezing it only costs time.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
