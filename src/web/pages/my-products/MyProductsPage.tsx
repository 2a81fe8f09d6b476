import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { toInteger } from '#shared/forms.ts';
import type { OwnProduct } from '#shared/schemas/moderation.ts';
import { sellerAdvertsQuery } from '../../api/advertisements.ts';
import { useAdvertise } from '../../api/mutations/advertisements.ts';
import { sellerProductsQuery } from '../../api/products.ts';
import { useDeleteProduct, useEditProduct, useRenewProduct } from '../../api/mutations/products.ts';
import { errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { PlusIcon } from '../../dashboard/icons.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { SellerProductCard, SellerProductCardSkeleton } from './SellerProductCard.tsx';

/**
 * My Products (product §2): the seller's listings with their count; each can be advertised, repriced or deleted, and
 * shows where it stands (product §4): waiting for review, rejected, expired (Renew), or until when it is on
 * sale. A reminder's link (`?renew=<id>`) brings that listing's Renew button into view, focused: one tap renews.
 */
export default function MyProductsPage() {
  const texts = useTexts();
  const { CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, MODERATION_TEXTS, SAVED_TEXTS, TOASTS } = texts;
  const format = useFormat();
  const [params] = useSearchParams();
  const renewId = params.get('renew');
  const { user } = useAuth();
  const email = user?.email ?? '';
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();

  const list = useQuery(sellerProductsQuery(email));
  const adverts = useQuery(sellerAdvertsQuery(email));
  // product §8: a failed load is swallowed; the page still stands, showing no products.
  const products = list.isError ? [] : list.data;
  const advertised = new Set((adverts.data ?? []).map((a) => a.productId));

  const remove = useRowAction(useDeleteProduct, { count: (r) => r.deletedCount, success: TOASTS.productDeleted });
  // The choice shows itself on the card once the list is read again: no toast.
  const edit = useEditProduct({ onError: (err) => toast.error(errorMessage(err, texts)) });

  const renew = useRenewProduct({
    onSuccess: () => void toast.success(MODERATION_TEXTS.renewed),
    onError: (err) => toast.error(errorMessage(err, texts)),
  });

  // The listing a reminder named, once the list shows it: in view, its Renew button focused.
  const shown = Boolean(products?.some((p) => p._id === renewId));
  useEffect(() => {
    if (!shown || !renewId) return;
    const card = document.getElementById(`listing-${renewId}`);
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector<HTMLButtonElement>(`[data-renew="${CSS.escape(renewId)}"]`)?.focus({ preventScroll: true });
  }, [shown, renewId]);

  const advertise = useAdvertise({
    onSuccess: async () => {
      toast.success(TOASTS.advertised);
      await navigate(paths.dashboard.advertise);
    },
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  const promote = (p: OwnProduct) =>
    advertise.mutate({
      productId: p._id,
      image: p.image,
      name: p.name,
      price: toInteger(String(p.resell_price)),
      detail: p.detail,
      use: p.use,
      location: p.location,
      phone: p.phone ?? undefined,
      email,
    });

  const onDelete = async (p: OwnProduct) => {
    if (await confirm(CONFIRM_TEXTS.deleteProduct(`${p.name} — ${p.detail}`))) remove.start(p._id);
  };

  const loading = list.isPending && Boolean(email);
  return (
    <section aria-labelledby="my-products-title">
      <PageHeading id="my-products-title" title={DASHBOARD_TITLES.myProducts} count={products?.length ?? 0} loading={loading}>
        <Link to={paths.dashboard.addProduct} className="btn btn-primary btn-sm">
          <PlusIcon />
          {DASHBOARD_TEXTS.addFirstProduct}
        </Link>
      </PageHeading>
      {loading ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <SellerProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : !products?.length ? (
        <EmptyState message={DASHBOARD_TEXTS.empty.myProducts}>
          <Link to={paths.dashboard.addProduct} className="btn btn-primary">
            {DASHBOARD_TEXTS.addFirstProduct}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((p) => (
            <li key={p._id}>
              <SellerProductCard
                product={p}
                advertised={advertised.has(p._id)}
                deleting={remove.isBusy(p._id)}
                advertising={advertise.isPending && advertise.variables?.productId === p._id}
                onDelete={() => onDelete(p)}
                onAdvertise={() => promote(p)}
                editing={edit.isPending && edit.variables?.id === p._id}
                onChatOnly={(chatOnly) => edit.mutate({ id: p._id, chatOnly })}
                onPrice={(price) =>
                  edit.mutate(
                    { id: p._id, resell_price: price },
                    { onSuccess: () => void toast.success(SAVED_TEXTS.price.changed(format.tk(price))) },
                  )
                }
                renewing={renew.isPending && renew.variables === p._id}
                onRenew={() => renew.mutate(p._id)}
                highlight={p._id === renewId}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
