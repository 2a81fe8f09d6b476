/**
 * The real server for one journey: the compiled `dist/server/main.js` in a child process (what `npm start` runs
 * after building), on a free port, with a fresh data directory that is deleted afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerOptions {
  /** Load the demo marketplace (sellers, products with photos, adverts). Off unless asked. */
  seedDemo?: boolean;
  /** Creates this admin account at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin?: { email: string; password: string };
  /** Extra environment, e.g. Google sign-in settings (and PUBLIC_URL, which is unset unless given). */
  env?: Record<string, string>;
  /** A port chosen beforehand (when the URL must be known before start, as for Google sign-in). */
  port?: number;
  /** Where the server's output goes (kept for a failing journey). */
  logFile?: string;
  /**
   * A data directory to start from: copied into the fresh one, so the embedded database need not be
   * created from nothing (PGlite's initdb costs seconds of CPU) for every journey.
   */
  template?: string;
  /** Use this directory as is and leave it in place on stop (to build the template). */
  dataDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const keep = Boolean(options.dataDir);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'market-e2e-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    // No PUBLIC_URL: as when someone runs `npm start` and opens http://127.0.0.1:3000 or a LAN
    // address, the server must trust the address each request was made to. A journey that needs a
    // known address (Google's redirect URI) sets it through `env`.
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    // Fixtures go through the API faster than any person (105 listings by one seller, say).
    AUTH_RATE_LIMIT: '10000',
    AUTH_ACCOUNT_RATE_LIMIT: '10000',
    AUTH_ACCOUNT_FAILURE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '10000',
    PAYMENT_INTENT_RATE_LIMIT: '10000',
    ADMIN_WRITE_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    // Nothing balances these servers: a journey's end stops its server at once.
    SHUTDOWN_DELAY_MS: '0',
    ...(options.admin ? { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password } : {}),
    ...options.env,
  };
  // The build of `npm run build`, as `npm start` runs it. The server serves ./dist/client of its working
  // directory; E2E_CLIENT_ROOT points at another folder holding a build.
  const root = process.env.E2E_CLIENT_ROOT ?? process.cwd();
  const child: ChildProcess = spawn(process.execPath, [path.resolve(root, 'dist/server/main.js')], {
    cwd: process.env.E2E_CLIENT_ROOT ?? process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? -1 : null);
      resolve();
    }),
  );

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(20_000)]);
      if (exited === undefined) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    log?.end();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  const deadline = started + 120_000;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`The server exited (code ${exited}) before it answered:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer at ${url} within 120 s:\n${output}`);
    }
    await sleep(150);
  }
  log?.write(`[e2e] the server answered at ${url} after ${Date.now() - started} ms\n`);
  return { url, port, dataDir, stop };
}
