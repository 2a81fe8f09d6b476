/**
 * npm run lighthouse: builds if stale, starts the built server on a fresh data directory (the demo
 * marketplace), and runs Lighthouse's mobile preset (simulated slow 4G, a mid-range phone's CPU) with
 * Debian's Chromium on the public pages. Prints the four scores and FCP, LCP, TBT and CLS per page, each
 * the median of LIGHTHOUSE_RUNS runs (default 3). Slow and noisy by nature, so not part of npm test.
 *
 * The pages are the arguments (`npm run lighthouse -- /search?q=thinkpad`), else LIGHTHOUSE_PAGES
 * (comma-separated), else the defaults below. A fresh marketplace's ids are new each time, so
 * `/product/:id` (and `/bn/product/:id`) stands for the page of the first laptop a search for "thinkpad" finds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEFAULT_PAGES = '/,/itemName/01,/itemName/03,/search?q=thinkpad,/product/:id,/bn,/bn/itemName/03,/bn/search?q=লেনোভো,/bn/product/:id';
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : (process.env.LIGHTHOUSE_PAGES ?? DEFAULT_PAGES).split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not start within a minute`);
}

const build = spawnSync(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, MARKET_BUILD_ONLY: '1' }, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'market-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
try {
  children.push(
    spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await until(async () => (await fetch(`${origin}/api/itemCategory`)).ok, 'the server');
  const productPath = async () => {
    const found = (await (await fetch(`${origin}/api/products?q=thinkpad&limit=1`)).json()) as { items: { _id: string; detail: string }[] };
    const first = found.items[0];
    if (!first) throw new Error('/product/:id: the demo marketplace has no ThinkPad');
    console.log(`/product/:id is /product/${first._id} (${first.detail})`);
    return `/product/${first._id}`;
  };
  const paths = new Map<string, string>();
  for (const page of PAGES) paths.set(page, page.endsWith('/product/:id') ? page.replace('/product/:id', await productPath()) : page);

  const debugPort = await freePort();
  children.push(
    spawn(
      CHROMIUM,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        `--remote-debugging-port=${debugPort}`,
        `--user-data-dir=${path.join(dataDir, 'chromium')}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    ),
  );
  await until(async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok, 'Chromium');

  const rows: string[][] = [];
  const notes = new Set<string>();
  for (const page of PAGES) {
    const scores: Record<string, number[]> = {};
    const metrics: Record<string, number[]> = {};
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${paths.get(page)}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) notes.add(`${page}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
      // What cost points outside performance, so that a score under 100 says why.
      for (const c of CATEGORIES.slice(1))
        for (const ref of categories[c]?.auditRefs ?? [])
          if (ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            notes.add(`${page}: ${c}: ${audits[ref.id]?.title ?? ref.id} ${JSON.stringify(audits[ref.id]?.details ?? {}).slice(0, 600)}`);
      for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((categories[c]?.score ?? 0) * 100));
      for (const [id] of METRICS) (metrics[id] ??= []).push(audits[id]?.numericValue ?? Number.NaN);
    }
    rows.push([
      page,
      ...CATEGORIES.map((c) => String(median(scores[c]!))),
      ...METRICS.map(([id, , unit]) => {
        const value = median(metrics[id]!);
        return unit === 's' ? `${(value / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
      }),
    ]);
  }
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', ...METRICS.map(([, name]) => name)];
  console.log(`Lighthouse mobile preset, medians of ${runs} runs:\n`);
  console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (notes.size > 0) console.log(`\n${[...notes].join('\n')}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
