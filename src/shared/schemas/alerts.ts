import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { SEARCH_KEYS, type SearchFilters, type SearchKey } from '../search-params.ts';
import { VALIDATION } from '../texts/validation.ts';
import { searchQueryFields } from './search.ts';

/*
 * Alerts: saved searches (product §4, "Saved laptops and alerts"). An alert is a `/search` query string, read
 * by the search's own schema (schemas/search.ts), so an alert can hold every filter a search can, and
 * nothing a search would refuse.
 */

/** How often an alert tells: at once, one notification and e-mail per new laptop; or once a day, a digest. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const alertFrequency = z.enum(ALERT_FREQUENCIES);

/** The keys a search repeats for several values (a brand or another); the others are given once. */
const REPEATABLE = new Set<SearchKey>(['category', 'condition']);
const isSearchKey = (key: string): key is SearchKey => (SEARCH_KEYS as readonly string[]).includes(key);

/** A query string's pairs, as a browser's URLSearchParams reads them ('+' is a space); null when its escapes are broken. */
export function queryPairs(query: string): [string, string][] | null {
  const text = query.startsWith('?') ? query.slice(1) : query;
  const pairs: [string, string][] = [];
  try {
    for (const part of text.split('&')) {
      if (part === '') continue;
      const at = part.indexOf('=');
      const [key, value] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
      pairs.push([decodeURIComponent(key.replaceAll('+', ' ')), decodeURIComponent(value.replaceAll('+', ' '))]);
    }
  } catch {
    return null;
  }
  return pairs;
}

/** The search's fields an alert keeps: every filter, the words and the sort (for its link), never a page's size or cursor. */
const alertFields = searchQueryFields.pick({
  q: true,
  category: true,
  minPrice: true,
  maxPrice: true,
  ram: true,
  storage: true,
  storageType: true,
  condition: true,
  division: true,
  district: true,
  verified: true,
  trusted: true,
  sort: true,
});

/**
 * An alert's query string, read as GET /api/products reads its query: each key the search knows with the
 * search's own rule for it, a key given twice a list (refused where the search refuses one), any other key
 * refused, and the lowest price not above the highest. A search of nothing (no words, no filter) is refused:
 * it would be every new laptop. Answers the filters, which the server stores in the canonical order of a
 * search link (`searchPairs`).
 */
export const alertQuery = z
  .string()
  .max(LIMITS.alertQuery)
  .transform((query, ctx): SearchFilters => {
    const pairs = queryPairs(query);
    if (!pairs) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.alert.notAQuery });
      return z.NEVER;
    }
    const given = new Map<SearchKey, string[]>();
    for (const [key, value] of pairs) {
      // A key the search does not know, or one that is not a filter (a page's size or cursor), is refused, not ignored.
      if (!isSearchKey(key) || !(key in alertFields.shape)) {
        ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION.alert.notAFilter });
        return z.NEVER;
      }
      given.set(key, [...(given.get(key) ?? []), value]);
    }
    const raw = Object.fromEntries([...given].map(([key, values]) => [key, REPEATABLE.has(key) || values.length > 1 ? values : values[0]]));
    const parsed = alertFields.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    const filters = parsed.data;
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: VALIDATION.search.priceRange });
      return z.NEVER;
    }
    const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as SearchFilters;
    if (Object.keys(kept).filter((key) => key !== 'sort').length === 0) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.alert.empty });
      return z.NEVER;
    }
    return kept;
  });

/** POST /api/alerts. */
export const alertInput = z.object({ query: alertQuery, frequency: alertFrequency });
export type AlertInput = z.input<typeof alertInput>;

/** PATCH /api/alerts/:id: how often it tells. */
export const alertUpdate = z.object({ frequency: alertFrequency });

export const alert = z.object({
  id: z.uuid(),
  /** The search as `/search`'s query string, its keys in the order a search link writes them. */
  query: z.string(),
  frequency: alertFrequency,
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alert>;
export const alertList = z.array(alert);
