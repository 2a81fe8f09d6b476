// Whether dist/ holds a complete build of the current sources, and how to bring it up to date: one
// rule for `npm start`, `npm run backup | restore | move-to-postgres` and the tests that start the
// built server. Plain JavaScript, so that it runs where only production dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/build-stamp';
export const BUILT_SERVER = 'dist/server/main.js';
/** What the build is made from; tests are not part of it. */
const SOURCES = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.ts', 'scripts/check-server-chunks.ts'];
const isTest = (name) => /\.test\.tsx?$/.test(name) || name === 'testing' || name === 'testdata';

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (!isTest(name)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** 'current', 'stale' (older than the sources) or 'missing'. Run from the project's root. */
export function buildState() {
  if (!existsSync(STAMP) || !existsSync(BUILT_SERVER)) return 'missing';
  return statSync(STAMP).mtimeMs >= Math.max(...SOURCES.map(newestChange)) ? 'current' : 'stale';
}

/**
 * Builds when the build is missing or older than the sources and the build tools are installed. Exits
 * the process with a sentence when there is no build and none can be made; only warns when a stale
 * build must serve as it is. `say` prints what it does (the tests pass their own).
 */
export function ensureBuild(say = console.log) {
  const state = buildState();
  if (state === 'current') return;
  if (existsSync('node_modules/vite')) {
    say(state === 'stale' ? 'The sources changed since the last build: building again.' : 'No build yet: building.');
    // The production build whoever asks: a test runner's NODE_ENV=test would make Vite build for development.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env, shell: process.platform === 'win32' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (state === 'missing') {
    console.error('There is no build, and the build tools are not installed. Run `npm ci && npm run build` first.');
    process.exit(1);
  } else {
    console.warn('The sources are newer than the build, but the build tools are not installed: starting the build as it is.');
  }
}
