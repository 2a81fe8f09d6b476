// npm run backup, restore and move-to-postgres (src/server/backup/cli.ts): the compiled commands of
// `npm run build` (dist/server/market-data.js), built first when the build is missing or older than
// the sources, as `npm start` does. Plain JavaScript, so that it runs where only production
// dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './build-state.mjs';

// Said on stderr: stdout is the command's own answer.
ensureBuild(console.error);
await import(pathToFileURL(path.resolve('dist/server/market-data.js')).href);
