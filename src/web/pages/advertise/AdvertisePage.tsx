import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isSold } from '#shared/constants.ts';
import type { Advertisement } from '#shared/schemas/advertisements.ts';
import { sellerAdvertsQuery } from '../../api/advertisements.ts';
import { errorMessage } from '../../api/http.ts';
import { useRemoveAdvertisement } from '../../api/mutations/advertisements.ts';
import { sellerProductsQuery } from '../../api/products.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ActionButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { TrashIcon } from '../../dashboard/icons.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { ListingStatusBadge } from '../../moderation/ListingStateNote.tsx';
import { paths } from '../../paths.ts';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5';

/** Advertise Item (product §2): the seller's advertisements, their count, and Remove. */
export default function AdvertisePage() {
  const texts = useTexts();
  const { CATEGORY_TEXTS, ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TOASTS } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { confirm, dialog } = useConfirm();
  const list = useQuery(sellerAdvertsQuery(email));
  const adverts = list.isError ? [] : list.data;
  // A sold product's advert is no longer shown on the home page, nor an expired one's until it is renewed; say so on its card.
  const products = useQuery(sellerProductsQuery(email));
  const sold = new Set((products.data ?? []).filter((p) => isSold(p)).map((p) => p._id));
  const statusOf = new Map((products.data ?? []).map((p) => [p._id, p.status]));

  const remove = useRowAction(useRemoveAdvertisement, { count: (r) => r.deletedCount, success: TOASTS.advertRemoved });
  const onRemove = async (a: Advertisement) => {
    if (await confirm(CONFIRM_TEXTS.removeAdvert(`${a.name} — ${a.detail}`))) remove.start(a._id);
  };

  const loading = list.isPending && Boolean(email);
  return (
    <section aria-labelledby="advertise-title">
      <PageHeading id="advertise-title" title={DASHBOARD_TITLES.advertise} count={adverts?.length ?? 0} loading={loading} />
      {list.isError && (
        <p role="alert" className="alert alert-error mb-4">
          {errorMessage(list.error, texts)}
        </p>
      )}
      {loading ? (
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="skeleton h-80" />
          ))}
        </ul>
      ) : !adverts?.length ? (
        !list.isError && (
          <EmptyState message={DASHBOARD_TEXTS.empty.advertise}>
            <Link to={paths.dashboard.myProducts} className="btn btn-primary">
              {DASHBOARD_TEXTS.goToMyProducts}
            </Link>
          </EmptyState>
        )
      ) : (
        <ul className={GRID}>
          {adverts.map((a) => {
            const title = `${a.name} — ${a.detail}`;
            const busy = remove.isBusy(a._id);
            return (
              <li key={a._id}>
                <article className="card h-full border border-base-300 bg-base-100 shadow-sm" aria-label={title}>
                  <figure className="relative aspect-[4/3] bg-base-200">
                    <img
                      src={a.image}
                      alt={title}
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                    {a.productId && sold.has(a.productId) && (
                      <span className="badge absolute left-2 top-2 border-0 bg-neutral font-semibold text-neutral-content">
                        {ACTION_TEXTS.sold}
                      </span>
                    )}
                    {a.productId && (
                      <ListingStatusBadge status={statusOf.get(a.productId) ?? 'available'} className="absolute left-2 top-2" />
                    )}
                  </figure>
                  <div className="card-body gap-2 p-4">
                    <h2 lang={langOf(a.name)} className="card-title text-lg">
                      {a.name}
                    </h2>
                    <p lang={langOf(a.detail)} className="line-clamp-2 min-h-10 text-sm text-base-content/80">
                      {a.detail}
                    </p>
                    <p className="text-lg font-semibold text-primary">{format.tk(a.price)}</p>
                    <p className="text-sm text-base-content/80">
                      {CATEGORY_TEXTS.card.used}: <span lang={langOf(a.use)}>{a.use}</span> ·{' '}
                      <span lang={langOf(a.location)}>{a.location}</span>
                    </p>
                    <div className="card-actions mt-auto pt-2">
                      <ActionButton
                        className="btn-outline btn-error w-full"
                        busy={busy}
                        label={ACTION_TEXTS.named(ACTION_TEXTS.remove, title)}
                        onClick={() => onRemove(a)}
                      >
                        {!busy && <TrashIcon />}
                        {ACTION_TEXTS.remove}
                      </ActionButton>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </section>
  );
}
