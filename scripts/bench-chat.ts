/**
 * npm run bench:chat: live events at scale on one instance of the built server (dist/server/main.js), as
 * users run it, on PGlite or, with DATABASE_URL, on a scratch database of that PostgreSQL server.
 * docs/performance.md ("Live events") reports it.
 *
 * BENCH_CHAT_PAIRS buyer and seller pairs (default 500, so 1,000 users) sign up; each seller lists a
 * laptop and its buyer starts a conversation about it. Every user then opens one event stream
 * (GET /api/events), and for BENCH_CHAT_SECONDS (default 30) messages go between the pairs at
 * BENCH_CHAT_RATE a second (default 50; a list such as 10,25,50 measures each rate in turn on the same
 * streams), by turns buyer to seller and seller to buyer. A message's delivery is the time from the
 * start of its POST to its `message` event on the other side's stream (goal: p99 ≤ 200 ms at 50 a
 * second). The baseline of the same run is GET /api/health (fixed JSON, no database, no caller: the
 * built server has no bench route) at the same rate; the time is split into BENCH_ROUNDS rounds
 * (default 3), each a window of the baseline then one of messages, so that a busy moment of the shared
 * machine lands on both. Memory: the server's resident memory and V8 heap before the streams open and
 * with all of them open, from /proc and its /metrics; CPU: the server process's own time in each
 * window, from /proc (PGlite's work included, PostgreSQL's not).
 *
 * BENCH_CHAT_PROFILE=folder writes the server's CPU profile there (node --cpu-prof) when it stops.
 *
 * Every limit a user meets here is raised: what is measured is delivery, not the limits.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '#server/testing/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { productInput } from '#server/testing/payloads.ts';
import { MarketApi, type Account } from '../tests/e2e/support/api.ts';
import { ensureBuild } from './build-state.mjs';
import { count, exitAfter, median, ROUNDS, step } from './bench-harness.ts';
import { agent, atRate, openStream, percentile, send, type EventStream } from './bench-chat-client.ts';

const PAIRS = count('BENCH_CHAT_PAIRS', 500);
const SECONDS = count('BENCH_CHAT_SECONDS', 30);
/** Messages a second; a list ("10,25,50") measures each rate in turn on the same streams. */
const RATES = (process.env.BENCH_CHAT_RATE ?? '50').split(',').map((rate, i) => {
  const value = Number(rate.trim());
  if (!Number.isInteger(value) || value < 1) throw new Error(`BENCH_CHAT_RATE: item ${i + 1} must be a whole number above 0`);
  return value;
});
/** How long a message may still arrive after the last one was sent before it counts as not delivered. */
const GRACE_MS = 5000;
const GOAL_P99_MS = 200;
const METRICS_TOKEN = 'bench-chat-metrics-token';
const MALLOC_ARENA_MAX = process.env.MALLOC_ARENA_MAX ?? '2';
const UNLIMITED = '1000000';
/** A folder for the server's CPU profile (node --cpu-prof), written when it stops. */
const PROFILE_DIR = process.env.BENCH_CHAT_PROFILE;

interface Pair {
  buyer: Account;
  seller: Account;
  conversationId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
    }),
  );
  return results;
}

/** CPU time the server process has used so far (all its threads, PGlite's work included), in ms. */
function cpuMs(server: ServerProcess): number {
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
  // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15, in ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Memory {
  rssMiB: number;
  heapMiB: number;
}

/**
 * The server's resident memory (from /proc) and V8 heap in use (from its /metrics), read 10 times 0.5 s
 * apart: the median of the resident memory, and the least heap, which is the heap just after a
 * collection, without the garbage that happens to wait for the next one.
 */
async function memoryOf(server: ServerProcess): Promise<Memory> {
  const readings: Memory[] = [];
  for (let i = 0; i < 10; i++) {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const heap = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(metrics);
    readings.push({ rssMiB: Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024, heapMiB: Number(heap![1]) / 1024 / 1024 });
    await sleep(500);
  }
  return { rssMiB: median(readings.map((r) => r.rssMiB)), heapMiB: Math.min(...readings.map((r) => r.heapMiB)) };
}

/** The pairs: users signed up, a laptop listed by each seller (all with one photo), a conversation started by each buyer. */
async function setUp(server: ServerProcess): Promise<Pair[]> {
  const api = new MarketApi(server.url);
  const started = performance.now();
  const indexes = Array.from({ length: PAIRS }, (_, i) => i);
  const sellers = await inParallel(indexes, 4, (i) =>
    api.signUp('Seller Account', { name: `Bench Seller ${i}`, email: `bench-seller-${i}@example.com` }),
  );
  const buyers = await inParallel(indexes, 4, (i) =>
    api.signUp('Buyers Account', { name: `Bench Buyer ${i}`, email: `bench-buyer-${i}@example.com` }),
  );
  const signedUp = performance.now();
  const image = await api.uploadPhoto(sellers[0]!, 'Bench');
  const pairs = await inParallel(indexes, 4, async (i) => {
    const seller = sellers[i]!;
    const buyer = buyers[i]!;
    const product = await api.call<{ insertedId: string }>(
      seller,
      'POST',
      '/api/itemName',
      productInput({ phone: `017${String(10_000_000 + i)}`, seller: seller.name, email: seller.email, image, images: [image] }),
    );
    const started = await api.call<{ conversation: { id: string } }>(buyer, 'POST', '/api/conversations', {
      productId: product.insertedId,
      text: 'Is it still available?',
    });
    return { buyer, seller, conversationId: started.conversation.id };
  });
  console.log(
    `${PAIRS * 2} users signed up in ${((signedUp - started) / 1000).toFixed(0)} s; ` +
      `${PAIRS} laptops and conversations in ${((performance.now() - signedUp) / 1000).toFixed(0)} s`,
  );
  return pairs;
}

