import { searchQuery, type SearchQuery } from './schemas/search.ts';

/** The filters a search link carries, in the order a link writes them. */
export const SEARCH_KEYS = [
  'q',
  'category',
  'minPrice',
  'maxPrice',
  'ram',
  'storage',
  'storageType',
  'condition',
  'division',
  'district',
  'verified',
  'trusted',
  'sort',
] as const satisfies readonly (keyof SearchQuery)[];
export type SearchFilters = Pick<SearchQuery, (typeof SEARCH_KEYS)[number]>;
export type SearchKey = (typeof SEARCH_KEYS)[number];
const REPEATABLE = new Set<SearchKey>(['category', 'condition']);

/** What is read of a query string: URLSearchParams in the browser and on the server alike. */
export interface QueryParams {
  getAll: (key: string) => string[];
}

/**
 * The filters of a /search address, as a person may have typed or shortened it: empty fields (a form
 * sent without JavaScript sends every field) and values the API would refuse are left out one by one,
 * so the page still shows what the rest of the link asks for. The API itself refuses them (400).
 */
export function readSearchParams(params: QueryParams): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of SEARCH_KEYS) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 0) continue;
    const raw = REPEATABLE.has(key) ? values : values[0];
    const parsed = searchQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
    else if (REPEATABLE.has(key)) {
      const valid = values.filter((value) => searchQuery.shape[key].safeParse(value).success);
      if (valid.length > 0) filters[key] = [...new Set(valid)];
    }
  }
  return filters;
}

/** The query string of a search as its pairs, in a fixed order: what the address bar shows and what the API is asked. */
export function searchPairs(filters: Partial<SearchQuery>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of [...SEARCH_KEYS, 'limit', 'cursor'] as const) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, String(item)]);
  }
  return pairs;
}

/** How many filters narrow the search (the free text and the sort are not filters). */
export const countFilters = (filters: SearchFilters): number =>
  SEARCH_KEYS.filter((key) => key !== 'q' && key !== 'sort' && filters[key] !== undefined).reduce((n, key) => {
    const value = filters[key];
    return n + (Array.isArray(value) ? value.length : 1);
  }, 0);
