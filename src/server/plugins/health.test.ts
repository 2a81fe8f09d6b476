import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_READY } from '#shared/texts/errors.ts';
import { buildTestApp } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { CHECK_TIMEOUT_MS } from './health.ts';

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let app: TestApp & { database: { close: () => Promise<void> } };
beforeAll(async () => {
  app = (await buildTestApp()) as typeof app;
});
afterAll(() => app?.close());

const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

describe(`GET /api/health and GET /api/ready (${kind})`, () => {
  test('health: the process answers, without a caller, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('ready: the database answers and holds every migration of this build', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('without DATABASE_READ_URL: the public reads use the database itself, and ready checks it alone', () => {
    expect(app.ctx.readDb).toBe(app.ctx.db);
    expect(app.ctx.readiness.map((part) => part.name)).toEqual([NOT_READY.database]);
  });

  test('neither is rate-limited: a balancer asks often, from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject({ method: 'GET', url: i % 2 ? '/api/health' : '/api/ready', remoteAddress: '10.9.9.9' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });

  test('a migration this build has but the database lacks: 503 naming it', async () => {
    const { db } = app.ctx;
    const [latest] = (
      (await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'not-ready', message: `Not ready: the database ${NOT_READY.migrationsPending}.` });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  test('a part that does not answer within a second, or fails: 503 naming each, answered in about a second', async () => {
    const checks = app.ctx.readiness;
    checks.push(
      { name: 'Redis', check: () => new Promise<undefined>(() => undefined) },
      {
        name: 'the mail relay',
        check: () => Promise.reject(new Error('ECONNREFUSED')),
      },
    );
    try {
      const started = Date.now();
      const res = await ready();
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'not-ready',
        message: `Not ready: Redis ${NOT_READY.tooSlow}; the mail relay ${NOT_READY.unreachable}.`,
      });
      expect(took).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(CHECK_TIMEOUT_MS + 1500);
    } finally {
      checks.splice(1);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  test('both are in the API description, without a security requirement; 503 documented for ready', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { operationId: string; security: unknown[]; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/health']?.get).toMatchObject({ operationId: 'getHealth', security: [] });
    expect(Object.keys(doc.paths['/api/health']!.get!.responses)).toEqual(['200']);
    expect(doc.paths['/api/ready']?.get).toMatchObject({ operationId: 'getReady', security: [] });
    expect(Object.keys(doc.paths['/api/ready']!.get!.responses).sort()).toEqual(['200', '503']);
  });

  // Last: the database stays closed.
  test('a database that cannot be reached: 503 naming it', async () => {
    await app.database.close();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'not-ready', message: `Not ready: the database ${NOT_READY.unreachable}.` });
    // Health does not look at the database: the process itself is fine.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
