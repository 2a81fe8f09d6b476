import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PRODUCT_STATUS } from '#shared/constants.ts';
import { ownListingQuery } from '../../api/products.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { ProductFormPage } from './AddProductPage.tsx';

/**
 * The edit page of a listing that waits for review or was rejected (product §4, "Moderation"): Add A Product's
 * form with the listing's values and photos, sent through the checks again.
 */
export default function EditProductPage() {
  const { DASHBOARD_LINKS, MODERATION_TEXTS: t } = useTexts();
  const { id = '' } = useParams();
  const listing = useQuery(ownListingQuery(id));
  if (listing.isPending) return <Spinner />;
  const found = listing.data;
  const editable = found && (found.status === PRODUCT_STATUS.review || found.status === PRODUCT_STATUS.rejected);
  if (!editable) {
    return (
      <section aria-labelledby="edit-product-title">
        <PageHeading id="edit-product-title" title={t.edit.title} />
        <EmptyState message={listing.isError || !found ? t.edit.loadFailed : t.edit.notEditable}>
          <Link to={paths.dashboard.myProducts} className="btn btn-primary">
            {DASHBOARD_LINKS.myProducts}
          </Link>
        </EmptyState>
      </section>
    );
  }
  // A new form for each listing, started from its values.
  return <ProductFormPage key={found._id} listing={found} />;
}
