import type { FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from './testing/fixtures.ts';
import { loggablePath, logRequest, prettyLogs, prettyStream } from './logger.ts';

describe('which log format', () => {
  test.each([
    ['a terminal, in development', {}, true, true],
    ['a pipe or a file', {}, false, false],
    ['production, even in a terminal', { NODE_ENV: 'production' as const }, true, false],
    ['LOG_FORMAT=pretty, as npm run dev sets it for its piped server', { LOG_FORMAT: 'pretty' as const }, false, true],
    ['LOG_FORMAT=json in a terminal', { LOG_FORMAT: 'json' as const }, true, false],
  ])('%s', (_where, config, isTTY, pretty) => {
    expect(prettyLogs({ NODE_ENV: 'development', ...config }, { isTTY })).toBe(pretty);
  });
});

describe('the readable log', () => {
  test('one line per request: time, level, request id, method, path, status and time taken', async () => {
    const out = new PassThrough();
    let text = '';
    out.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    const app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: await prettyStream(out) });
    try {
      await app.inject({ method: 'GET', url: '/api/itemName/01?email=x%40y.z', headers: { 'x-request-id': 'read-me' } });
      await app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': 'not-there' } });
    } finally {
      await app.close();
    }
    const lines = text.split('\n').filter((l) => l.includes('[read-me]') || l.includes('[not-there]'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[read-me\] GET \/api\/itemName\/01 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[not-there\] GET \/api\/no-such-call 404 \d+ ms$/);
    expect(text).not.toContain('x@y.z');
  });
});

describe('logged URLs carry no email address', () => {
  test.each([
    ['/api/bookings?email=sadia%40market.demo', '/api/bookings'],
    ['/api/jwt?email=sadia@market.demo', '/api/jwt'],
    ['/api/users/admin/sadia%40market.demo', '/api/users/admin/[email]'],
    ['/api/user/sellers/rahim@market.demo/x', '/api/user/sellers/[email]/x'],
    ['/api/itemName/01', '/api/itemName/01'],
    ['/', '/'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });

  test('a request is logged with its method, redacted path and address, and no headers', () => {
    const request = {
      method: 'GET',
      url: '/api/bookings?email=a%40b.co',
      ip: '10.0.0.1',
      headers: { cookie: 'secret' },
    } as unknown as FastifyRequest;
    expect(logRequest(request)).toEqual({ method: 'GET', url: '/api/bookings', remoteAddress: '10.0.0.1' });
  });
});
