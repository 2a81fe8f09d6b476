import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { BRANDS, CATEGORIES, displayCategoryName } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { categoryItemsQuery } from '../../api/categories.ts';
import { FIRST_PAGE_ON_VISIT } from '../../api/load.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import type { Head } from '../../head.ts';
import { ShowMore, useShowMore } from '../../components/ShowMore.tsx';
import { useProductList } from '../../components/useProductList.ts';
import { textsOf } from '../../i18n/catalogues.ts';
import { useTexts } from '../../i18n/locale.tsx';

/** A category's title names its brand; its description, how many items and from what price. */
function categoryHead(id: string, items: readonly Product[], { HEAD_TEXTS }: Catalogue): Head {
  const index = CATEGORIES.findIndex((c) => c.id === id);
  const brand = BRANDS[index] ?? HEAD_TEXTS.notFound.title;
  const cheapest = items.length > 0 ? Math.min(...items.map((p) => p.resell_price)) : null;
  return {
    title: HEAD_TEXTS.category.title(brand),
    description: HEAD_TEXTS.category.description(brand, items.length, cheapest),
    image: items[0]?.image,
  };
}

/**
 * The category's items are loaded before the screen shows (product §2); an unknown id ends on the route
 * error screen. The loader's data is the page's head (routes.tsx), from the first page.
 */
export const categoryLoader =
  (client: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<Head> => {
    const id = params.id ?? '';
    const options = categoryItemsQuery(id);
    await client.cancelQueries({ queryKey: options.queryKey, exact: true });
    const { pages } = await client.infiniteQuery({ ...options, ...FIRST_PAGE_ON_VISIT });
    return categoryHead(id, pages[0] ?? [], await textsOf(request));
  };

const itemsOf = (page: Product[]) => page;

export default function CategoryPage() {
  const { CATEGORY_TEXTS } = useTexts();
  const { id = '' } = useParams();
  const { items, hasMore, loading, failed, loadMore } = useProductList(categoryItemsQuery(id), itemsOf);
  const { listRef, showMore } = useShowMore(items.length, loadMore);
  const category = CATEGORIES.find((c) => c.id === id);
  const brand = category ? displayCategoryName(category.name) : '';
  return (
    <section aria-labelledby="category-heading" className="flex flex-col gap-6">
      <header className="text-center">
        <h1 id="category-heading" className="text-2xl font-bold sm:text-3xl">
          {items.length > 0 ? CATEGORY_TEXTS.itemsAvailable : CATEGORY_TEXTS.noItems}
        </h1>
        {items.length > 0 && brand && <p className="mt-2 text-base-content/75">{CATEGORY_TEXTS.count(items.length, brand, hasMore)}</p>}
      </header>
      <ProductGrid items={items} listRef={listRef} />
      {hasMore && <ShowMore onClick={showMore} loading={loading} failed={failed} texts={CATEGORY_TEXTS} />}
    </section>
  );
}