/** What one rate measured. */
interface Run {
  rate: number;
  /** Times of the baseline's answers, and how many failed. */
  baseline: number[];
  baselineFailed: number;
  sent: number;
  failed: number;
  /** Time from the start of each answered POST to its `message` event (delivered ones). */
  delivery: number[];
  /** Time to each POST's answer. */
  answer: number[];
  /** Delivery minus the POST's answer: the stream's own share (below 0 when the event came first). */
  afterAnswer: number[];
  notDelivered: number;
  failures: Map<string, number>;
  /** The server's CPU time (ms) during the baseline's windows and during the messages' (with their grace). */
  baselineCpu: number;
  chatCpu: number;
}

/**
 * ROUNDS rounds, each a window of the baseline and then one of messages, at `rate` a second. Messages go
 * pair after pair; each time round the pairs, the other side writes. `arrived` is filled by the streams.
 */
async function measureAt(server: ServerProcess, pairs: Pair[], rate: number, arrived: Map<string, number>): Promise<Run> {
  const { url } = server;
  const run: Run = {
    rate,
    baseline: [],
    baselineFailed: 0,
    sent: 0,
    failed: 0,
    delivery: [],
    answer: [],
    afterAnswer: [],
    notDelivered: 0,
    failures: new Map(),
    baselineCpu: 0,
    chatCpu: 0,
  };
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    let cpu = cpuMs(server);
    await step(
      atRate(rate, seconds, async () => {
        const answer = await send(url, 'GET', '/api/health', {}).catch(() => undefined);
        if (answer?.status === 200) run.baseline.push(answer.ms);
        else run.baselineFailed++;
      }),
    );
    run.baselineCpu += cpuMs(server) - cpu;
    cpu = cpuMs(server);
    const sends: { id: string; started: number; ms: number }[] = [];
    await step(
      atRate(rate, seconds, async () => {
        const i = sequence++;
        const pair = pairs[i % pairs.length]!;
        const from = Math.floor(i / pairs.length) % 2 === 0 ? pair.buyer : pair.seller;
        run.sent++;
        const answer = await send(
          url,
          'POST',
          `/api/conversations/${pair.conversationId}/messages`,
          { cookie: from.cookie, origin: url },
          {
            text: `Message ${i}: is the battery still good?`,
          },
        ).catch((err: Error) => ({ status: 0, body: err.message, ms: NaN, started: NaN }));
        if (answer.status !== 201) {
          run.failed++;
          const why = `${answer.status} ${answer.body.slice(0, 80)}`;
          run.failures.set(why, (run.failures.get(why) ?? 0) + 1);
          return;
        }
        run.answer.push(answer.ms);
        sends.push({ id: (JSON.parse(answer.body) as { id: string }).id, started: answer.started, ms: answer.ms });
      }),
    );
    const deadline = performance.now() + GRACE_MS;
    while (performance.now() < deadline && sends.some((s) => !arrived.has(s.id))) await step(sleep(50));
    run.chatCpu += cpuMs(server) - cpu;
    for (const { id, started, ms } of sends) {
      const at = arrived.get(id);
      if (at === undefined) run.notDelivered++;
      else {
        run.delivery.push(at - started);
        run.afterAnswer.push(at - started - ms);
      }
    }
  }
  return run;
}
let sequence = 0;

