/**
 * npm run bench:search: GET /api/products at each size of BENCH_SEARCH_SIZES (default 10,000 and 1,000,000
 * listings), on PGlite, or on a scratch database of the DATABASE_URL server (created and dropped here).
 *
 * For each size: a fresh database with the marketplace of scripts/bench-search-seed.ts, then the routes below
 * and the fixed-JSON baseline (a page of the same size) under load, with the read cache off; then each search's
 * EXPLAIN ANALYZE, run BENCH_EXPLAIN_RUNS times (default 5) for the database's own time. At the end a table
 * compares the sizes: a route's cost is the baseline's requests per second over its own, so a busy moment of
 * the machine, which slows both, cancels out, and "1M / 10k" is the cost at the largest size over the cost at
 * the smallest (the goal: at most 1.5). BENCH_PLANS=1 prints every plan at the largest size.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, searchQuery } from '#shared/schemas/search.ts';
import { setBaselinePayload } from '#server/bench-baseline.ts';
import { productSearch } from '#server/products/search.ts';
import { trustedSellers } from '#server/reviews/standing.ts';
import { searchCursors } from '#server/products/search-cursor.ts';
import { CONNECTIONS, count, DURATION, measure, median, ROUNDS, type RouteFigures, step, withFreshApp } from './bench-harness.ts';
import { seedSearchMarketplace } from './bench-search-seed.ts';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,1000000').split(',').map((size) => {
  const value = Number(size);
  if (!Number.isInteger(value) || value < 1000) throw new Error('BENCH_SEARCH_SIZES: whole numbers of at least 1000, comma-separated');
  return value;
});
const EXPLAIN_RUNS = count('BENCH_EXPLAIN_RUNS', 5);
/** The page a deep page is: the 1,000th, or the last full one when there are fewer. */
const DEEP_PAGE = 1_000;

/**
 * The searches measured, by label; `deep` and `product` are completed once the database is seeded. The Bangla
 * ones go through the dictionary ("লেনোভো" is also "lenovo"; "র্যাম" and "জিবি" are also "ram" and "gb") and
 * the reading of text: the listings write "র‍্যাম" with a zero-width joiner and "১৬" in Bangla digits.
 */
const SEARCHES = {
  'q=thinkpad': 'q=thinkpad',
  'category=03&ram=16&sort=price_asc': 'category=03&ram=16&sort=price_asc',
  'district=Dhaka&maxPrice=50000': 'district=Dhaka&maxPrice=50000',
  'q=লেনোভো': `q=${encodeURIComponent('লেনোভো')}`,
  'q=র্যাম ১৬ জিবি&maxPrice=৬০০০০': `q=${encodeURIComponent('র্যাম ১৬ জিবি')}&maxPrice=${encodeURIComponent('৬০০০০')}`,
  // Trusted sellers (reviews/standing.ts): one seller in twenty; with a word, one listing in 180.
  'trusted=1': 'trusted=1',
  'q=thinkpad&trusted=1': 'q=thinkpad&trusted=1',
} as const;

interface SizeResult {
  size: number;
  deepPage: number;
  figures: RouteFigures[];
  /** Median database milliseconds of each search (the sum of its statements' execution times). */
  databaseMs: Map<string, number>;
  plans: Map<string, string[]>;
}

export async function benchSearch(): Promise<void> {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await benchSize(size, engine));
  report(results, engine);
}

