/**
 * The web app manifest, served as /manifest.webmanifest: what a phone shows after "Add to Home
 * Screen". Built from the shared texts by vite.config.ts rather than kept as a file in public/, so
 * the name is written once.
 */
import { LAYOUT_TEXTS } from './texts/navigation.ts';

/** The daisyUI theme "market" of styles.css: its primary for the browser's bars, base-100 behind the splash screen. */
export const THEME_COLOR = '#1d4ed8';
export const BACKGROUND_COLOR = '#ffffff';

export const webManifest = {
  id: '/',
  name: LAYOUT_TEXTS.brand,
  short_name: LAYOUT_TEXTS.brand,
  description: LAYOUT_TEXTS.footerTagline,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
} as const;
