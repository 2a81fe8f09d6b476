/**
 * npm run bench:start: how long `npm start` takes from launch to its first answer, on an empty data
 * directory (migrations and the demo seed) and again on the same directory (nothing changed). The
 * build is made first if it is stale, and is not part of either figure. Medians of BENCH_START_RUNS.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Milliseconds from launching `node scripts/start.mjs` to the first 200 from the API; then stops it. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/itemCategory`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const build = spawnSync(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, MARKET_BUILD_ONLY: '1' }, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const first: number[] = [];
const second: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-start-'));
  try {
    first.push(await timeStart(dataDir));
    second.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (xs: number[]) => `${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;
console.log(`npm start to the first answer, median of ${runs}:`);
console.log(`  first start, empty data directory (migrations, demo seed): ${fmt(first)}   goal ≤ 10 s`);
console.log(`  second start, same data directory:                         ${fmt(second)}   goal ≤ 2 s`);