async function benchSize(size: number, engine: string): Promise<SizeResult> {
  // The limit per address out of the way: every request of the load comes from one address, and what is
  // measured is what a search costs (npm run bench:abuse -- search measures the limit).
  return withFreshApp('market-bench-search', { READ_CACHE_MS: '0', SEARCH_RATE_LIMIT: '1000000' }, async ({ app, listen }) => {
    const { db } = app.ctx;
    const seeded = await step(seedSearchMarketplace(db, size));
    const [counts] = (
      (await db.execute<{ onSale: number }>(
        sql`select count(*)::int as "onSale" from products where status = 'available' and removed_at is null`,
      )) as { rows: { onSale: number }[] }
    ).rows;
    const onSale = counts!.onSale;
    console.log(
      `${engine}: ${size.toLocaleString('en')} listings (${onSale.toLocaleString('en')} on sale) seeded in ${seeded.toFixed(1)} s`,
    );

    // The deep page's cursor, made by the same code as the server's: after the last product of the page before.
    const deepPage = Math.min(DEEP_PAGE, Math.floor(onSale / SEARCH_PAGE_SIZE));
    const [before] = (
      (await db.execute<{ key: string; id: string }>(sql`
        select (extract(epoch from created_at) * 1000000)::bigint::text as "key", id from products
        where status = 'available' and removed_at is null
        order by created_at desc, id desc offset ${(deepPage - 1) * SEARCH_PAGE_SIZE - 1} limit 1`)) as {
        rows: { key: string; id: string }[];
      }
    ).rows;
    const cursor = searchCursors(app.ctx.secret).encode({ match: 'none', key: Number(before!.key), id: before!.id }, searchQuery.parse({}));
    const [middle] = (
      (await db.execute<{ id: string }>(sql`
        select id from products where status = 'available' order by created_at desc offset ${Math.floor(onSale / 2)} limit 1`)) as {
        rows: { id: string }[];
      }
    ).rows;
    const searches: Record<string, string> = { ...SEARCHES, [`cursor of page ${deepPage}`]: `cursor=${encodeURIComponent(cursor)}` };
    const routes = [
      '/api/bench/baseline',
      ...Object.values(searches).map((query) => `/api/products?${query}`),
      `/api/products/${middle!.id}`,
    ];

    // Every route answers a full page before it is measured; the baseline answers a page of the same size.
    for (const route of routes.slice(1)) {
      const res = await app.inject({ method: 'GET', url: route });
      if (res.statusCode !== 200) throw new Error(`GET ${route} answered ${res.statusCode}: ${res.body}`);
      if (route.includes('?') && res.json<{ items: unknown[] }>().items.length !== SEARCH_PAGE_SIZE)
        throw new Error(`GET ${route}: not a full page`);
    }
    const page = (await app.inject({ method: 'GET', url: `/api/products?${SEARCHES['q=thinkpad']}` })).body;
    setBaselinePayload(page);

    // As the route reads them, but for each run afresh: the database's time of a search includes finding the trusted sellers.
    let trustedMs = 0;
    const context = {
      now: Date.now,
      trustedSellers: async (now: Date) => {
        const started = performance.now();
        const ids = await trustedSellers(db, now);
        trustedMs = performance.now() - started;
        return ids;
      },
    };
    const databaseMs = new Map<string, number>();
    const plans = new Map<string, string[]>();
    for (const [label, query] of Object.entries(searches)) {
      const times: number[] = [];
      for (let run = 0; run < EXPLAIN_RUNS; run++) {
        const read: string[] = [];
        trustedMs = 0;
        await step(
          productSearch(db, searchCursors(app.ctx.secret), engine === 'PostgreSQL' ? 'postgres' : 'pglite', context, (plan) =>
            read.push(plan),
          )(searchQuery.parse(Object.fromEntries(new URLSearchParams(query)))),
        );
        times.push(read.reduce((sum, plan) => sum + Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), 0) + trustedMs);
        plans.set(label, read);
      }
      databaseMs.set(label, median(times));
    }
    const productPlan = (
      (await db.execute<{ 'QUERY PLAN': string }>(sql`
        explain (analyze, buffers) select p.*, u.status is not null as verified, u.name, u.created_at
        from products p join "user" u on u.id = p.seller_id where p.id = ${middle!.id} and p.removed_at is null limit 1`)) as {
        rows: { 'QUERY PLAN': string }[];
      }
    ).rows.map((line) => line['QUERY PLAN']);
    plans.set('GET /api/products/:id', [productPlan.join('\n')]);

    const { load, address } = await listen();
    console.log(
      `  page of ${SEARCH_PAGE_SIZE}: ${(page.length / 1024).toFixed(1)} kB; ${CONNECTIONS} connections, ${DURATION} s per route in ${ROUNDS} rounds`,
    );
    const figures = await measure(load, address, routes);
    const labels = ['fixed JSON baseline', ...Object.keys(searches), 'GET /api/products/:id'];
    figures.forEach((figure, i) => (figure.route = labels[i]!));
    return { size, deepPage, figures, databaseMs, plans };
  });
}

function report(results: SizeResult[], engine: string): void {
  const first = results[0]!;
  const last = results.at(-1)!;
  const short = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
  // The deep page is a different page at each size; it is compared as "the deep page".
  const key = (label: string) => (label.startsWith('cursor of page') ? 'deep page by cursor' : label);
  const costs = results.map((result) => {
    const baseline = result.figures[0]!.rps;
    return new Map(result.figures.map((f) => [key(f.route), { ...f, cost: baseline / f.rps }]));
  });
  console.log(
    `\nGET /api/products on ${engine}, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds (cost: baseline req/s over the route's)`,
  );
  console.table(
    [...costs[0]!.keys()].map((route) => {
      const row: Record<string, string | number> = { route };
      results.forEach((result, i) => {
        const f = costs[i]!.get(route)!;
        const label = short(result.size);
        row[`${label} req/s`] = Math.round(f.rps);
        row[`${label} p50/p99 ms`] = `${f.p50} / ${f.p99}`;
        row[`${label} cost`] = f.cost.toFixed(2);
        const db = [...result.databaseMs].find(([label]) => key(label) === route)?.[1];
        if (db !== undefined) row[`${label} db ms`] = db.toFixed(2);
      });
      if (results.length > 1) {
        const ratio = costs.at(-1)!.get(route)!.cost / costs[0]!.get(route)!.cost;
        row[`${short(last.size)} / ${short(first.size)}`] = ratio.toFixed(2);
      }
      return row;
    }),
  );
  console.log(`deep page: page ${results.map((r) => `${r.deepPage} at ${short(r.size)}`).join(', page ')}`);
  for (const result of [last]) {
    for (const [route, f] of costs.at(-1)!) {
      if (route === 'fixed JSON baseline') continue;
      const ratio = results.length > 1 ? f.cost / costs[0]!.get(route)!.cost : 1;
      const goals = [
        `p99 ${f.p99} ms ${f.p99 <= 50 ? '≤' : '>'} 50`,
        results.length > 1 ? `${short(result.size)}/${short(first.size)} ${ratio.toFixed(2)} ${ratio <= 1.5 ? '≤' : '>'} 1.5` : '',
      ];
      const met = f.p99 <= 50 && ratio <= 1.5;
      console.log(`${met ? 'met   ' : 'MISSED'} ${route}: ${goals.filter(Boolean).join(', ')}`);
    }
  }
  if (process.env.BENCH_PLANS) {
    for (const [label, plans] of last.plans) {
      console.log(`\n--- ${label} at ${short(last.size)} ---`);
      for (const plan of plans) console.log(`${plan}\n`);
    }
  }
}
