import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../../src/server/testing/server-process.ts';
import { startCluster, type Cluster } from './support/cluster.ts';

/** A deploy: instances replaced one by one under load, as an orchestrator does it. */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2, { SEED_DEMO: '0', SHUTDOWN_GRACE_MS: '20000', AUTH_RATE_LIMIT: '100000' });
});
afterAll(() => cluster?.stop());

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own; rejects with the socket's error code when it cannot connect. */
function send(url: string, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method,
      agent: false,
      headers: body ? { 'content-type': 'application/json', origin: url } : {},
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * What a load balancer does: the next instance in turn; one that refuses the connection (stopped, or
 * not yet listening) is skipped for the next. A request that reached an instance is never sent twice.
 */
function balancer(instances: () => ServerProcess[]) {
  let turn = 0;
  return async (method: string, path: string, body?: string): Promise<Answer> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const pool = instances().filter((i) => i.child.exitCode === null);
      const instance = pool[turn++ % pool.length]!;
      try {
        return await send(instance.url, method, path, body);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw err;
      }
    }
    throw new Error('no instance took the connection');
  };
}

test('instances replaced one by one under a steady load: every request gets its whole answer', async () => {
  const live = [...cluster.instances];
  const request = balancer(() => live);
  let running = true;
  const answers: Answer[] = [];
  const failures: unknown[] = [];
  let signUps = 0;
  // Four clients: listings, the product search, and sign-ups (a write that takes tens of milliseconds).
  const client = async (kind: number) => {
    while (running) {
      const call =
        kind === 0
          ? request('GET', '/api/itemName/01')
          : kind === 1
            ? request('GET', '/api/products?q=laptop')
            : request(
                'POST',
                '/api/auth/sign-up/email',
                JSON.stringify({ name: 'Deploy', email: `deploy-${kind}-${signUps++}@example.com`, password: 'secret123' }),
              );
      await call.then(
        (answer) => answers.push(answer),
        (err: unknown) => failures.push(err),
      );
    }
  };
  const clients = [0, 1, 2, 3].map((kind) => client(kind));

  for (const old of [...live]) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const replacement = await cluster.start();
    await replacement.ready();
    live.push(replacement);
    old.child.kill('SIGTERM');
    const { code } = await old.exited;
    expect(code, old.output()).toBe(0);
    live.splice(live.indexOf(old), 1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await Promise.all(clients);

  expect(failures).toEqual([]);
  expect(answers.length).toBeGreaterThan(50);
  for (const answer of answers) {
    expect(answer.status, answer.body).toBe(200);
    expect(() => JSON.parse(answer.body) as unknown).not.toThrow();
  }
});

test('a SIGTERM in a burst of 400 new connections: each gets its whole answer, or is refused; none is reset', async () => {
  const instance = await cluster.start({ SHUTDOWN_DELAY_MS: '3000' });
  await instance.ready();
  const outcomes = new Map<string, number>();
  const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
  // All at once, the SIGTERM while most of them wait in the listening socket's queue.
  const burst = Array.from({ length: 400 }, () =>
    send(instance.url, 'GET', '/api/itemName/01').then(
      (answer) => count(answer.status === 200 ? 'answered' : `status ${answer.status}`),
      (err: NodeJS.ErrnoException) => count(err.code === 'ECONNREFUSED' ? 'refused' : `lost: ${err.code ?? err.message}`),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  instance.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Out of the balancer's rotation, still serving.
  expect((await send(instance.url, 'GET', '/api/ready')).status).toBe(503);
  expect((await send(instance.url, 'GET', '/api/itemName/01')).status).toBe(200);
  await Promise.all(burst);
  const { code } = await instance.exited;
  expect(code, instance.output()).toBe(0);
  const lost = [...outcomes].filter(([what]) => what !== 'answered' && what !== 'refused');
  expect(lost, JSON.stringify([...outcomes])).toEqual([]);
});

test('REDIS_URL that cannot be reached stops the start with exit code 1 and a message naming it', async () => {
  const port = await freePort();
  const server = await startServerProcess({
    DATA_DIR: 'memory://',
    DATABASE_URL: cluster.databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${port}`,
    AUTH_SECRET: 'cluster-test-secret-of-at-least-32-characters',
    SEED_DEMO: '0',
  });
  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.output()).toContain(`REDIS_URL: Redis at redis://127.0.0.1:${port} cannot be reached`);
  expect(server.output()).not.toMatch(/\n\s+at /);
});
