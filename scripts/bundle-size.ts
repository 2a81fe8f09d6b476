/**
 * The byte budgets of the home route (architecture §9), checked on every build: the gzip size of the
 * JavaScript it loads (the entry chunk, its static imports, the home page's lazy chunk with its own
 * imports, and its language's catalogue), in each language, and of the CSS. Over a budget, the build fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Kilobytes of gzip. The JavaScript's is architecture §9's budget, 105 KB: on Preact (docs/decisions/008) the
 * home route measured 72.5, so the rest is room for features, not for going back to React DOM (67 KB). It was
 * 100 until reviews, alerts, moderation and verified numbers added their words to the one catalogue every page
 * loads (Bangla 95.9 → 102.5); the e-mails' words already stay on the server, and a catalogue split by screen
 * is what brings it back under 100.
 */
export const BUDGETS = { javascript: 105, css: 30 } as const;

const dist = path.resolve('dist/client');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/client/index.html');
const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]!);

function walk(seen: Set<string>, file: string, lazyName?: RegExp): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports of other chunks are loaded with this one.
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) walk(seen, path.join('assets', m[1]!));
  if (lazyName) {
    for (const m of code.matchAll(/import\(["']\.\/([\w.-]+\.js)["']\)/g)) if (lazyName.test(m[1]!)) walk(seen, path.join('assets', m[1]!));
  }
  return seen;
}
// The home page and the catalogue of its language (src/web/i18n/catalogues.ts): `/` loads English's, `/bn` Bangla's.
const LANGUAGES = { English: /^(HomePage|en)-/, Bangla: /^(HomePage|bn)-/ };

const gzipKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file))).length;
  return bytes / 1024;
};
let js = 0;
for (const [language, lazy] of Object.entries(LANGUAGES)) {
  const files = walk(new Set(), entry, lazy);
  if (![...files].some((f) => /\/(en|bn)-/.test(f))) throw new Error(`no ${language} catalogue chunk found from ${entry}`);
  const kb = gzipKb(files);
  js = Math.max(js, kb);
  console.log(`Home route JavaScript in ${language}: ${files.size} files, ${kb.toFixed(1)} KB gzip (budget ${BUDGETS.javascript} KB)`);
}
const css = gzipKb(styles);
console.log(`CSS: ${styles.length} file, ${css.toFixed(1)} KB gzip (budget ${BUDGETS.css} KB)`);
const over = [js > BUDGETS.javascript && 'JavaScript', css > BUDGETS.css && 'CSS'].filter(Boolean);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(' and ')}. Find what grew (a library imported by the home route?) before raising a budget.`);
  process.exit(1);
}
