import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BRANDS, CATEGORIES, CONDITIONS, RAM_CHOICES, STORAGE_CHOICES, STORAGE_TYPES } from '#shared/constants.ts';
import { DISTRICTS_BY_DIVISION, DIVISION_OF, DIVISIONS } from '#shared/districts.ts';
import { readSearchParams, searchPairs, type SearchFilters } from '#shared/search-params.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** Minimums worth filtering by: nobody searches for "2 GB or more". */
const RAM_MINIMUMS = RAM_CHOICES.filter((gb) => gb >= 4 && gb <= 32);
const STORAGE_MINIMUMS = STORAGE_CHOICES.filter((gb) => gb >= 128 && gb <= 1024);

/** The form as the filters it holds; a district outside the chosen division gives way to the division. */
function filtersOf(form: HTMLFormElement): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  const filters = readSearchParams(params);
  if (filters.district && filters.division && DIVISION_OF[filters.district] !== filters.division) delete filters.district;
  return filters;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 border-t border-base-300 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The filters of a search, one form whose fields carry the API's names: without JavaScript, Apply sends
 * it as a plain GET to /search; with it, every change applies at once. Its values come from the address
 * (the caller re-mounts it when that changes), so a reload or a shared link shows the same filters.
 */
export function SearchFiltersForm({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  const { SEARCH_TEXTS, CONDITION_MEANINGS, VALUE_NAMES, REVIEW_TEXTS } = useTexts();
  const { prefix } = useLocale();
  const t = SEARCH_TEXTS.filters;
  const id = useId();
  const [chosenDistrict, setChosenDistrict] = useState(filters.district ?? '');
  const apply = (form: HTMLFormElement | null) => {
    if (form) onChange(filtersOf(form));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const change = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => apply(event.currentTarget.form);
  const checked = (list: readonly string[] | undefined, value: string) => list?.includes(value) ?? false;
  const divisionsOfDistricts = filters.division ? [filters.division] : DIVISIONS;
  const select = 'select select-bordered select-sm w-full';
  return (
    <form method="get" action={prefix + paths.search} onSubmit={onSubmit} aria-label={t.title} className="flex flex-col gap-4">
      {/* The text and the sort travel with the filters when the form is sent without JavaScript. */}
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}

      <Group legend={t.brand}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1">
          {CATEGORIES.map((category, index) => (
            <label key={category.id} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
              <input
                type="checkbox"
                name="category"
                value={category.id}
                defaultChecked={checked(filters.category, category.id)}
                onChange={change}
                className="checkbox checkbox-primary checkbox-sm"
              />
              {BRANDS[index]}
            </label>
          ))}
        </div>
      </Group>

      <Group legend={t.price}>
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs">
            {t.minPrice}
            <input
              type="text"
              name="minPrice"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={filters.minPrice}
              className="input input-bordered input-sm w-full"
            />
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs">
            {t.maxPrice}
            <input
              type="text"
              name="maxPrice"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={filters.maxPrice}
              className="input input-bordered input-sm w-full"
            />
          </label>
          <button type="submit" className="btn btn-primary btn-sm">
            {t.apply}
          </button>
        </div>
      </Group>

      <Group legend={t.ram}>
        <label htmlFor={`${id}-ram`} className="sr-only">
          {t.ram}
        </label>
        <select id={`${id}-ram`} name="ram" defaultValue={filters.ram ?? ''} onChange={change} className={select}>
          <option value="">{t.any}</option>
          {RAM_MINIMUMS.map((gb) => (
            <option key={gb} value={gb}>
              {t.atLeast(gb)}
            </option>
          ))}
        </select>
      </Group>

      <Group legend={t.storage}>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs">
            {t.storage}
            <select name="storage" defaultValue={filters.storage ?? ''} onChange={change} className={select}>
              <option value="">{t.any}</option>
              {STORAGE_MINIMUMS.map((gb) => (
                <option key={gb} value={gb}>
                  {t.atLeast(gb)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs">
            {t.storageType}
            <select name="storageType" defaultValue={filters.storageType ?? ''} onChange={change} className={select}>
              <option value="">{t.any}</option>
              {STORAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Group>

      <Group legend={t.condition}>
        {CONDITIONS.map((condition) => (
          <label key={condition} className="flex cursor-pointer items-start gap-2 py-0.5 text-sm">
            <input
              type="checkbox"
              name="condition"
              value={condition}
              defaultChecked={checked(filters.condition, condition)}
              onChange={change}
              className="checkbox checkbox-primary checkbox-sm mt-0.5"
            />
            <span>
              {VALUE_NAMES.condition[condition]}
              <span className="block text-xs text-base-content/75">{CONDITION_MEANINGS[condition]}</span>
            </span>
          </label>
        ))}
      </Group>

      <Group legend={t.location}>
        <label className="flex flex-col gap-1 text-xs">
          {t.division}
          <select name="division" defaultValue={filters.division ?? ''} onChange={change} className={select}>
            <option value="">{t.anyDivision}</option>
            {DIVISIONS.map((division) => (
              <option key={division} value={division}>
                {VALUE_NAMES.division[division]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs">
          {t.district}
          {/* Held as the select's value, not its defaultValue: preact/compat turns a defaultValue into
              `selected` on the select's own options only, not on those inside an optgroup, so the district
              was lost whenever the form was drawn again (after any other filter changed). */}
          <select
            name="district"
            value={chosenDistrict}
            onChange={(event) => {
              setChosenDistrict(event.currentTarget.value);
              change(event);
            }}
            className={select}
          >
            <option value="">{t.anyDistrict}</option>
            {divisionsOfDistricts.map((division) => (
              <optgroup key={division} label={VALUE_NAMES.division[division]}>
                {DISTRICTS_BY_DIVISION[division].map((district) => (
                  <option key={district} value={district}>
                    {VALUE_NAMES.district[district]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </Group>

      <div className="border-t border-base-300 pt-4">
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="verified"
            value="1"
            defaultChecked={filters.verified === '1'}
            onChange={change}
            className="toggle toggle-primary toggle-sm"
          />
          {t.verified}
        </label>
        <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="trusted"
            value="1"
            defaultChecked={filters.trusted === '1'}
            onChange={change}
            className="toggle toggle-primary toggle-sm"
          />
          {REVIEW_TEXTS.search.filter}
        </label>
      </div>
    </form>
  );
}

/** The address of a search. */
export const searchHref = (filters: SearchFilters): string => {
  const query = new URLSearchParams(searchPairs(filters)).toString();
  return query ? `${paths.search}?${query}` : paths.search;
};
