import { NavLink } from 'react-router';
import { displayCategoryName } from '#shared/constants.ts';
import { useCategories } from '../api/categories.ts';
import { paths } from '../paths.ts';
import { useTexts } from '../i18n/locale.tsx';

/** The grid of category names under the navbar; the last 7 characters of each name are cut (product §9). */
export function CategoryNames() {
  const { LAYOUT_TEXTS } = useTexts();
  const { data, isPending, isError } = useCategories();
  return (
    <nav aria-label={LAYOUT_TEXTS.categoriesLabel} aria-busy={isPending} className="border-b border-base-300 bg-base-200">
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-1 px-2 py-2 sm:grid-cols-5 lg:grid-cols-9">
        {isPending && Array.from({ length: 9 }, (_, i) => <li key={i} className="skeleton h-8" aria-hidden="true" />)}
        {isError && <li className="col-span-full flex h-8 items-center justify-center text-sm">{LAYOUT_TEXTS.categoriesFailed}</li>}
        {data?.map((c) => (
          <li key={c.id}>
            <NavLink
              to={paths.category(c.id)}
              className={({ isActive }) => `btn btn-sm btn-block ${isActive ? 'btn-primary' : 'btn-ghost'}`}
            >
              {displayCategoryName(c.name)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
