/**
 * npm run bench:cluster: listing and search throughput of two instances against one, on PostgreSQL with
 * BENCH_PRODUCTS listings (default 1,000,000) and Redis, as docs/performance.md ("Several instances") reports.
 *
 * A scratch database on the DATABASE_URL server (default postgres://postgres@127.0.0.1:5432/postgres) gets the
 * marketplace of scripts/bench-search-seed.ts; two server processes start on it with REDIS_URL (default
 * redis://127.0.0.1:6379). The load generator (its own process) then takes turns, round by round, between
 * sending every connection to one instance and spreading them over both, so a busy moment of the machine
 * lands on both set-ups alike. The listing is served as in production (read cache on); searches are never cached.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoriesRepository } from '#server/categories/repository.ts';
import { openDatabase } from '#server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { CONNECTIONS, count, DURATION, exitAfter, LoadGenerator, measureTargets, ROUNDS, step } from './bench-harness.ts';
import { seedSearchMarketplace } from './bench-search-seed.ts';

const PRODUCTS = count('BENCH_PRODUCTS', 1_000_000);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUTES = ['/api/itemName/01', '/api/products?q=thinkpad', '/api/products?category=03&ram=16&sort=price_asc'];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-bench-cluster-'));
  let scratch: ScratchDatabase | undefined;
  const instances: ServerProcess[] = [];
  let load: LoadGenerator | undefined;
  try {
    scratch = await step(createScratchDatabase(POSTGRES_URL, 'market_bench_cluster'));
    const database = await step(openDatabase({ url: scratch.url, dataDir: 'memory://' }));
    try {
      await categoriesRepository(database.db).ensureAll();
      const seeded = await step(seedSearchMarketplace(database.db, PRODUCTS));
      console.log(`PostgreSQL: ${PRODUCTS.toLocaleString('en')} listings seeded in ${seeded.toFixed(1)} s`);
    } finally {
      await database.close();
    }
    for (let i = 0; i < 2; i++) {
      instances.push(
        await startServerProcess({
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          REDIS_URL,
          AUTH_SECRET: 'bench-cluster-secret-of-at-least-32-characters',
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        }),
      );
    }
    await step(Promise.all(instances.map((instance) => instance.ready())));
    load = new LoadGenerator();
    await step(load.ready);
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    console.log(`2 instances; ${CONNECTIONS} connections, ${DURATION} s per route and set-up in ${ROUNDS} rounds\n`);
    const targets = ROUTES.flatMap((route) => [
      { label: `1 instance ${route}`, urls: [a + route] },
      { label: `2 instances ${route}`, urls: [a + route, b + route] },
    ]);
    const figures = await measureTargets(load, targets);
    console.table(
      ROUTES.map((route, i) => {
        const one = figures[2 * i]!;
        const two = figures[2 * i + 1]!;
        return {
          route: `GET ${route}`,
          '1 instance req/s (p50/p99 ms)': `${Math.round(one.rps)} (${one.p50} / ${one.p99})`,
          '2 instances req/s (p50/p99 ms)': `${Math.round(two.rps)} (${two.p50} / ${two.p99})`,
          '2 vs 1': (two.rps / one.rps).toFixed(2),
        };
      }),
    );
    console.log(`(${os.cpus().length} cores for both instances, PostgreSQL, Redis and the load generator)`);
  } finally {
    await load?.stop();
    for (const instance of instances) instance.kill();
    await Promise.all(instances.map((instance) => instance.exited));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(exitAfter);
