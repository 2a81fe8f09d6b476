import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

/** Where Debian and Ubuntu put Chromium; CHROMIUM_PATH wins when set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

export function isDebianLike(): boolean {
  if (!existsSync('/etc/os-release')) return false;
  return /^(ID|ID_LIKE)=.*\bdebian\b/m.test(readFileSync('/etc/os-release', 'utf8'));
}

/** The flags every journey's browser runs with: headless, no sandbox (root in CI), nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
