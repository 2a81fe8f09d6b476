/**
 * Compiles the server into plain JavaScript (dist/server/main.js), so that production runs no
 * TypeScript loader. Market's own code and the pure-JavaScript packages it uses are bundled: a start
 * then reads one file instead of resolving, reading and scanning some 1,500 modules in node_modules,
 * which was a third of a second start (npm run bench:start). The files the server reads beside itself
 * at run time are copied next to the bundle.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { dumpEmptyDatabase, EMPTY_DATABASE_FILE } from '../src/server/db/client.ts';
import { checkLazyChunks, lazyChunks } from './check-server-chunks.ts';

const out = 'dist/server';
const UNBUNDLED = [
  '@electric-sql/pglite',
  'sharp',
  'heic-decode',
  'pg',
  'pg-native',
  'pino',
  'thread-stream',
  'pino-pretty',
  'stripe',
  '@aws-sdk/*',
  // CommonJS, loaded lazily (REDIS_URL): bundled into a chunk of its own, it would export only `default`.
  'ioredis',
];
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const { metafile } = await build({
  entryPoints: ['src/server/main.ts'],
  outdir: out,
  entryNames: '[name]',
  // The adapters a configuration does not use (Stripe, S3) go in chunks of their own, loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Packages that load files of their own at run time (WebAssembly, native addons, worker threads)
  // stay in node_modules, as do the payment and S3 adapters' large SDKs, loaded only when configured.
  external: UNBUNDLED,
  // Bundled CommonJS packages require Node's built-in modules.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
// db/client.ts reads migrations/ beside itself and images/heic.ts starts heic-worker.mjs beside itself
// (import.meta.url): that holds only for Market's code in main.js, not in chunks/. (The bundled
// packages' lazily loaded parts that do so, such as the auth library's unused database dialects, are
// never loaded.)
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (!file.startsWith(`${out}/chunks/`) || !file.endsWith('.js')) continue;
  const ours = Object.keys(output.inputs).filter((input) => input.startsWith('src/'));
  const besideItself = ours.filter((input) => readFileSync(input, 'utf8').includes('import.meta.url'));
  if (besideItself.length > 0) {
    throw new Error(
      `${besideItself.join(', ')} read files beside themselves (import.meta.url), but went to ${file}: keep that code out of lazily loaded modules`,
    );
  }
}
// npm run backup, restore and move-to-postgres (scripts/market-data.mjs): one file of their own, so that
// db/client.ts, which they bundle too, finds migrations/ beside it as main.js's does.
await build({
  entryPoints: ['src/server/backup/cli.ts'],
  outfile: `${out}/market-data.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: UNBUNDLED,
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
cpSync('src/server/images/heic-worker.mjs', `${out}/heic-worker.mjs`);
const broken = checkLazyChunks(lazyChunks(metafile));
if (broken.length > 0) {
  console.error(`The server bundle cannot load what it loads lazily:\n${broken.join('\n')}`);
  process.exit(1);
}
writeFileSync(`${out}/${EMPTY_DATABASE_FILE}`, Buffer.from(await (await dumpEmptyDatabase()).arrayBuffer()));
// Written last: start.mjs takes the build as complete and current only when this is newer than the sources.
writeFileSync('dist/build-stamp', `${new Date().toISOString()}\n`);
console.log(`Server: ${out}/main.js`);
