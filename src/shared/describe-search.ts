import { BRANDS, CATEGORY_IDS } from './constants.ts';
import type { Formatters } from './format.ts';
import type { Lang } from './language.ts';
import type { SearchFilters } from './search-params.ts';
import type { Catalogue } from './texts/catalogue.ts';

/** A list of choices in the language's words: "Lenovo or Dell", "Lenovo, Dell or Hp"; "Lenovo বা Dell". */
const either = (lang: Lang, items: readonly string[]) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);

/**
 * A search in words, as an alert names it on /dashboard/alerts and in its e-mails (product §4, "Saved laptops
 * and alerts"): its words, brands, RAM, storage and its type, price, condition, place and sellers, joined with
 * commas: `category=03&ram=16&maxPrice=60000` is "Lenovo, 16 GB, under Tk. 60,000". The sort says nothing
 * of what is found, and is left out.
 */
export function describeSearch(
  filters: SearchFilters,
  lang: Lang,
  texts: Pick<Catalogue, 'ALERT_TEXTS' | 'VALUE_NAMES'>,
  format: Formatters,
): string {
  const t = texts.ALERT_TEXTS.describe;
  const names = texts.VALUE_NAMES;
  const parts: string[] = [];
  if (filters.q) parts.push(t.words(filters.q));
  if (filters.category?.length)
    parts.push(
      either(
        lang,
        filters.category.map((id) => BRANDS[CATEGORY_IDS.indexOf(id)] ?? id),
      ),
    );
  if (filters.ram !== undefined) parts.push(format.gb(filters.ram));
  if (filters.storage !== undefined) parts.push(t.storage(format.gb(filters.storage)));
  if (filters.storageType) parts.push(filters.storageType);
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) parts.push(t.between(format.tk(minPrice), format.tk(maxPrice)));
  else if (maxPrice !== undefined) parts.push(t.under(format.tk(maxPrice)));
  else if (minPrice !== undefined) parts.push(t.from(format.tk(minPrice)));
  if (filters.condition?.length)
    parts.push(
      either(
        lang,
        filters.condition.map((condition) => names.condition[condition]),
      ),
    );
  if (filters.district) parts.push(t.place(names.district[filters.district]));
  else if (filters.division) parts.push(t.place(t.division(names.division[filters.division])));
  if (filters.district && filters.division) parts.push(t.division(names.division[filters.division]));
  if (filters.verified) parts.push(t.verified);
  if (filters.trusted) parts.push(t.trusted);
  return parts.join(', ');
}
