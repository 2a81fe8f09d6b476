import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../testing/fixtures.ts';
import { logLines } from '../testing/log-lines.ts';
import type { TestApp } from '../testing/test-app.ts';

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: TestApp;
const log = logLines();
beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
});
afterAll(() => app?.close());

/** The lines logged for the request with this id. */
const linesOf = (id: string) => log.lines.filter((l) => l.reqId === id);

describe('X-Request-Id', () => {
  test('every answer carries one, and every log line of the request carries the same', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/itemName/01' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(GENERATED);
    const lines = linesOf(id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', expect.stringMatching(/^GET \/api\/itemName\/01 200 \d+ ms$/)]);
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 }, req: { method: 'GET', url: '/api/itemName/01' } });
    expect(lines[1]!.responseTime).toEqual(expect.any(Number));
  });

  test('each request gets its own', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']),
    );
    expect(new Set(ids).size).toBe(3);
  });

  test.each([
    ['a proxy’s UUID', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['letters, digits, dot, dash and underscore', 'lb-7.Req_42'],
    ['64 characters', 'a'.repeat(64)],
  ])('a well-formed id from a proxy is kept: %s', async (_what, given) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    expect(linesOf(given).at(-1)?.msg).toMatch(/^GET \/api\/health 200 /);
  });

  test.each([
    ['a forged log field', 'x","level":60,"msg":"forged'],
    ['a line break', 'abc\r\nX-Admin: 1'],
    ['65 characters', 'a'.repeat(65)],
    ['a blank', 'two words'],
    ['a path', '../../etc/passwd'],
    ['markup', '<script>alert(1)</script>'],
    ['non-ASCII letters', 'অনুরোধ'],
    ['nothing', ''],
  ])('a hostile or malformed id is replaced: %s', async (_what, given) => {
    const before = log.lines.length;
    // Some of these could not be sent by a real client; the server still must not trust them.
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(GENERATED);
    const lines = log.lines.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(id);
    expect(JSON.stringify(lines)).not.toContain('forged');
  });

  test('two X-Request-Id headers are not one id: a new one is made', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': ['one', 'two'] } });
    expect(res.headers['x-request-id']).toMatch(GENERATED);
  });

  test('errors carry it too: a 404, a validation failure, a path Fastify cannot route', async () => {
    for (const url of ['/api/no-such-call', '/api/bookings?email=not-an-email', '/api/itemName/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'err-check' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-request-id'], url).toBe('err-check');
    }
  });
});

describe('the request log', () => {
  test.each([
    ['a route', '/api/bookings?email=sadia%40market.demo', '/api/bookings'],
    ['no route', '/api/no-such-call/sadia@market.demo?email=sadia%40market.demo', '/api/no-such-call/[email]'],
  ])('one line per answered request at info level, with no query string and no email address: %s', async (_what, url, logged) => {
    const id = `privacy-${logged.length}`;
    const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
    const info = linesOf(id).filter((l) => (l.level as number) >= 30);
    expect(info).toHaveLength(1);
    expect(info[0]!.msg).toBe(`GET ${logged} ${res.statusCode} ${String(info[0]!.responseTime)} ms`);
    expect(JSON.stringify(linesOf(id))).not.toContain('sadia');
  });
});
