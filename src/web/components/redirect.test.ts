import { describe, expect, test } from 'vitest';
import { paths } from '../paths.ts';
import { returnPath } from './redirect.ts';

describe('returnPath: where Login sends a user back to, never off the site', () => {
  test.each([
    ['/dashboard/orders', '/dashboard/orders'],
    ['/itemName/03?limit=10#top', '/itemName/03?limit=10#top'],
    [{ pathname: '/dashboard/payment/abc', search: '?x=1', hash: '#pay' }, '/dashboard/payment/abc?x=1#pay'],
  ])('keeps a path of the site: %j', (from, expected) => {
    expect(returnPath(from)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\\..\\..\\evil',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/login',
    '/login?from=/dashboard',
    '/signup',
  ])('sends %j home instead', (from) => {
    expect(returnPath(from)).toBe(paths.home);
  });

  test('nothing to return to goes home', () => {
    expect(returnPath(null)).toBe(paths.home);
    expect(returnPath(undefined)).toBe(paths.home);
  });
});
