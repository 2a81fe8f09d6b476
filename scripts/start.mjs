// npm start: runs the compiled server, building first when the build is missing or older than the
// sources. Plain JavaScript, so that it runs where only production dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STAMP = 'dist/build-stamp';
const SERVER = 'dist/server/main.js';
/** What the build is made from; tests are not part of it. */
const SOURCES = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.ts'];
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

const built = existsSync(STAMP) && existsSync(SERVER) ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestChange));
if (built < changed) {
  if (existsSync('node_modules/vite')) {
    console.log(built ? 'The sources changed since the last build: building again.' : 'No build yet: building.');
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (!built) {
    console.error('There is no build, and the build tools are not installed. Run `npm ci && npm run build` first.');
    process.exit(1);
  } else {
    console.warn('The sources are newer than the build, but the build tools are not installed: starting the build as it is.');
  }
}
// MARKET_BUILD_ONLY=1: bring the build up to date and stop (npm run bench:start uses it).
if (!process.env.MARKET_BUILD_ONLY) await import(pathToFileURL(path.resolve(SERVER)).href);
