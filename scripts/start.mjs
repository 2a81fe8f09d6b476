// npm start: runs the compiled server, building first when the build is missing or older than the
// sources. Plain JavaScript, so that it runs where only production dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_SERVER, ensureBuild } from './build-state.mjs';

ensureBuild();
// MARKET_BUILD_ONLY=1: bring the build up to date and stop (npm run bench:start uses it).
if (!process.env.MARKET_BUILD_ONLY) await import(pathToFileURL(path.resolve(BUILT_SERVER)).href);
