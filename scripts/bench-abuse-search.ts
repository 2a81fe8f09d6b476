/**
 * The search part of npm run bench:abuse (scripts/bench-abuse.ts): one client sends the costliest search it
 * can construct ten times a second, without waiting for the answers, at BENCH_ABUSE_LISTINGS listings
 * (default 1,000,000).
 *
 * The marketplace is made by scripts/bench-search-seed.ts before the server starts. Once it answers, each
 * candidate below is timed alone (median of 3, after one to warm up) and the costliest is the one sent: the searches the outside security test used, and the shapes the search's bounds were made
 * against (short words, common words met together, filters met together, no match at all).
 */
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import type { AbusePart, AbuseTarget } from './bench-abuse.ts';
import { count, median } from './bench-harness.ts';
import { seedSearchMarketplace } from './bench-search-seed.ts';

const LISTINGS = count('BENCH_ABUSE_LISTINGS', 1_000_000);
const PER_SECOND = 10;

const CANDIDATES = [
  'q=s%20c%20p%20b%20m%20l%20t%20d&verified=1&limit=100',
  'ram=256&limit=100',
  'q=cor%20int%20ssd%20goo%20bat%20con&limit=100',
  'q=zzqx%20zzqy%20zzqw&verified=1&limit=100',
  'q=thinkpda%20elitbook%20zenbok%20vostroo&limit=100',
  'ram=64&storageType=HDD&condition=Like%20new&verified=1&limit=100',
  'division=Sylhet&ram=32&condition=Fair&verified=1&limit=100',
  'storageType=eMMC&ram=32&minPrice=150000&sort=price_desc&limit=100',
  'q=laptop%20battery%20screen&ram=32&condition=Fair&district=Sylhet&limit=100',
];

let costliest = '';

async function seed(storage: Record<string, string>): Promise<void> {
  const app = await buildApp(loadConfig({ ...storage, LOG_LEVEL: 'silent', SEED_DEMO: '0', PORT: '0' }), { clientDir: '/nonexistent' });
  try {
    const started = performance.now();
    await seedSearchMarketplace(app.ctx.db, LISTINGS);
    console.log(`search: ${LISTINGS.toLocaleString('en')} listings seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app.close();
  }
}

/** Times each candidate alone (median of 3, after one to warm up), and keeps the costliest. */
async function pickCostliest(server: ServerProcess): Promise<void> {
  const timed: { query: string; ms: number; status: number }[] = [];
  for (const query of CANDIDATES) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/products?${query}`);
      await res.arrayBuffer();
      status = res.status;
      if (i > 0) times.push(performance.now() - started);
    }
    timed.push({ query, ms: median(times), status });
  }
  console.table(timed.map((t) => ({ search: decodeURIComponent(t.query), status: t.status, 'alone (ms)': Math.round(t.ms) })));
  costliest = timed.reduce((a, b) => (b.ms > a.ms ? b : a)).query;
  console.log(`search: the costliest, sent ${PER_SECOND} times a second: ${decodeURIComponent(costliest)}`);
}

/** Sends the costliest search PER_SECOND times a second for `ms`, never waiting; how it was answered. */
async function flood({ server }: AbuseTarget, ms: number): Promise<string> {
  const answers: Promise<string>[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    answers.push(
      fetch(`${server.url}/api/products?${costliest}`).then(
        async (res) => {
          const body = (await res.json()) as { error?: string };
          return `${res.status}${body.error ? ` ${body.error}` : ''}`;
        },
        () => 'no answer',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / PER_SECOND));
  }
  const counts = new Map<string, number>();
  for (const answer of await Promise.all(answers)) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return `${answers.length} sent: ${[...counts].map(([answer, n]) => `${n} × ${answer}`).join(', ')}`;
}

export const searchPart: AbusePart = {
  // Its limit per address is not what is measured: an attacker with many addresses gets every search run.
  env: { SEARCH_RATE_LIMIT: '1000000' },
  prepare: seed,
  setup: pickCostliest,
  attacks: {
    [`the costliest search, ${PER_SECOND} a second`]: (target) => flood(target, target.windowMs),
  },
};
