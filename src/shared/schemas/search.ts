import { z } from '../zod.ts';
import { CATEGORY_IDS, CONDITIONS, LIMITS, STORAGE_TYPES } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { DISTRICTS, DIVISIONS } from '../districts.ts';
import { VALIDATION } from '../texts/validation.ts';
import { product } from './products.ts';

/*
 * GET /api/products and the /search page read one query string (product §2), so a search is a link that
 * survives a reload. Every value arrives as text; numbers are digits only (ASCII or Bangla), so "12abc" and
 * "" are refused instead of becoming 12 or 0.
 */

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Products on a page when the query names no `limit`: six rows of the widest product grid (four columns). */
export const SEARCH_PAGE_SIZE = 24;

/** Digits only, ASCII or Bangla (shared/digits.ts): "৪৫০০০" typed on a Bangla keyboard is 45000. */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^[0-9০-৯]{1,12}$/, 'must be a whole number')
    .transform((digits) => Number(toAsciiDigits(digits)))
    .pipe(z.number().int().min(0).max(max));

/** A key given once arrives as a string, given twice as an array; both mean a list. */
const repeatable = <T extends z.ZodType<string>>(item: T) =>
  z.union([item, z.array(item).max(20)]).transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

/** The query's fields alone, for a form that picks some of them (zod refuses `.pick` on a refined object). */
export const searchQueryFields = z.object({
  q: z.string().trim().max(LIMITS.searchText).optional(),
  category: repeatable(z.enum(CATEGORY_IDS as [string, ...string[]])).optional(),
  minPrice: wholeNumber(LIMITS.price).optional(),
  maxPrice: wholeNumber(LIMITS.price).optional(),
  ram: wholeNumber(LIMITS.ram.max).optional(),
  storage: wholeNumber(LIMITS.storage.max).optional(),
  storageType: z.enum(STORAGE_TYPES).optional(),
  condition: repeatable(z.enum(CONDITIONS)).optional(),
  division: z.enum(DIVISIONS).optional(),
  district: z.enum(DISTRICTS).optional(),
  verified: z.literal('1').optional(),
  /** Trusted sellers only: the badge they earned (product §4, "Reviews"), as it stands when the search runs. */
  trusted: z.literal('1').optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  limit: wholeNumber(LIMITS.pageSize).pipe(z.number().min(1)).optional(),
  /** Opaque: where the previous page ended. The server checks it; a made-up one is refused. */
  cursor: z.string().max(LIMITS.searchCursor).optional(),
});

export const searchQuery = searchQueryFields.refine(
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  {
    path: ['maxPrice'],
    message: VALIDATION.search.priceRange,
  },
);
export type SearchQuery = z.output<typeof searchQuery>;

/**
 * Results are counted up to this many: an exact count of a broad search at a million listings would
 * cost more than the page itself, and "100+ laptops" tells a buyer to narrow it just as well. At a
 * million listings, counting to 1,000 took 2 to 4 ms of PostgreSQL's time, ten times the page's;
 * counting to 100 takes 0.5 to 1 ms.
 */
export const SEARCH_COUNT_CAP = 100;

export const searchPage = z.object({
  items: z.array(product),
  /**
   * How many match, counted up to SEARCH_COUNT_CAP (at the cap there may be more); on the first page
   * only (null after a cursor), where a results page shows it.
   */
  total: z.number().int().min(0).max(SEARCH_COUNT_CAP).nullable(),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPage>;

/** Without `q` there is nothing to be relevant to: newest first. */
export const effectiveSort = (query: Pick<SearchQuery, 'q' | 'sort'>): SearchSort =>
  query.sort === 'relevance' && !query.q ? 'newest' : (query.sort ?? (query.q ? 'relevance' : 'newest'));
