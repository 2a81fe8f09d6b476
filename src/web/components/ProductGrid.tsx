import type { Ref } from 'react';
import type { Product } from '#shared/schemas/products.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ProductCard } from './ProductCard.tsx';
import { useProductDialogs } from './useProductDialogs.tsx';
import { useTexts } from '../i18n/locale.tsx';

/**
 * Products as cards with Book Now and Report (product §2): a category's list, a seller's and search
 * results. The cards show at once (they come rendered from the server); only their buttons wait for the
 * sign-in check, each with a spinner, so that nothing moves when it ends.
 */
export function ProductGrid({ items, listRef }: { items: readonly Product[]; listRef?: Ref<HTMLUListElement> }) {
  const { CATEGORY_TEXTS } = useTexts();
  const { user, loading } = useAuth();
  const { book, report, dialogs } = useProductDialogs();
  return (
    <>
      <p role="status" className="sr-only">
        {loading ? CATEGORY_TEXTS.checkingSignIn : ''}
      </p>
      {items.length > 0 && (
        <ul ref={listRef} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard
                product={product}
                first={index === 0}
                signedIn={Boolean(user)}
                checking={loading}
                onBook={book}
                onReport={report}
              />
            </li>
          ))}
        </ul>
      )}
      {dialogs}
    </>
  );
}
