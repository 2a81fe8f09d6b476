/**
 * npm run bench: the public reads under load against 100,000 products.
 *
 * Builds the app on a fresh temporary PGlite DATA_DIR (or a fresh database on the DATABASE_URL server),
 * bulk-seeds BENCH_PRODUCTS products (default 100,000) spread over the nine categories and a few sellers,
 * some sold and some advertised, then runs autocannon against each route and against a route of the
 * same server that answers fixed JSON of the size of the category listing (the baseline).
 *
 * The server listens in this process; autocannon runs in a child process (scripts/bench-load.ts), so
 * that the load generator does not share the server's event loop and the ratios measure the server.
 *
 *   BENCH_PRODUCTS=100000  BENCH_DURATION=10 (seconds per route)  BENCH_CONNECTIONS=10  BENCH_ROUNDS=3
 *   READ_CACHE_MS=0 measures the listings without the in-memory cache of public listings.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { BRANDS } from '#shared/constants.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { setBaselinePayload } from '#server/bench-baseline.ts';
import { createScratchDatabase } from '#server/testing/scratch-database.ts';
import type { LoadFigures, LoadReply, LoadRequest } from './bench-load.ts';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const PRODUCTS = count('BENCH_PRODUCTS', 100_000);
const DURATION = count('BENCH_DURATION', 10);
const CONNECTIONS = count('BENCH_CONNECTIONS', 10);
const ROUNDS = count('BENCH_ROUNDS', 3);
const SELLERS = 5;

// Ctrl-C or a kill stops the run where it stands, but the finally below still kills the load
// generator, closes the server, drops the scratch database and removes the data directory. The tsx
// CLI that npm run starts sends the same signal again when this process is slow to acknowledge it, so
// a repeat within a second is ignored; a later one ends the process at once, without the clean-up.
let interrupted: NodeJS.Signals | undefined;
let interruptedAt = 0;
const interruption = new Promise<never>((_, reject) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!interrupted) {
        interrupted = signal;
        interruptedAt = performance.now();
        reject(new Error(`interrupted by ${signal}`));
      } else if (performance.now() - interruptedAt > 1000) {
        process.exit(128 + os.constants.signals[signal]);
      }
    });
  }
});
interruption.catch(() => {});
const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, interruption]);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-bench-'));
  const postgres = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'market_bench') : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(process.env.READ_CACHE_MS ? { READ_CACHE_MS: process.env.READ_CACHE_MS } : {}),
  });
  const app = await buildApp(config, { benchBaseline: true, clientDir: '/nonexistent' });
  let load: LoadGenerator | undefined;
  try {
    const seeded = await step(seed(app.ctx.db));
    console.log(`${postgres ? 'PostgreSQL' : 'PGlite'}: ${PRODUCTS.toLocaleString('en')} products seeded in ${seeded.toFixed(1)} s`);

    // Started after the seeding, so that its start-up does not count in the seeding time.
    load = new LoadGenerator();
    await step(load.ready);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const listing = await step(fetch(`${address}/api/itemName/01`));
    const body = await listing.text();
    if (!listing.ok) throw new Error(`GET /api/itemName/01 answered ${listing.status}`);
    setBaselinePayload(body);
    console.log(
      `category listing: ${(JSON.parse(body) as unknown[]).length} items, ${(body.length / 1024).toFixed(1)} kB; ` +
        `${CONNECTIONS} connections, ${DURATION} s per route in ${ROUNDS} rounds; listing cache ${config.READ_CACHE_MS ? `${config.READ_CACHE_MS} ms` : 'off'}\n`,
    );

    const routes = ['/api/bench/baseline', '/api/itemName/01', '/api/advertise', '/api/itemCategory'];
    // A short warm-up so that the first route measured does not pay for JIT and caches, the load
    // generator's as well as the server's.
    for (const route of routes) await step(load.run(route, { url: address + route, connections: CONNECTIONS, duration: 1 }));
    // The routes take turns in ROUNDS rounds, so that a burst of load from elsewhere on the machine
    // lands on all of them rather than on one; each figure is the median over the rounds.
    const results = new Map<string, LoadFigures[]>(routes.map((r) => [r, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        const duration = Math.max(1, Math.round(DURATION / ROUNDS));
        const result = await step(load.run(route, { url: address + route, connections: CONNECTIONS, duration }));
        if (result.non2xx || result.errors || result.timeouts) {
          throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
        }
        results.get(route)!.push(result);
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const figures = routes.map((route) => {
      const runs = results.get(route)!;
      return {
        route,
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
      };
    });
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
  } finally {
    await load?.stop();
    await app.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * scripts/bench-load.ts in a child process, run through tsx's loader like this one but with nothing
 * of the server imported. Any way it can end before answering (a crash, a kill, no answer in time)
 * fails the run in progress with a message saying so, rather than leaving the bench waiting.
 */
