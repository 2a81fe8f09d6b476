import { useId, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { effectiveSort, SEARCH_COUNT_CAP, SEARCH_SORTS, type SearchPage as SearchPageData } from '#shared/schemas/search.ts';
import { countFilters, readSearchParams, type SearchFilters } from '#shared/search-params.ts';
import { FIRST_PAGE_ON_VISIT } from '../../api/load.ts';
import { searchResultsQuery } from '../../api/search.ts';
import { FilterIcon } from '../../components/icons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import type { Head } from '../../head.ts';
import { textsOf } from '../../i18n/catalogues.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { ShowMore, useShowMore } from '../../components/ShowMore.tsx';
import { AlertMe } from './AlertMe.tsx';
import { FilterChips } from './FilterChips.tsx';
import { SearchFiltersForm, searchHref } from './SearchFilters.tsx';
import { useProductList } from '../../components/useProductList.ts';
import { useHydrated } from '../../useHydrated.ts';

/**
 * The first page of results comes with the page (from the server on a first visit); the address holds
 * the search. The loader's data is the page's head (routes.tsx), which names what was searched for.
 */
export const searchLoader =
  (client: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<Head> => {
    const filters = readSearchParams(new URL(request.url).searchParams);
    const options = searchResultsQuery(filters);
    await client.cancelQueries({ queryKey: options.queryKey, exact: true });
    await client.infiniteQuery({ ...options, ...FIRST_PAGE_ON_VISIT });
    const { HEAD_TEXTS } = await textsOf(request);
    return { title: HEAD_TEXTS.search.title(filters.q), description: HEAD_TEXTS.search.description };
  };

const itemsOf = (page: SearchPageData) => page.items;

function SortSelect({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  const { SEARCH_TEXTS } = useTexts();
  const id = useId();
  // A choice made before the page is live would change the box and nothing else.
  const live = useHydrated();
  const sorts = filters.q ? SEARCH_SORTS : SEARCH_SORTS.filter((sort) => sort !== 'relevance');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-base-content/75">
        {SEARCH_TEXTS.sort.label}
      </label>
      <select
        id={id}
        className="select select-bordered select-sm"
        value={effectiveSort(filters)}
        disabled={!live}
        onChange={(event) => onChange({ ...filters, sort: event.currentTarget.value as SearchFilters['sort'] })}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_TEXTS.sort.options[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /search: results with the filters beside them on a desktop and in a bottom sheet on a phone, the
 * number found, the active filters as removable chips, the sort, and Show more. Every change is a new
 * address, so a search can be shared, reloaded and gone back to.
 */
export default function SearchPage() {
  const { SEARCH_TEXTS } = useTexts();
  const { search } = useLocation();
  // The address the loader read: the router shows the new one once its loader is done.
  const filters = useMemo(() => readSearchParams(new URLSearchParams(search)), [search]);
  const navigate = useNavigate();
  const updating = useNavigation().state === 'loading';
  const [sheetOpen, setSheetOpen] = useState(false);
  const live = useHydrated();
  const sheetTitleId = useId();
  const { items, pages, hasMore, loading, failed, loadMore } = useProductList(searchResultsQuery(filters), itemsOf);
  const total = pages[0]?.total ?? 0;
  const { listRef, showMore } = useShowMore(items.length, loadMore);
  const apply = (next: SearchFilters) => void navigate(searchHref(next), { preventScrollReset: true });
  const filterCount = countFilters(filters);
  // The form shows the address's filters: a new address (a chip removed, back) gives it fresh values.
  const form = <SearchFiltersForm key={search} filters={filters} onChange={apply} />;
  return (
    <section aria-labelledby="search-heading" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id="search-heading" className="text-2xl font-bold sm:text-3xl">
          {filters.q ? SEARCH_TEXTS.headingFor(filters.q) : SEARCH_TEXTS.heading}
        </h1>
        <p role="status" className="text-base-content/75">
          {updating ? SEARCH_TEXTS.updating : SEARCH_TEXTS.count(total, total >= SEARCH_COUNT_CAP)}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={SEARCH_TEXTS.filters.title} className="hidden self-start lg:sticky lg:top-20 lg:block">
          <h2 className="mb-2 text-lg font-semibold">{SEARCH_TEXTS.filters.title}</h2>
          {sheetOpen ? null : form}
        </aside>
        <div className={`flex min-w-0 flex-col gap-4 transition-opacity ${updating ? 'opacity-60' : ''}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm lg:hidden"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              // The sheet opens once the page is live: a tap before that would be lost.
              disabled={!live}
            >
              <FilterIcon className="h-4 w-4" />
              {SEARCH_TEXTS.filters.open(filterCount)}
            </button>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <AlertMe filters={filters} />
              <SortSelect filters={filters} onChange={apply} />
            </div>
          </div>
          <FilterChips filters={filters} onChange={apply} />
          {items.length === 0 ? (
            <p className="rounded-box bg-base-200 p-6 text-center">{SEARCH_TEXTS.empty}</p>
          ) : (
            <ProductGrid items={items} listRef={listRef} />
          )}
          {hasMore && <ShowMore onClick={showMore} loading={loading} failed={failed} texts={SEARCH_TEXTS} />}
        </div>
      </div>
      <Modal open={sheetOpen} onClose={() => setSheetOpen(false)} titleId={sheetTitleId}>
        <h2 id={sheetTitleId} className="mb-3 text-lg font-semibold">
          {SEARCH_TEXTS.filters.title}
        </h2>
        {sheetOpen && form}
        <button type="button" className="btn btn-primary sticky bottom-0 mt-4 w-full" onClick={() => setSheetOpen(false)}>
          {updating ? SEARCH_TEXTS.updating : SEARCH_TEXTS.filters.showResults(total, total >= SEARCH_COUNT_CAP)}
        </button>
      </Modal>
    </section>
  );
}
