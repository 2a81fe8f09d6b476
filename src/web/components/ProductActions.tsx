import { Link, useLocation } from 'react-router';
import { isSold } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { paths } from '../paths.ts';
import { useTexts } from '../i18n/locale.tsx';

/**
 * Book Now and Report (product §2), wherever a product is shown: signed in, they open the popups;
 * signed out, they lead to /login, which brings the reader back afterwards. While the sign-in check
 * runs they wait, disabled, so a signed-in reader is not sent to /login. A sold product has no Book Now.
 */
export function ProductActions({
  product,
  signedIn,
  checking,
  describedBy,
  onBook,
  onReport,
  size = 'sm',
}: {
  product: Product;
  signedIn: boolean;
  checking: boolean;
  /** The id of the product's title, so each button says which product it acts on. */
  describedBy: string;
  onBook: (product: Product) => void;
  onReport: (product: Product) => void;
  size?: 'sm' | 'md';
}) {
  const t = useTexts().CATEGORY_TEXTS.card;
  const location = useLocation();
  const actionClass = `btn ${size === 'sm' ? 'btn-sm' : ''} flex-1`;
  const canBook = !isSold(product);
  if (signedIn || checking)
    return (
      <>
        {canBook && (
          <button
            type="button"
            className={`${actionClass} btn-primary`}
            aria-describedby={describedBy}
            disabled={checking}
            onClick={() => onBook(product)}
          >
            {checking && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.bookNow}
          </button>
        )}
        <button
          type="button"
          className={`${actionClass} btn-outline btn-error`}
          aria-describedby={describedBy}
          disabled={checking}
          onClick={() => onReport(product)}
        >
          {t.report}
        </button>
      </>
    );
  return (
    <>
      {canBook && (
        <Link to={paths.login} state={{ from: location }} className={`${actionClass} btn-primary`} aria-describedby={describedBy}>
          {t.bookNow}
        </Link>
      )}
      <Link to={paths.login} state={{ from: location }} className={`${actionClass} btn-outline btn-error`} aria-describedby={describedBy}>
        {t.report}
      </Link>
    </>
  );
}