class LoadGenerator {
  /** Settles once the child has loaded autocannon and waits for work; fails if it ends before. */
  readonly ready: Promise<void>;
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private pending: { route: string; resolve: (figures: LoadFigures) => void; reject: (err: Error) => void } | undefined;
  private ended: Error | undefined;
  private notReady: ((err: Error) => void) | undefined;

  constructor() {
    this.child = fork(fileURLToPath(new URL('./bench-load.ts', import.meta.url)), [], {
      // Not this process's execArgv: its tsx preflight would report the child's signals to the tsx
      // CLI as if they were this process's.
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child = this.child;
    // 'error' alone when the process could not be started at all.
    this.exited = new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.end('was not ready within 30 s'), 30_000);
      this.notReady = (err) => (clearTimeout(timer), reject(err));
      child.on('message', (message: LoadReply) => {
        if (message.kind === 'ready') {
          clearTimeout(timer);
          resolve();
          return;
        }
        const pending = this.pending;
        if (!pending) return;
        this.pending = undefined;
        if (message.kind === 'result') pending.resolve(message.figures);
        else pending.reject(new Error(`GET ${pending.route}: the load generator failed: ${message.error}`));
      });
    });
    child.once('exit', (code, signal) => this.end(`exited ${signal ? `on ${signal}` : `with code ${code}`}`));
    child.once('error', (err) => this.end(`could not run: ${err.message}`));
  }

  run(route: string, request: LoadRequest): Promise<LoadFigures> {
    if (this.ended) return Promise.reject(new Error(`GET ${route}: ${this.ended.message}`));
    return new Promise<LoadFigures>((resolve, reject) => {
      // autocannon stops after `duration` whatever the server does, so a much later answer means
      // the child is stuck.
      const limit = request.duration + 30;
      const timer = setTimeout(() => this.end(`gave no result within ${limit} s`), limit * 1000);
      this.pending = {
        route,
        resolve: (figures) => (clearTimeout(timer), resolve(figures)),
        reject: (err) => (clearTimeout(timer), reject(err)),
      };
      this.child.send(request);
    });
  }

  /** Kills the child (it may be mid-run when the bench fails or is interrupted) and waits for it to go. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    await this.exited;
  }

  private end(why: string): void {
    if (this.ended) return;
    this.ended = new Error(`the load generator (scripts/bench-load.ts, pid ${this.child.pid}) ${why}`);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.notReady?.(this.ended);
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(new Error(`GET ${pending.route}: ${this.ended.message}`));
  }
}

/** Sellers, then every product in one INSERT … SELECT over generate_series; 1 in 10 sold, 1 in 500 advertised. */
async function seed(db: Awaited<ReturnType<typeof buildApp>>['ctx']['db']): Promise<number> {
  const started = performance.now();
  await db.execute(sql`
    insert into "user" (id, name, email, option, status)
    select 'bench-seller-' || s, 'Bench Seller ' || s, 'seller' || s || '@bench.example', 'Seller Account',
           case when s % 2 = 0 then 'Verified' end
    from generate_series(1, ${SELLERS}) s`);
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

main().catch((err) => {
  if (interrupted) {
    console.error(`\nnpm run bench: interrupted by ${interrupted}, cleaned up`);
    process.exit(128 + os.constants.signals[interrupted]);
  }
  console.error(err);
  process.exit(1);
});
