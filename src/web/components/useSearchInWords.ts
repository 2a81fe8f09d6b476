import { describeSearch } from '#shared/describe-search.ts';
import { readSearchParams, type SearchFilters } from '#shared/search-params.ts';
import { useLocale } from '../i18n/locale.tsx';

/**
 * A search in words in the page's language ("Lenovo, 16 GB, under Tk. 60,000"): from its filters (the search
 * page's "Alert me"), or from its query string (an alert, /dashboard/alerts).
 */
export function useSearchInWords(search: SearchFilters | string): string {
  const { lang, texts, format } = useLocale();
  const filters = typeof search === 'string' ? readSearchParams(new URLSearchParams(search)) : search;
  return describeSearch(filters, lang, texts, format);
}
