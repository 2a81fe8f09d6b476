/**
 * What the benchmark sets of npm run bench share (scripts/bench.ts): settings from the environment, clean-up
 * on Ctrl-C, the app on a fresh database, the load generator in its own process, and rounds of load over a
 * list of routes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { createScratchDatabase } from '#server/testing/scratch-database.ts';
import type { LoadFigures, LoadReply, LoadRequest } from './bench-load.ts';

/** A whole number above 0 from the environment, or the fallback. */
export const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
export const DURATION = count('BENCH_DURATION', 10);
export const CONNECTIONS = count('BENCH_CONNECTIONS', 10);
export const ROUNDS = count('BENCH_ROUNDS', 3);

// Ctrl-C or a kill stops the run where it stands, but the finally below still kills the load
// generator, closes the server, drops the scratch database and removes the data directory. The tsx
// CLI that npm run starts sends the same signal again when this process is slow to acknowledge it, so
// a repeat within a second is ignored; a later one ends the process at once, without the clean-up.
export let interrupted: NodeJS.Signals | undefined;
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
/** Runs one step of the bench, or fails as soon as the run is interrupted. */
export const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, interruption]);

/**
 * scripts/bench-load.ts in a child process, run through tsx's loader like this one but with nothing
 * of the server imported. Any way it can end before answering (a crash, a kill, no answer in time)
 * fails the run in progress with a message saying so, rather than leaving the bench waiting.
 */
export class LoadGenerator {
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
    // (request.url may name several servers; the figures are for all of them together.)
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

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export interface FreshApp {
  app: BenchApp;
  config: Config;
  engine: 'PGlite' | 'PostgreSQL';
  /**
   * Starts the load generator, then the server's listening; called once the database is seeded, so that
   * the generator's start-up does not count in the seeding time. The generator is stopped at the end.
   */
  listen: () => Promise<{ load: LoadGenerator; address: string }>;
}

/**
 * Runs `work` against the app (with the fixed-JSON baseline route, no client) on a fresh temporary PGlite
 * DATA_DIR, or on a scratch database of the DATABASE_URL server. However `work` ends, failed or
 * interrupted, the load generator is stopped, the app closed, the scratch database dropped and the data
 * directory removed. `name` names both; `env` adds to the configuration.
 */
export async function withFreshApp<T>(name: string, env: Record<string, string>, work: (fresh: FreshApp) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  let postgres: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let app: BenchApp | undefined;
  let load: LoadGenerator | undefined;
  try {
    if (process.env.DATABASE_URL) postgres = await createScratchDatabase(process.env.DATABASE_URL, name.replace(/-/g, '_'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    const built = await buildApp(config, { benchBaseline: true, clientDir: '/nonexistent' });
    app = built;
    const listen = async () => {
      load = new LoadGenerator();
      await step(load.ready);
      return { load, address: await built.listen({ host: '127.0.0.1', port: 0 }) };
    };
    return await work({ app: built, config, engine: postgres ? 'PostgreSQL' : 'PGlite', listen });
  } finally {
    await load?.stop();
    await app?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sellers bench-seller-1 … bench-seller-`count`, one in `verifiedEvery` verified; their products name them so. */
export async function seedBenchSellers(db: BenchApp['ctx']['db'], count: number, verifiedEvery: number): Promise<void> {
  await db.execute(sql`
    insert into "user" (id, name, email, option, status)
    select 'bench-seller-' || s, 'Bench Seller ' || s, 'seller' || s || '@bench.example', 'Seller Account',
           case when s % ${verifiedEvery} = 0 then 'Verified' end
    from generate_series(1, ${count}) s`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The pause before each run of the load, for the server to answer what the last run left. */
const SETTLE_MS = 1000;

export interface RouteFigures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * A short warm-up of every route, then the routes taking turns over ROUNDS rounds, so that a burst of load
 * from elsewhere on the machine lands on all of them rather than on one; each figure is the median over
 * the rounds. Any answer but a 2xx fails the run.
 */
export function measure(load: LoadGenerator, address: string, routes: string[]): Promise<RouteFigures[]> {
  return measureTargets(
    load,
    routes.map((route) => ({ label: route, urls: [address + route] })),
  );
}

/** The same, for targets that may each spread their connections over several servers (npm run bench:cluster). */
export async function measureTargets(load: LoadGenerator, targets: { label: string; urls: string[] }[]): Promise<RouteFigures[]> {
  // Each run starts once the server has answered what the last one left: the load generator stops with
  // requests still in the search's line (src/server/gate.ts), and a run that came on top of them would
  // find the line full and be answered 503 server-busy.
  const run = async (label: string, urls: string[], duration: number) => {
    await step(new Promise((settled) => setTimeout(settled, SETTLE_MS)));
    return step(load.run(label, { url: urls, connections: CONNECTIONS, duration }));
  };
  // So that the first route measured does not pay for JIT and caches, the load generator's as well as the server's.
  for (const { label, urls } of targets) await run(label, urls, 1);
  const results = new Map<string, LoadFigures[]>(targets.map((t) => [t.label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, urls } of targets) {
      const duration = Math.max(1, Math.round(DURATION / ROUNDS));
      const result = await run(label, urls, duration);
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
      results.get(label)!.push(result);
    }
  }
  return targets.map(({ label }) => {
    const runs = results.get(label)!;
    return { route: label, rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) };
  });
}

/** Ends the process after a failure: quietly after the clean-up of an interruption, with the error otherwise. */
export function exitAfter(err: unknown): never {
  if (interrupted) {
    console.error(`\nnpm run bench: interrupted by ${interrupted}, cleaned up`);
    process.exit(128 + os.constants.signals[interrupted]);
  }
  console.error(err);
  process.exit(1);
}
