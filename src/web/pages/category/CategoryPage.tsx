import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { CATEGORIES, displayCategoryName } from '#shared/constants.ts';
import { TEXTS } from '#shared/messages.ts';
import type { Product } from '#shared/schemas/products.ts';
import { CATEGORY_TEXTS } from '#shared/texts/public.ts';
import { getCategoryItems } from '../../api/categories.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { useCategoryItems } from './useCategoryItems.ts';
import { useHydrated } from '../../useHydrated.ts';

/**
 * Only a signed-in reader can open the popups, so their code (and the form library's) loads once the
 * reader is known to be signed in, not with the page a visitor's phone has to run first.
 */
const BookingDialog = lazy(() => import('../../components/BookingDialog.tsx').then((m) => ({ default: m.BookingDialog })));
const ReportDialog = lazy(() => import('../../components/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/** The category's items are loaded before the screen shows (product §2); an unknown id ends on the route error screen. */
export async function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<Product[]> {
  return getCategoryItems(params.id ?? '', request.signal);
}

export default function CategoryPage() {
  const firstPage = useLoaderData<Product[]>();
  const { id = '' } = useParams();
  const { items, hasMore, loading: loadingMore, failed, loadMore } = useCategoryItems(id, firstPage);
  const list = useRef<HTMLUListElement>(null);
  // Keyboard users land on the first item Show more brought, not on the page's top.
  const focusItem = useRef<number | null>(null);
  useEffect(() => {
    const at = focusItem.current;
    if (at === null || items.length <= at) return;
    focusItem.current = null;
    list.current?.children[at]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);
  const showMore = () => {
    focusItem.current = items.length;
    void loadMore();
  };
  const { user, loading } = useAuth();
  const live = useHydrated();
  const [booking, setBooking] = useState<Product | null>(null);
  const [reporting, setReporting] = useState<Product | null>(null);

  const category = CATEGORIES.find((c) => c.id === id);
  const brand = category ? displayCategoryName(category.name) : '';
  return (
    <section aria-labelledby="category-heading" className="flex flex-col gap-6">
      <header className="text-center">
        <h1 id="category-heading" className="text-2xl font-bold sm:text-3xl">
          {items.length > 0 ? TEXTS.itemsAvailable : TEXTS.noItems}
        </h1>
        {items.length > 0 && brand && <p className="mt-2 text-base-content/75">{CATEGORY_TEXTS.count(items.length, brand, hasMore)}</p>}
        {/* The items show at once (they come rendered from the server); only their buttons wait for the sign-in
            check, each with a spinner, so that nothing moves when it ends. */}
        <p role="status" className="sr-only">
          {loading ? CATEGORY_TEXTS.checkingSignIn : ''}
        </p>
      </header>
      {items.length > 0 && (
        <ul ref={list} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard
                product={product}
                first={index === 0}
                signedIn={Boolean(user)}
                checking={loading}
                onBook={setBooking}
                onReport={setReporting}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="flex flex-col items-center gap-2">
          {failed && (
            <p role="alert" className="text-sm font-medium text-error">
              {CATEGORY_TEXTS.moreFailed}
            </p>
          )}
          <button type="button" className="btn btn-outline btn-primary" onClick={showMore} disabled={loadingMore || !live}>
            {loadingMore && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {loadingMore ? CATEGORY_TEXTS.loadingMore : CATEGORY_TEXTS.showMore}
          </button>
        </div>
      )}
      {user && (
        <Suspense fallback={null}>
          <BookingDialog product={booking} onClose={() => setBooking(null)} />
          <ReportDialog product={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </section>
  );
}
