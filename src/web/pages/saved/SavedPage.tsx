import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SavedLaptop } from '#shared/schemas/saved.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { errorMessage } from '../../api/http.ts';
import { useUnsaveLaptop } from '../../api/mutations/saved.ts';
import { savedQuery } from '../../api/saved.ts';
import { HeartIcon } from '../../components/icons.tsx';
import { ActionButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

const BADGE: Record<SavedLaptop['status'], string> = {
  available: 'badge-success',
  sold: 'badge-neutral',
  removed: 'badge-ghost',
};

/** One saved laptop: its photo, name (a link while it is listed), price, where it stands, and Remove. */
function SavedCard({ saved, busy, onRemove }: { saved: SavedLaptop; busy: boolean; onRemove: (name: string) => void }) {
  const { SAVED_TEXTS } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const name = laptopName(saved.name, saved.detail);
  const price = saved.product?.resell_price ?? saved.savedPrice;
  const drop = saved.product && saved.status === 'available' ? saved.savedPrice - saved.product.resell_price : 0;
  const gone = saved.status !== 'available';
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm" aria-label={name}>
      <figure className="relative aspect-[4/3] bg-base-200">
        <img
          src={saved.image}
          alt={name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className={`h-full w-full object-cover ${gone ? 'opacity-60 grayscale' : ''}`}
        />
        <span className={`badge absolute top-2 left-2 font-semibold ${BADGE[saved.status]}`}>{SAVED_TEXTS.status[saved.status]}</span>
      </figure>
      <div className="card-body gap-2 p-4">
        <h2 lang={langOf(name)} className="card-title line-clamp-2 text-lg">
          {saved.product ? (
            <Link to={paths.product(saved.productId)} className="link-hover">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className={`text-lg font-semibold ${gone ? 'text-base-content/70' : 'text-primary'}`}>{format.tk(price)}</p>
        {drop > 0 && <p className="text-sm font-medium text-success">{SAVED_TEXTS.cheaper(format.tk(drop))}</p>}
        {saved.status === 'sold' && <p className="text-sm text-base-content/80">{SAVED_TEXTS.soldNote}</p>}
        {saved.status === 'removed' && <p className="text-sm text-base-content/80">{SAVED_TEXTS.removedNote}</p>}
        <div className="card-actions mt-auto pt-2">
          <ActionButton className="btn-outline w-full" busy={busy} label={SAVED_TEXTS.removeLabel(name)} onClick={() => onRemove(name)}>
            {!busy && <HeartIcon className="h-4 w-4" filled />}
            {SAVED_TEXTS.remove}
          </ActionButton>
        </div>
      </div>
    </article>
  );
}

/**
 * /dashboard/saved (every signed-in user): the laptops saved with the heart, newest saved first; one sold or
 * removed says so, and one cheaper than when saved says by how much.
 */
export default function SavedPage() {
  const texts = useTexts();
  const { SAVED_TEXTS, DASHBOARD_TEXTS } = texts;
  const list = useQuery(savedQuery());
  const remove = useRowAction(useUnsaveLaptop, { count: (r) => r.deletedCount, success: SAVED_TEXTS.removed });
  const { confirm, dialog } = useConfirm();
  const saved = list.data ?? [];
  const onRemove = async (productId: string, name: string) => {
    if (await confirm(SAVED_TEXTS.confirmRemove(name))) remove.start(productId);
  };
  return (
    <section aria-labelledby="saved-title">
      <PageHeading id="saved-title" title={SAVED_TEXTS.title} count={saved.length} loading={list.isPending} />
      <p className="-mt-4 mb-6 max-w-2xl text-base-content/80">{SAVED_TEXTS.intro}</p>
      {list.isError ? (
        <div role="alert" className="alert alert-error">
          <span>
            {SAVED_TEXTS.loadFailed} {errorMessage(list.error, texts)}
          </span>
        </div>
      ) : list.isPending ? (
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="skeleton h-80" />
          ))}
        </ul>
      ) : saved.length === 0 ? (
        <EmptyState message={SAVED_TEXTS.empty}>
          <Link to={paths.search} className="btn btn-primary">
            {DASHBOARD_TEXTS.browse}
          </Link>
        </EmptyState>
      ) : (
        <ul className={GRID}>
          {saved.map((s) => (
            <li key={s.productId}>
              <SavedCard saved={s} busy={remove.isBusy(s.productId)} onRemove={(name) => void onRemove(s.productId, name)} />
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
