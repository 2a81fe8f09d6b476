import { expect } from 'vitest';
import { searchPage, type SearchPage } from '#shared/schemas/search.ts';
import { KEYS, sortedKeys } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** One page of GET /api/products, checked against the `searchPage` schema the route declares but does not serialize with. */
export async function searchPageOf(app: TestApp, query: string): Promise<SearchPage> {
  const res = await app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const page = searchPage.parse(res.json());
  for (const item of page.items) expect(sortedKeys(item)).toEqual(KEYS.product);
  return page;
}

/**
 * Every page of a search, following nextCursor from the first page to the last, with `between` run after
 * each page (to list products meanwhile). Answers the ids in the order the pages gave them.
 */
export async function walkSearch(
  app: TestApp,
  query: string,
  options: { limit: number; between?: (pageNumber: number) => Promise<void> },
): Promise<{ ids: string[]; pages: SearchPage[] }> {
  const ids: string[] = [];
  const pages: SearchPage[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 500; n++) {
    const params = [query, `limit=${options.limit}`, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
    const page = await searchPageOf(app, params);
    expect(page.items.length, params).toBeLessThanOrEqual(options.limit);
    // A page that says another follows is full.
    if (page.nextCursor) expect(page.items.length, params).toBe(options.limit);
    pages.push(page);
    ids.push(...page.items.map((item) => item._id));
    cursor = page.nextCursor;
    if (!cursor) return { ids, pages };
    await options.between?.(n + 1);
  }
  throw new Error(`${query}: more than 500 pages`);
}
