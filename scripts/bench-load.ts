/**
 * The load generator of npm run bench, in a process of its own: scripts/bench.ts forks it with an IPC
 * channel, sends one { url, connections, duration } at a time and gets back the figures it reports.
 *
 * It imports autocannon and nothing else, so that on a machine of two cores the load costs one core
 * at most and none of it runs on the server's event loop.
 */
import autocannon, { type Result } from 'autocannon';

export interface LoadRequest {
  /** Several URLs: the connections are spread over them evenly, as a load balancer would (npm run bench:cluster). */
  url: string | string[];
  connections: number;
  duration: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export type LoadReply = { kind: 'ready' } | { kind: 'result'; figures: LoadFigures } | { kind: 'failed'; error: string };

const send = process.send?.bind(process);
if (!send) {
  console.error('scripts/bench-load.ts is started by scripts/bench.ts (npm run bench), which talks to it over IPC');
  process.exit(2);
}
const reply = (message: LoadReply) => send(message);

// The bench process owns this one: however it ends, even killed outright, the channel closes and the
// load must stop with it rather than keep hammering a port.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: LoadRequest) => void run(request));

async function run({ url, connections, duration }: LoadRequest): Promise<void> {
  try {
    const urls = Array.isArray(url) ? url : [url];
    const share = (i: number) => Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0);
    const results = await Promise.all(urls.map((u, i) => autocannon({ url: u, connections: share(i), duration })));
    const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
    // Latencies of several runs cannot be merged from their percentiles: the slowest of them is reported.
    const worst = (pick: (r: Result) => number) => Math.max(...results.map(pick));
    reply({
      kind: 'result',
      figures: {
        rps: sum((r) => r.requests.average),
        p50: worst((r) => r.latency.p50),
        p99: worst((r) => r.latency.p99),
        non2xx: sum((r) => r.non2xx),
        errors: sum((r) => r.errors),
        timeouts: sum((r) => r.timeouts),
      },
    });
  } catch (err) {
    reply({ kind: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

reply({ kind: 'ready' });
