import { BRANDS, CATEGORY_IDS } from '#shared/constants.ts';
import type { SearchFilters, SearchKey } from '#shared/search-params.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';

interface Chip {
  key: string;
  label: string;
  without: SearchFilters;
}

const brandOf = (id: string) => BRANDS[CATEGORY_IDS.indexOf(id)] ?? id;

/** One chip per narrowing value: removing it gives the filters without just that value. */
export function chipsOf(
  filters: SearchFilters,
  t: Catalogue['SEARCH_TEXTS']['chips'],
  names: Catalogue['VALUE_NAMES'],
  trusted: Catalogue['REVIEW_TEXTS']['search'],
): Chip[] {
  const chips: Chip[] = [];
  const drop = (key: SearchKey): SearchFilters => {
    const rest = { ...filters };
    delete rest[key];
    return rest;
  };
  const dropValue = (key: 'category' | 'condition', value: string): SearchFilters => {
    const left = filters[key]?.filter((v) => v !== value) ?? [];
    return left.length > 0 ? { ...filters, [key]: left } : drop(key);
  };
  if (filters.q) chips.push({ key: 'q', label: t.text(filters.q), without: drop('q') });
  for (const id of filters.category ?? []) chips.push({ key: `category-${id}`, label: brandOf(id), without: dropValue('category', id) });
  if (filters.minPrice !== undefined) chips.push({ key: 'minPrice', label: t.minPrice(filters.minPrice), without: drop('minPrice') });
  if (filters.maxPrice !== undefined) chips.push({ key: 'maxPrice', label: t.maxPrice(filters.maxPrice), without: drop('maxPrice') });
  if (filters.ram !== undefined) chips.push({ key: 'ram', label: t.ram(filters.ram), without: drop('ram') });
  if (filters.storage !== undefined) chips.push({ key: 'storage', label: t.storage(filters.storage), without: drop('storage') });
  if (filters.storageType) chips.push({ key: 'storageType', label: filters.storageType, without: drop('storageType') });
  for (const condition of filters.condition ?? [])
    chips.push({ key: `condition-${condition}`, label: names.condition[condition], without: dropValue('condition', condition) });
  if (filters.division) chips.push({ key: 'division', label: names.division[filters.division], without: drop('division') });
  if (filters.district) chips.push({ key: 'district', label: names.district[filters.district], without: drop('district') });
  if (filters.verified) chips.push({ key: 'verified', label: t.verified, without: drop('verified') });
  if (filters.trusted) chips.push({ key: 'trusted', label: trusted.chip, without: drop('trusted') });
  return chips;
}

/** The active filters as removable chips, and a way to clear them all (the text and the sort stay). */
export function FilterChips({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  const { SEARCH_TEXTS, VALUE_NAMES, REVIEW_TEXTS } = useTexts();
  const t = SEARCH_TEXTS.chips;
  const chips = chipsOf(filters, t, VALUE_NAMES, REVIEW_TEXTS.search);
  if (chips.length === 0) return null;
  const keep: SearchFilters = { q: filters.q, sort: filters.sort };
  return (
    <ul aria-label={t.label} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="badge badge-lg gap-1 border-primary/30 bg-primary/10 py-3 text-sm text-base-content hover:bg-primary/20"
            aria-label={t.remove(chip.label)}
            onClick={() => onChange(chip.without)}
          >
            {chip.label}
            <CloseIcon className="h-4 w-4" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="btn btn-link btn-sm px-1" onClick={() => onChange(keep)}>
            {SEARCH_TEXTS.clearAll}
          </button>
        </li>
      )}
    </ul>
  );
}
