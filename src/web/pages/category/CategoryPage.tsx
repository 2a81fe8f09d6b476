import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { CATEGORIES, displayCategoryName } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { CATEGORY_TEXTS } from '#shared/texts/category.ts';
import { getCategoryItems } from '../../api/categories.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { ShowMore, useShowMore } from '../../components/ShowMore.tsx';
import { useCategoryItems } from './useCategoryItems.ts';

/** The category's items are loaded before the screen shows (product §2); an unknown id ends on the route error screen. */
export async function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<Product[]> {
  return getCategoryItems(params.id ?? '', request.signal);
}

export default function CategoryPage() {
  const firstPage = useLoaderData<Product[]>();
  const { id = '' } = useParams();
  const { items, hasMore, loading, failed, loadMore } = useCategoryItems(id, firstPage);
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
