import { formatGb, formatTk } from '../format.ts';
import type { SearchSort } from '../schemas/search.ts';

/** The navbar's search box and the /search page. */
export const SEARCH_TEXTS = {
  box: {
    label: 'Search laptops',
    placeholder: 'Search brand, processor, model…',
    submit: 'Search',
  },
  heading: 'Search laptops',
  headingFor: (q: string) => `Results for “${q}”`,
  count: (total: number, capped: boolean) =>
    total === 0 ? 'No laptops match' : `${total.toLocaleString('en-IN')}${capped ? '+' : ''} ${total === 1 ? 'laptop' : 'laptops'} on sale`,
  empty: 'No laptop on sale matches this search. Try fewer filters or another word.',
  clearAll: 'Clear all filters',
  failed: 'The results could not be loaded.',
  retry: 'Try again',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  moreFailed: 'More results could not be loaded. Please try again.',
  updating: 'Updating results…',
  sort: {
    label: 'Sort by',
    options: {
      relevance: 'Best match',
      newest: 'Newest first',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
    } satisfies Record<SearchSort, string>,
  },
  filters: {
    title: 'Filters',
    open: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
    close: 'Close filters',
    showResults: (total: number, capped: boolean) =>
      `Show ${total.toLocaleString('en-IN')}${capped ? '+' : ''} ${total === 1 && !capped ? 'result' : 'results'}`,
    apply: 'Apply',
    brand: 'Brand',
    price: 'Resell price (Tk.)',
    minPrice: 'Lowest price',
    maxPrice: 'Highest price',
    ram: 'RAM',
    storage: 'Storage',
    storageType: 'Storage type',
    condition: 'Condition',
    location: 'Location',
    division: 'Division',
    district: 'District',
    any: 'Any',
    anyDivision: 'All divisions',
    anyDistrict: 'All districts',
    atLeast: (gb: number) => `${formatGb(gb)} or more`,
    verified: 'Verified sellers only',
  },
  chips: {
    label: 'Active filters',
    remove: (what: string) => `Remove filter: ${what}`,
    text: (q: string) => `“${q}”`,
    minPrice: (tk: number) => `From ${formatTk(tk)}`,
    maxPrice: (tk: number) => `Up to ${formatTk(tk)}`,
    ram: (gb: number) => `RAM ${formatGb(gb)}+`,
    storage: (gb: number) => `Storage ${formatGb(gb)}+`,
    verified: 'Verified sellers',
  },
} as const;
