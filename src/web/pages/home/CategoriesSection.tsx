import { Link } from 'react-router';
import { displayCategoryName } from '#shared/constants.ts';
import { useCategories } from '../../api/categories.ts';
import { brandColors } from '../../components/brandColors.ts';
import { LaptopIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { SectionHeader } from './SectionHeader.tsx';

const GRID = 'grid grid-cols-3 gap-2 sm:gap-4';

/** product §1 item 3: a card per category, leading to its items. */
export function CategoriesSection() {
  const { HOME_TEXTS, LAYOUT_TEXTS } = useTexts();
  const t = HOME_TEXTS.categories;
  // Same query as the category-name grid of the layout, so it is fetched once.
  const { data, isPending, isError } = useCategories();
  return (
    <section id="categories" aria-labelledby="categories-title" aria-busy={isPending} className="scroll-mt-20">
      <SectionHeader id="categories-title" title={t.title} subtitle={t.subtitle} />
      {isPending && (
        <div role="status" className={GRID}>
          <span className="sr-only">{t.loading}</span>
          {Array.from({ length: 9 }, (_, i) => (
            <div key={i} className="skeleton h-24 sm:h-32" aria-hidden="true" />
          ))}
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-box bg-base-200 p-8 text-center">
          {LAYOUT_TEXTS.categoriesFailed}
        </p>
      )}
      {data && (
        <ul className={GRID}>
          {data.map((category) => {
            const name = displayCategoryName(category.name);
            const color = brandColors(name);
            return (
              <li key={category.id}>
                <Link
                  to={paths.category(category.id)}
                  className="group flex h-24 items-center gap-3 rounded-box border border-base-300 p-3 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:h-32 sm:gap-4 sm:p-5"
                  style={{ backgroundColor: color.light }}
                >
                  <span
                    className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full text-white md:flex lg:h-14 lg:w-14"
                    style={{ backgroundColor: color.dark }}
                    aria-hidden="true"
                  >
                    <LaptopIcon className="h-7 w-7 sm:h-8 sm:w-8" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-base font-bold sm:text-xl" style={{ color: color.dark }}>
                      {name}
                    </span>
                    <span className="text-xs text-base-content/80 group-hover:underline sm:text-sm">{t.cta}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
