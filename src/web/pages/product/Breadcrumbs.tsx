import { Link } from 'react-router';
import { BRANDS, CATEGORIES } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** Home › the brand's laptops › this one: the way back to the category the product belongs to. */
export function Breadcrumbs({ product }: { product: Product }) {
  const { PRODUCT_TEXTS: t } = useTexts();
  const langOf = useLangOf();
  const index = CATEGORIES.findIndex((c) => c.id === product.category_id);
  const brand = BRANDS[index];
  return (
    <nav aria-label={t.breadcrumbs} className="breadcrumbs py-0 text-sm">
      <ul>
        <li>
          <Link to={paths.home}>{t.home}</Link>
        </li>
        {brand && (
          <li>
            <Link to={paths.category(CATEGORIES[index]!.id)}>{t.brandLaptops(brand)}</Link>
          </li>
        )}
        <li aria-current="page" className="min-w-0">
          <span lang={langOf(product.detail)} className="block max-w-[50vw] truncate text-base-content/75 sm:max-w-md">
            {product.detail}
          </span>
        </li>
      </ul>
    </nav>
  );
}