async function main(): Promise<void> {
  ensureBuild();
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `npm run bench:chat on ${engine}: ${PAIRS} pairs (${PAIRS * 2} streams), ${RATES.join(', ')} messages a second for ${SECONDS} s each in ` +
      `${ROUNDS} rounds, MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX}, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-bench-chat-'));
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  const streams: EventStream[] = [];
  try {
    if (process.env.DATABASE_URL) database = await step(createScratchDatabase(process.env.DATABASE_URL, 'market_bench_chat'));
    const arenas: Record<string, string> = MALLOC_ARENA_MAX === 'off' ? {} : { MALLOC_ARENA_MAX };
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      METRICS_TOKEN,
      ...arenas,
      ...(PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(PROFILE_DIR)}` } : {}),
      AUTH_RATE_LIMIT: UNLIMITED,
      WRITE_RATE_LIMIT: UNLIMITED,
      IMAGE_RATE_LIMIT: UNLIMITED,
      MESSAGE_RATE_LIMIT: UNLIMITED,
      CONVERSATION_RATE_LIMIT: UNLIMITED,
    });
    const { url } = server;
    await step(server.ready(120_000));
    const pairs = await step(setUp(server));

    // Each user's stream tells when a message for them arrived, by the message's id.
    const arrived = new Map<string, number>();
    const onMessage = (messageId: string, at: number) => {
      if (!arrived.has(messageId)) arrived.set(messageId, at);
    };
    // The set-up's garbage (sign-ups hash passwords with 16 MiB each) is not the streams' memory.
    await step(sleep(5000));
    const before = await step(memoryOf(server));
    const opening = performance.now();
    const users = pairs.flatMap((pair) => [pair.buyer, pair.seller]);
    await step(
      inParallel(users, 50, async (user) => {
        streams.push(await openStream(url, user.cookie, onMessage));
      }),
    );
    const openedIn = performance.now() - opening;
    await step(sleep(2000));
    const open = await step(memoryOf(server));

    const runs: Run[] = [];
    for (const rate of RATES) runs.push(await measureAt(server, pairs, rate, arrived));
    const dropped = streams.filter((s) => s.dropped()).length;
    report({ engine, before, open, openedIn, dropped, runs });
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    // A profile is written when the server stops by itself, after its grace for requests in flight.
    if (PROFILE_DIR && server) {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, sleep(30_000)]);
    }
    server?.kill();
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Math.abs(value) < 10 ? value.toFixed(1) : Math.round(value).toString());
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The rate's table: the baseline, the POSTs' answers and the deliveries, each against the baseline; whether the goal is met. */
function reportRun(run: Run): boolean {
  const base = sorted(run.baseline);
  const delivery = sorted(run.delivery);
  const afterAnswer = sorted(run.afterAnswer);
  const row = (values: number[], count: string) => ({
    requests: count,
    'p50 ms': ms(percentile(values, 0.5)),
    'p99 ms': ms(percentile(values, 0.99)),
    'max ms': ms(values.at(-1) ?? NaN),
    'p50 / baseline': (percentile(values, 0.5) / percentile(base, 0.5)).toFixed(1),
    'p99 / baseline': (percentile(values, 0.99) / percentile(base, 0.99)).toFixed(1),
  });
  console.log(`\n${run.rate} messages a second (and baseline requests), ${SECONDS} s each:`);
  console.table({
    'baseline: GET /api/health': row(base, `${base.length} (${run.baselineFailed} failed)`),
    'message: POST answered': row(sorted(run.answer), `${run.sent} (${run.failed} failed)`),
    'message: delivered on the stream': row(delivery, `${delivery.length} (${run.notDelivered} not delivered)`),
  });
  for (const [why, n] of run.failures) console.log(`  ${n} × ${why}`);
  console.log(
    `  the stream's own share, delivery minus the POST's answer: p50 ${ms(percentile(afterAnswer, 0.5))} ms, ` +
      `p99 ${ms(percentile(afterAnswer, 0.99))} ms (below 0: the event came before the answer)`,
  );
  console.log(
    `  server CPU time: ${(run.baselineCpu / Math.max(1, base.length)).toFixed(2)} ms a baseline request, ` +
      `${(run.chatCpu / Math.max(1, run.sent)).toFixed(1)} ms a message (its POST and its delivery), ` +
      `${Math.round((run.chatCpu / (SECONDS * 1000)) * 100)}% of one core while the messages flowed`,
  );
  const p99 = percentile(delivery, 0.99);
  const met = p99 <= GOAL_P99_MS && run.notDelivered === 0 && run.failed === 0;
  console.log(`  delivery p99 ${ms(p99)} ms (goal ≤ ${GOAL_P99_MS} ms, every message delivered): ${met ? 'met' : 'MISSED'}`);
  return met;
}

function report(r: { engine: string; before: Memory; open: Memory; openedIn: number; dropped: number; runs: Run[] }): void {
  const streams = PAIRS * 2;
  console.log(`\n${r.engine}: ${streams} streams opened in ${(r.openedIn / 1000).toFixed(1)} s, ${r.dropped} ended before the bench did`);
  const perStream = (before: number, open: number) => (((open - before) * 1024) / streams).toFixed(1);
  console.table({
    'resident memory (MiB)': {
      'before the streams': r.before.rssMiB.toFixed(0),
      [`${streams} streams open`]: r.open.rssMiB.toFixed(0),
      'per stream (KiB)': perStream(r.before.rssMiB, r.open.rssMiB),
    },
    'V8 heap in use (MiB)': {
      'before the streams': r.before.heapMiB.toFixed(0),
      [`${streams} streams open`]: r.open.heapMiB.toFixed(0),
      'per stream (KiB)': perStream(r.before.heapMiB, r.open.heapMiB),
    },
  });
  for (const run of r.runs) reportRun(run);
  console.log(
    `\n(${os.cpus().length} cores for the server, its database and the bench's clients; load average now ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => exitAfter(err),
);
