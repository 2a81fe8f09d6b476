/**
 * The connections part of npm run bench:abuse (scripts/bench-abuse.ts): CLIENTS clients (default 200)
 * open a connection each at the same moment, on the demo marketplace, and ask for the home page, each
 * keeping its connection and asking again as soon as it is answered, for the window. What counts is how
 * long each waited for its first answer (goal: every one within 1 s).
 */
import http from 'node:http';
import type { AbusePart, AbuseTarget } from './bench-abuse.ts';
import { count } from './bench-harness.ts';

const CLIENTS = count('BENCH_ABUSE_CLIENTS', 200);

/** When each client's connection was established, from the crowd's start. */
const connected: number[] = [];

function get(url: string, agent: http.Agent, started?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    if (started !== undefined) req.once('socket', (socket) => socket.once('connect', () => connected.push(performance.now() - started)));
    req.on('error', reject);
  });
}

async function crowd({ server, windowMs }: AbuseTarget): Promise<string> {
  const until = performance.now() + windowMs;
  const firsts: number[] = [];
  let answered = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const status = await get(`${server.url}/`, agent, started);
        firsts.push(performance.now() - started);
        if (status !== 200) failed++;
        answered++;
        while (performance.now() < until) {
          if ((await get(`${server.url}/`, agent)) !== 200) failed++;
          answered++;
        }
      } catch {
        failed++;
      } finally {
        agent.destroy();
      }
    }),
  );
  firsts.sort((a, b) => a - b);
  const lastConnected = Math.round(Math.max(...connected));
  const at = (p: number) => Math.round(firsts[Math.min(firsts.length - 1, Math.ceil(p * firsts.length) - 1)] ?? NaN);
  return (
    `${CLIENTS} clients: first answers p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, last ${at(1)} ms, ` +
    `${firsts.filter((ms) => ms > 1000).length} over 1 s (the last connected after ${lastConnected} ms); ${answered} pages, ${failed} failed`
  );
}

export const connectionsPart: AbusePart = {
  env: { SEED_DEMO: '1' },
  attacks: { [`${CLIENTS} clients connecting at once to /`]: crowd },
};
