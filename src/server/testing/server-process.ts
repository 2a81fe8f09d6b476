import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { BUILT_SERVER } from '../../../scripts/build-state.mjs';

/**
 * The real server in a process of its own, for what `app.inject` cannot show: signals, sockets, several
 * processes on one database. It runs what users run, the build (`dist/server/main.js`, made once per
 * test run by tests/support/build.ts), on the Node.js that runs the tests. Its log is JSON, one object
 * per line, kept in `logs`.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** Everything it printed, for a failing test's message. */
  output: () => string;
  /** The first log line (already written or still to come) that `match` accepts. */
  waitForLog: (match: (line: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<Record<string, unknown>>;
  /** Resolves once GET /api/ready answers 200. */
  ready: (timeoutMs?: number) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends it at once if it still runs (after a test, whatever happened). */
  kill: () => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server with `env` (DATA_DIR at least) on 127.0.0.1, on env.PORT or else a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      // No balancer watches a test's server: a SIGTERM stops it at once, unless the test is about the delay.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  let text = '';
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line (a stack trace printed by something else): kept in the output only
      }
    }
    for (const wake of waiting) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  // 'close', not 'exit': by then everything it printed has been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      for (const wake of waiting) wake();
      resolve({ code, signal });
    }),
  );

  const waitForLog = (match: (line: Record<string, unknown>) => boolean, timeoutMs = 30_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (found) {
          done();
          resolve(found);
        } else if (child.exitCode !== null) {
          done();
          reject(new Error(`the server stopped (exit code ${child.exitCode}) before the log line came:\n${text}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such log line within ${timeoutMs} ms:\n${text}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });

  async function ready(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode}) before it was ready:\n${text}`);
      try {
        if ((await fetch(`${url}/api/ready`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`not ready within ${timeoutMs} ms:\n${text}`);
  }

  return {
    url,
    child,
    logs,
    output: () => text,
    waitForLog,
    ready,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
