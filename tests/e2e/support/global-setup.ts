/**
 * Runs once before the journeys: finds Chromium (installing Debian's package when it is missing and
 * we may), checks the client is built, and hands the browser path to every test file.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_CANDIDATES, findChromium, isDebianLike } from './chromium.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
    /** An empty, migrated data directory that each journey's fresh one starts as a copy of. */
    dataTemplate: string;
  }
}

function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file. Point it at a Chromium or Chrome binary, or unset it.`,
    );
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && isDebianLike()) {
    console.log('[e2e] Chromium not found; installing Debian package "chromium" (apt-get)…');
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      `The end-to-end tests need Chromium, which was not found at ${CHROMIUM_CANDIDATES.join(' or ')}.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu)',
      'or point CHROMIUM_PATH at any Chromium or Chrome binary. (`npx playwright install` is not used: playwright-core drives the system browser.)',
    ].join('\n'),
  );
}

/**
 * Bangla pages are drawn with the phone's own Bengali font (Android ships Noto Sans Bengali; Market sends
 * none): a machine without one shows boxes in the screenshots. Debian's Noto fonts are installed as
 * Chromium is, when missing and allowed.
 */
function ensureBengaliFont(): void {
  const has = () => {
    try {
      return execSync('fc-list :lang=bn family', { encoding: 'utf8' }).trim() !== '';
    } catch {
      return false;
    }
  };
  if (has()) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !isDebianLike()) {
    console.warn('[e2e] No Bengali font: Bangla screenshots will show boxes. Install one with: sudo apt-get install -y fonts-noto-core');
    return;
  }
  console.log('[e2e] No Bengali font; installing Debian package "fonts-noto-core" (apt-get)…');
  execSync('apt-get install -y fonts-noto-core || (apt-get update && apt-get install -y fonts-noto-core)', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Starts the real server once on an empty data directory and stops it: the database is created and
 * migrated, the categories exist. The per-run auth secret is removed so each journey makes its own.
 */
async function makeDataTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-e2e-template-'));
  const server = await startServer({ dataDir: dir, logFile: path.resolve('test-results', 'template-server.log') });
  await server.stop();
  rmSync(path.join(dir, 'auth-secret'), { force: true });
  return dir;
}

export default async function setup(project: TestProject): Promise<() => void> {
  for (const built of ['dist/client/index.html', 'dist/server/main.js']) {
    if (!existsSync(path.resolve(process.env.E2E_CLIENT_ROOT ?? '.', built))) {
      throw new Error(`The app is not built (${built} is missing). Run \`npm run test:e2e\`, which builds first, or \`npm run build\`.`);
    }
  }
  mkdirSync('test-results', { recursive: true });
  project.provide('chromiumPath', ensureChromium());
  ensureBengaliFont();
  const template = await makeDataTemplate();
  project.provide('dataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
