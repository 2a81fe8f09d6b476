/**
 * npm run bench:abuse [-- search photos connections]: what one hostile client does to everyone else, on the
 * built server as users run it (dist/server/main.js), on PGlite or, with DATABASE_URL, on a scratch database
 * of that PostgreSQL server. docs/performance.md ("Under attack") reports it.
 *
 * Each part starts a server of its own on a fresh data directory (and database). While nothing attacks, then
 * during each of the part's attacks, for BENCH_ABUSE_SECONDS (default 20) each: OTHERS clients (ordinary
 * visitors, default 2) ask in turn for the health check, the categories, a category's listing and the
 * adverts, each at most once every VISIT_EVERY_MS (a steady 80 requests a second in all, which leaves the
 * server room, as ordinary traffic does), and the server's resident memory is read every 50 ms. What counts is the
 * visitors' p99 and the server's highest memory, against the quiet window of the same run. The server runs
 * with MALLOC_ARENA_MAX=2, as npm start runs it (MALLOC_ARENA_MAX=off for glibc's default).
 *
 *   search       one client sends the costliest search it can construct, 10 a second (scripts/bench-abuse-search.ts)
 *   photos       8 sellers upload costly photos at once, again and again (scripts/bench-abuse-photos.ts)
 *   connections  200 clients connect at once (scripts/bench-abuse-connections.ts)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '#server/testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { ensureBuild } from './build-state.mjs';
import { count, exitAfter, step } from './bench-harness.ts';
import { connectionsPart } from './bench-abuse-connections.ts';
import { photosPart } from './bench-abuse-photos.ts';
import { searchPart } from './bench-abuse-search.ts';

export interface AbuseTarget {
  server: ServerProcess;
  /** How long the attack lasts. */
  windowMs: number;
}

export interface AbusePart {
  /** Environment of the part's server on top of the bench's. */
  env?: Record<string, string>;
  /** Before the server starts, with the storage it will open (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  prepare?: (storage: Record<string, string>) => Promise<void>;
  /** Once the server answers, before anything is measured. */
  setup?: (server: ServerProcess) => Promise<void>;
  /** Each attack, by name: runs for the window and says how it was answered. */
  attacks: Record<string, (target: AbuseTarget) => Promise<string>>;
}

const PARTS: Record<string, AbusePart> = { search: searchPart, photos: photosPart, connections: connectionsPart };
const WINDOW_MS = count('BENCH_ABUSE_SECONDS', 20) * 1000;
const OTHERS = count('BENCH_ABUSE_OTHERS', 2);
const SETTLE_MS = 5000;
const VISIT_EVERY_MS = 25;
const MALLOC_ARENA_MAX = process.env.MALLOC_ARENA_MAX ?? '2';
const VISITS = ['/api/health', '/api/itemCategory', '/api/itemName/01', '/api/advertise'];

interface Window {
  label: string;
  attack: string;
  visits: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  peakMiB: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** Resident memory of a process, from /proc (Linux). */
function residentMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Ordinary visitors and the memory reader, for as long as `during` runs. */
async function observe(label: string, server: ServerProcess, during: Promise<string>): Promise<Window> {
  let done = false;
  const times: number[] = [];
  let failed = 0;
  let peak = residentMiB(server.child.pid!);
  const reader = setInterval(() => (peak = Math.max(peak, residentMiB(server.child.pid!))), 50);
  const visitor = async (offset: number) => {
    for (let i = offset; !done; i++) {
      const started = performance.now();
      const next = started + VISIT_EVERY_MS;
      try {
        const res = await fetch(server.url + VISITS[i % VISITS.length]!, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (!res.ok) failed++;
      } catch {
        failed++;
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  };
  const visitors = Array.from({ length: OTHERS }, (_, i) => visitor(i));
  try {
    const attack = await during;
    done = true;
    await Promise.all(visitors);
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    return {
      label,
      attack,
      visits: times.length,
      failed,
      p50: round(percentile(times, 0.5)),
      p99: round(percentile(times, 0.99)),
      max: round(times.at(-1) ?? NaN),
      peakMiB: Math.round(peak),
    };
  } finally {
    done = true;
    clearInterval(reader);
  }
}

async function runPart(name: string, part: AbusePart): Promise<Window[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `market-bench-abuse-${name}-`));
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL, `market_bench_abuse_${name}`);
    const storage = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
    await step(part.prepare?.(storage) ?? Promise.resolve());
    // As npm start runs it (scripts/start.mjs); MALLOC_ARENA_MAX=off measures glibc's default.
    const arenas: Record<string, string> = MALLOC_ARENA_MAX === 'off' ? {} : { MALLOC_ARENA_MAX };
    server = await startServerProcess({ SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...arenas, ...part.env, ...storage });
    await step(server.ready(120_000));
    await step(part.setup?.(server) ?? Promise.resolve());
    // The start's own peak of memory (migrations, the renderer loading) is not the attack's.
    await step(new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
    const target: AbuseTarget = { server, windowMs: WINDOW_MS };
    const quiet = new Promise<string>((resolve) => setTimeout(() => resolve('nothing'), WINDOW_MS));
    const windows = [await step(observe('quiet', server, quiet))];
    for (const [label, attack] of Object.entries(part.attacks)) windows.push(await step(observe(label, server, attack(target))));
    return windows;
  } finally {
    server?.kill();
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PARTS);
  for (const name of names) if (!PARTS[name]) throw new Error(`no part "${name}": choose among ${Object.keys(PARTS).join(', ')}`);
  ensureBuild();
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `npm run bench:abuse on ${engine}: ${OTHERS} visitors, ${WINDOW_MS / 1000} s a window, MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  for (const name of names) {
    const windows = await runPart(name, PARTS[name]!);
    console.log(`\n${name}:`);
    console.table(
      windows.map((w) => ({
        window: w.label,
        'visits (failed)': `${w.visits} (${w.failed})`,
        'p50 ms': w.p50,
        'p99 ms': w.p99,
        'max ms': w.max,
        'server MiB at most': w.peakMiB,
      })),
    );
    for (const w of windows.slice(1)) console.log(`  ${w.label}: ${w.attack}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => exitAfter(err),
);
