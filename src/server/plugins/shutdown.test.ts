import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { persistentStorage, type PersistentStorage } from '../testing/storage.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { buildTestApp } from '../testing/fixtures.ts';

/**
 * Stopping: SIGTERM (as an orchestrator sends it) on the real server process, on PGlite or, with
 * DATABASE_URL, on a PostgreSQL database of its own.
 */
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let storage: PersistentStorage | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
  await storage?.remove();
  storage = undefined;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request through `agent`. `body` is sent whole, or only its first `sendOnly` characters: then
 * `rest()` sends the remainder, when the test chooses.
 */
function request(
  url: string,
  options: { method?: string; path: string; agent: http.Agent; body?: string; sendOnly?: number },
): Promise<Answer> & { rest: () => void } {
  let req!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(`${url}${options.path}`, {
      method: options.method ?? 'GET',
      agent: options.agent,
      headers: options.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body === undefined) req.end();
    else if (options.sendOnly === undefined) req.end(options.body);
    else req.write(options.body.slice(0, options.sendOnly));
  });
  return Object.assign(answer, { rest: () => req.end(options.body?.slice(options.sendOnly ?? 0)) });
}

/**
 * Opens new connections until one is refused: the listening socket closes a moment after the stop is
 * logged. Until then a connection may still be answered, or, caught in the kernel's queue of
 * connections not yet accepted when the socket closed, reset (ECONNRESET) without having been read:
 * either is the moment before the close, never a lost request. Anything else fails the test.
 */
async function refusedWithin(url: string, ms: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + ms;
  for (;;) {
    const code = await request(url, { path: '/api/health', agent }).then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code ?? String(err),
    );
    if (code === 'ECONNREFUSED') return;
    expect(['answered', 'ECONNRESET']).toContain(code);
    if (Date.now() > deadline) throw new Error(`new connections were still taken ${ms} ms after the stop began`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const signUpBody = (i: number) =>
  JSON.stringify({ name: `Burst ${i}`, email: `burst-${i}-${Date.now()}@example.com`, password: 'secret123', option: 'Buyers Account' });
const isIncoming = (url: string) => (line: Record<string, unknown>) =>
  line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === url;

describe(`a stop (${kind})`, () => {
  test('SIGTERM during a burst: every request in flight gets its whole answer, no new connection is taken, exit code 0', async () => {
    storage = await persistentStorage();
    server = await startServerProcess({
      ...storage.env,
      SEED_DEMO: '0',
      LOG_LEVEL: 'debug',
      AUTH_RATE_LIMIT: '10000',
      AUTH_ACCOUNT_RATE_LIMIT: '10000',
      SHUTDOWN_GRACE_MS: '30000',
    });
    await server.ready();
    const { url } = server;

    // A connection left open and idle, as a load balancer keeps them: it must not hold the stop up.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(url, { path: '/api/health', agent: idle })).status).toBe(200);

    // The burst, each request on a keep-alive connection of its own: sign-ups (hashing a password
    // takes tens of milliseconds each) and listing reads. Settled, so that a failure is reported by
    // the assertions below, never as an unhandled rejection.
    const SIGN_UPS = 10;
    const READS = 10;
    const burstAgent = new http.Agent({ keepAlive: true, maxSockets: SIGN_UPS + READS + 1 });
    const burst = Promise.allSettled([
      ...Array.from({ length: SIGN_UPS }, (_, i) =>
        request(url, { method: 'POST', path: '/api/auth/sign-up/email', agent: burstAgent, body: signUpBody(i) }),
      ),
      ...Array.from({ length: READS }, (_, i) => request(url, { path: `/api/itemName/0${(i % 9) + 1}`, agent: burstAgent })),
    ]);
    // One more sign-up whose body arrives only after the stop has begun: in flight during the drain
    // whatever the machine's speed.
    const lateBody = signUpBody(SIGN_UPS);
    const straggler = request(url, { method: 'POST', path: '/api/auth/sign-up/email', agent: burstAgent, body: lateBody, sendOnly: 20 });
    const stragglerAnswer = straggler.then(
      (answer) => answer,
      (err: unknown) => err,
    );
    // Every request of the burst has reached the server before the signal.
    const received = () => server!.logs.filter((l) => l.msg === 'incoming request' && (l.req as { url: string }).url !== '/api/health');
    await server.waitForLog(() => received().length >= SIGN_UPS + READS + 1);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('SIGTERM'));
    await refusedWithin(url, 10_000);
    straggler.rest();

    for (const [i, settled] of (await burst).entries()) {
      expect(settled.status, String((settled as PromiseRejectedResult).reason)).toBe('fulfilled');
      const answer = (settled as PromiseFulfilledResult<Answer>).value;
      expect(answer.status, answer.body).toBe(200);
      if (i < SIGN_UPS) expect((JSON.parse(answer.body) as { user: { name: string } }).user.name).toBe(`Burst ${i}`);
      else expect(Array.isArray(JSON.parse(answer.body))).toBe(true);
    }
    // The request still being received when the stop began was finished, and told its client to
    // close the connection, so none lingers after it.
    const late = (await stragglerAnswer) as Answer;
    expect(late.status, String(late.body ?? late)).toBe(200);
    expect((JSON.parse(late.body) as { user: { name: string } }).user.name).toBe(`Burst ${SIGN_UPS}`);
    expect(late.headers.connection).toBe('close');

    const { code } = await server.exited;
    expect(code, server.output()).toBe(0);
    // Well within the grace: neither the idle connection nor the burst's kept the process alive.
    expect(Date.now() - signalled).toBeLessThan(25_000);
    // The last request's own log line may come just after this one: its answer was already sent.
    expect(server.logs.some((l) => l.msg === 'stopped')).toBe(true);
    idle.destroy();
    burstAgent.destroy();
  });

  test('a request that outlasts SHUTDOWN_GRACE_MS is cut off at its end, and the exit code says so', async () => {
    storage = await persistentStorage();
    server = await startServerProcess({ ...storage.env, SEED_DEMO: '0', LOG_LEVEL: 'debug', SHUTDOWN_GRACE_MS: '1000' });
    await server.ready();
    // A client that sends half its body and then nothing: its request never completes.
    const stuck = request(server.url, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      agent: new http.Agent(),
      body: JSON.stringify({ email: 'slow@example.com', password: 'secret123' }),
      sendOnly: 10,
    }).then(
      () => 'answered',
      () => 'cut off',
    );
    await server.waitForLog(isIncoming('/api/auth/sign-in/email'));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const took = Date.now() - signalled;
    expect(code, server.output()).toBe(1);
    expect(await stuck).toBe('cut off');
    expect(took).toBeGreaterThanOrEqual(1000);
    // Stopped by the cut at the grace's end, not by the last resort that ends a close taking too long.
    expect(server.logs.some((l) => typeof l.msg === 'string' && l.msg.includes('cutting their connections'))).toBe(true);
    expect(server.logs.some((l) => l.msg === 'stopped, with requests cut off')).toBe(true);
  });
});

