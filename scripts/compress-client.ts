/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built client, at the
 * strongest settings: done once per build, so no request pays for compressing a static file
 * (@fastify/static serves them by Accept-Encoding).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSED_AT_BUILD } from '#server/plugins/client.ts';

const dist = path.resolve(process.argv[2] ?? 'dist/client');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSED_AT_BUILD.test(name) && !/\.(br|gz)$/.test(name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = gzipSync(raw, { level: 9 });
  // A tiny file can grow when compressed; then the original is what every browser gets.
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(`Compressed ${count} client files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`);
