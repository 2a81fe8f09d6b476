/**
 * Vitest's global set-up for every suite that starts the server as a process: the tests run what
 * users run, `dist/server/main.js` (and `dist/server/market-data.js`), so the build is brought up to
 * date once per test run, before any test, never per test. Without the build tools and without a
 * build, ensureBuild ends the run with a sentence saying so.
 */
import { ensureBuild } from '../../scripts/build-state.mjs';

export default function setup(): void {
  ensureBuild((line) => console.log(`[tests] ${line}`));
}