describe('while the app closes', () => {
  /** A raw connection, to send a request in parts; resolves to all it received once the server closes it. */
  async function connection(port: number): Promise<{ socket: net.Socket; received: Promise<string> }> {
    const socket = await new Promise<net.Socket>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
    });
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    return { socket, received: new Promise((resolve) => socket.on('close', () => resolve(text))) };
  }
  const headerOf = (response: string, name: string) => new RegExp(`^${name}: (.*)\\r$`, 'mi').exec(response)?.[1];

  test('once closing: /api/ready answers 503 shutting-down, a late request is still served, every answer closes its connection', async () => {
    const app = await buildTestApp();
    // A request in flight, so that the close waits while the next one arrives.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    app.get('/test/slow', async () => {
      await finished;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const slow = await connection(port);
    slow.socket.write('GET /test/slow HTTP/1.1\r\nHost: market.test\r\n\r\n');
    // A second connection whose request has begun but whose headers end only after the close began.
    const late = await connection(port);
    late.socket.write('GET /api/ready HTTP/1.1\r\nHost: market.test\r\n');
    const lateRead = await connection(port);
    lateRead.socket.write('GET /api/health HTTP/1.1\r\nHost: market.test\r\n');
    await new Promise((r) => setTimeout(r, 200));

    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    late.socket.write('\r\n');
    lateRead.socket.write('\r\n');
    const lateReadAnswer = await lateRead.received;
    expect(lateReadAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(lateReadAnswer).toMatch(/\{"status":"ok"\}$/);
    expect(headerOf(lateReadAnswer, 'connection')).toBe('close');
    const lateAnswer = await late.received;
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(lateAnswer.slice(lateAnswer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'shutting-down',
      message: API_ERRORS['shutting-down'],
    });
    expect(headerOf(lateAnswer, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(lateAnswer, 'connection')).toBe('close');

    finish();
    const slowAnswer = await slow.received;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(slowAnswer).toMatch(/\{"done":true\}$/);
    expect(headerOf(slowAnswer, 'connection')).toBe('close');
    await closing;
  });
});
