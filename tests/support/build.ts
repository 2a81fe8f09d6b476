/**
 * Vitest's global set-up for every suite that starts the server as a process: the tests run what
 * users run, `dist/server/main.js` (and `dist/server/market-data.js`), so the build is brought up to
 * date once per test run, before any test, never per test.
 */
import { buildState, ensureBuild } from '../../scripts/build-state.mjs';

export default function setup(): void {
  ensureBuild((line) => console.log(`[tests] ${line}`));
  if (buildState() === 'missing') throw new Error('The server is not built: run `npm run build`.');
}
