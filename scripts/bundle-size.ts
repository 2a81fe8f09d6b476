/**
 * Prints the gzip size of the JavaScript the home route loads: the entry chunk, its static imports,
 * and the home page's lazy chunk with its own imports. Target: at most 150 KB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/client');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/client/index.html');

const seen = new Set<string>();
function walk(file: string, lazyName?: RegExp): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports of other chunks are loaded with this one.
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) walk(path.join('assets', m[1]!));
  if (lazyName) {
    for (const m of code.matchAll(/import\(["']\.\/([\w.-]+\.js)["']\)/g)) if (lazyName.test(m[1]!)) walk(path.join('assets', m[1]!));
  }
}
walk(entry, /^HomePage-/);
let total = 0;
for (const file of seen) total += gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (total / 1024).toFixed(1);
console.log(`Home route JavaScript: ${seen.size} files, ${kb} KB gzip (target ≤ 150 KB)`);
