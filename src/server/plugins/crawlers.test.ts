import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildAppFromTemplate } from '../testing/template.ts';
import type { TestApp } from '../testing/test-app.ts';

/** What a search engine reads first (architecture §9). */
let app: TestApp;
let fixed: TestApp;
beforeAll(async () => {
  app = await buildAppFromTemplate();
  fixed = await buildAppFromTemplate({ PUBLIC_URL: 'https://market.example.com' });
});
afterAll(async () => {
  await app?.close();
  await fixed?.close();
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt lets the public pages be crawled, not the dashboard or the API, and names the sitemap at the address asked', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:4000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/']));
    expect(lines).toContain('Sitemap: http://127.0.0.1:4000/sitemap.xml');
  });

  test('the sitemap lists the home page, the nine categories and the blogs, under PUBLIC_URL when it is set', async () => {
    const res = await fixed.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(11);
    expect(locs).toContain('https://market.example.com/');
    expect(locs).toContain('https://market.example.com/itemName/09');
    expect(locs).toContain('https://market.example.com/blogs');
    expect(res.body).not.toContain('evil.example');
  });
});
