/**
 * Compiles the server into plain JavaScript (dist/server/main.js), so that production runs no
 * TypeScript loader. Packages stay in node_modules; Market's own code (server and shared) is
 * bundled. The files the server reads beside itself at run time are copied next to the bundle.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { dumpEmptyDatabase, EMPTY_DATABASE_FILE } from '../src/server/db/client.ts';

const out = 'dist/server';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir: out,
  entryNames: '[name]',
  // The adapters a configuration does not use (Stripe, S3) go in chunks of their own, loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// db/client.ts reads migrations/ beside itself and images/heic.ts starts heic-worker.mjs beside itself
// (import.meta.url): that holds only for code in main.js, not in chunks/.
for (const chunk of readdirSync(`${out}/chunks`).filter((f) => f.endsWith('.js'))) {
  if (readFileSync(`${out}/chunks/${chunk}`, 'utf8').includes('import.meta.url')) {
    throw new Error(
      `${chunk} reads files beside itself (import.meta.url), but it lives in chunks/: keep that code out of lazily loaded modules`,
    );
  }
}
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
cpSync('src/server/images/heic-worker.mjs', `${out}/heic-worker.mjs`);
writeFileSync(`${out}/${EMPTY_DATABASE_FILE}`, Buffer.from(await (await dumpEmptyDatabase()).arrayBuffer()));
// Written last: start.mjs takes the build as complete and current only when this is newer than the sources.
writeFileSync('dist/build-stamp', `${new Date().toISOString()}\n`);
console.log(`Server: ${out}/main.js`);
