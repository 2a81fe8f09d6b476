/**
 * npm run bench: the public reads under load. Two sets:
 *
 * - reads (the default): the category listing, the adverts and the categories against 100,000 products.
 * - search (npm run bench:search, or npm run bench -- search): GET /api/products at 10,000 and 1,000,000
 *   listings (scripts/bench-search.ts).
 *
 * Each builds the app on a fresh temporary PGlite DATA_DIR (or a fresh database on the DATABASE_URL server,
 * dropped afterwards), bulk-seeds it, then runs autocannon against each route and against a route of the
 * same server that answers fixed JSON of the size of a page (the baseline).
 *
 * The server listens in this process; autocannon runs in a child process (scripts/bench-load.ts), so
 * that the load generator does not share the server's event loop and the ratios measure the server.
 *
 *   BENCH_PRODUCTS=100000 (reads)  BENCH_SEARCH_SIZES=10000,1000000 (search)
 *   BENCH_DURATION=10 (seconds per route)  BENCH_CONNECTIONS=10  BENCH_ROUNDS=3
 *   READ_CACHE_MS=0 measures the listings without the in-memory cache of public listings.
 */
import { sql } from 'drizzle-orm';
import { BRANDS } from '#shared/constants.ts';
import { setBaselinePayload } from '#server/bench-baseline.ts';
import {
  type BenchApp,
  CONNECTIONS,
  count,
  DURATION,
  exitAfter,
  measure,
  ROUNDS,
  seedBenchSellers,
  step,
  withFreshApp,
} from './bench-harness.ts';
import { benchSearch } from './bench-search.ts';

const PRODUCTS = count('BENCH_PRODUCTS', 100_000);
const SELLERS = 5;

async function benchReads(): Promise<void> {
  const cache: Record<string, string> = process.env.READ_CACHE_MS ? { READ_CACHE_MS: process.env.READ_CACHE_MS } : {};
  await withFreshApp('market-bench', cache, async ({ app, config, engine, listen }) => {
    const seeded = await step(seed(app.ctx.db));
    console.log(`${engine}: ${PRODUCTS.toLocaleString('en')} products seeded in ${seeded.toFixed(1)} s`);

    const { load, address } = await listen();
    const listing = await step(fetch(`${address}/api/itemName/01`));
    const body = await listing.text();
    if (!listing.ok) throw new Error(`GET /api/itemName/01 answered ${listing.status}`);
    setBaselinePayload(body);
    console.log(
      `category listing: ${(JSON.parse(body) as unknown[]).length} items, ${(body.length / 1024).toFixed(1)} kB; ` +
        `${CONNECTIONS} connections, ${DURATION} s per route in ${ROUNDS} rounds; listing cache ${config.READ_CACHE_MS ? `${config.READ_CACHE_MS} ms` : 'off'}\n`,
    );

    const routes = ['/api/bench/baseline', '/api/itemName/01', '/api/advertise', '/api/itemCategory'];
    const figures = await measure(load, address, routes);
    const baseline = figures[0]!.rps;
    console.table(
      figures.map((f) => ({
        route: `GET ${f.route}`,
        'req/s': Math.round(f.rps),
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'vs baseline': (f.rps / baseline).toFixed(2),
      })),
    );
    const ratio = figures[1]!.rps / baseline;
    console.log(`\nCategory listing at ${ratio.toFixed(2)} of the baseline (target ≥ 0.25): ${ratio >= 0.25 ? 'met' : 'MISSED'}`);
  });
}

/** Sellers, then every product in one INSERT … SELECT over generate_series; 1 in 10 sold, 1 in 500 advertised. */
async function seed(db: BenchApp['ctx']['db']): Promise<number> {
  const started = performance.now();
  await seedBenchSellers(db, SELLERS, 2);
  const brands = sql.raw(`array[${BRANDS.map((b) => `'${b}'`).join(', ')}]`);
  await db.execute(sql`
    insert into products (name, category_id, price, resell_price, phone, location, detail, date, use, image, images,
                          seller, email, seller_id, status, created_at)
    select (${brands})[(g % 9) + 1],
           lpad(((g % 9) + 1)::text, 2, '0'),
           40000 + (g * 7919) % 160000,
           20000 + (g * 7919) % 80000,
           '0171' || lpad((g % 1000000)::text, 7, '0'),
           (array['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi'])[(g % 5) + 1],
           'Core i5, 8 GB RAM, 512 GB SSD, battery holds 4 hours, item ' || g,
           'Posted ' || (g % 30) || ' days ago',
           ((g % 4) + 1) || ' years',
           '/images/bench/' || (g % 50) || '-card.webp',
           jsonb_build_array('/images/bench/' || (g % 50) || '-card.webp'),
           'Bench Seller ' || ((g % ${SELLERS}) + 1),
           'seller' || ((g % ${SELLERS}) + 1) || '@bench.example',
           'bench-seller-' || ((g % ${SELLERS}) + 1),
           case when g % 10 = 0 then 'sold' else 'available' end,
           now() - g * interval '1 minute'
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`
    insert into advertisements (product_id, image, name, price, detail, use, location, phone, email, seller_id, created_at)
    select id, image, name, resell_price, detail, use, location, phone, email, seller_id, created_at
    from products where status = 'available' and (price % 500) = 0 order by created_at desc limit ${Math.max(1, Math.floor(PRODUCTS / 500))}`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

const set = process.argv[2] ?? 'reads';
if (set !== 'reads' && set !== 'search') exitAfter(new Error(`npm run bench: no set "${set}" (reads or search)`));
(set === 'search' ? benchSearch() : benchReads()).catch(exitAfter);
