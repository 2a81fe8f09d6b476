import type { FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { loggablePath, logRequest } from './log.ts';

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
