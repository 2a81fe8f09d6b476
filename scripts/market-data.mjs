// npm run backup, restore and move-to-postgres (src/server/backup/cli.ts). Plain JavaScript, like
// start.mjs, so that it runs where only production dependencies are installed: there it runs the
// compiled commands of `npm run build` (dist/server/market-data.js); where the development tools are
// installed, the sources themselves, which are never older than a build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BUILT = 'dist/server/market-data.js';
const SOURCE = 'src/server/backup/cli.ts';

if (existsSync('node_modules/tsx') && existsSync(SOURCE)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.resolve(SOURCE)).href);
} else if (existsSync(BUILT)) {
  await import(pathToFileURL(path.resolve(BUILT)).href);
} else {
  console.error('There is no build, and the build tools are not installed. Run `npm ci && npm run build` first.');
  process.exit(1);
}
