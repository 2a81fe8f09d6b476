import { Link } from 'react-router';
import { isOnSale, isSold, PRODUCT_STATUS } from '#shared/constants.ts';
import type { OwnProduct } from '#shared/schemas/moderation.ts';
import { ActionButton } from '../../dashboard/ActionButton.tsx';
import { MegaphoneIcon, TrashIcon } from '../../dashboard/icons.tsx';
import { ContactChoice } from '../../components/ContactChoice.tsx';
import { PriceForm } from './PriceForm.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { expiresSoon, ListingStateNote, ListingStatusBadge } from '../../moderation/ListingStateNote.tsx';
import { paths } from '../../paths.ts';

/**
 * One of the seller's listings: photo, prices in Tk., details with the phone number (which the seller always
 * sees), whether buyers see it or only write (product §6), where it stands (waiting for review and why,
 * rejected, expired, until when it is on sale: product §4), and its buttons: Advertise and Delete, Renew when
 * it has expired or soon will, Edit and send again while it waits or after a rejection.
 */
export function SellerProductCard({
  product: p,
  advertised,
  deleting,
  advertising,
  onDelete,
  onAdvertise,
  editing = false,
  onChatOnly,
  onPrice,
  renewing = false,
  onRenew,
  highlight = false,
}: {
  product: OwnProduct;
  advertised: boolean;
  deleting: boolean;
  advertising: boolean;
  onDelete: () => void;
  onAdvertise: () => void;
  editing?: boolean;
  onChatOnly?: (chatOnly: boolean) => void;
  /** A new resell price for a listing on sale. */
  onPrice?: (price: number) => void;
  renewing?: boolean;
  onRenew?: () => void;
  /** The listing a reminder's link names (`?renew=`): outlined, its Renew button shown. */
  highlight?: boolean;
}) {
  const { CATEGORY_TEXTS, ACTION_TEXTS, MODERATION_TEXTS } = useTexts();
  const T = CATEGORY_TEXTS.card;
  const format = useFormat();
  const langOf = useLangOf();
  const sold = isSold(p);
  const onSale = isOnSale(p);
  const title = `${p.name} — ${p.detail}`;
  const renewable = p.status === PRODUCT_STATUS.expired || (onSale && (highlight || expiresSoon(p.listing)));
  const editable = p.status === PRODUCT_STATUS.review || p.status === PRODUCT_STATUS.rejected;
  return (
    <article
      id={`listing-${p._id}`}
      className={`card h-full border bg-base-100 shadow-sm ${highlight ? 'border-primary ring-2 ring-primary' : 'border-base-300'}`}
      aria-label={title}
    >
      <figure className="relative aspect-[4/3] bg-base-200">
        <img src={p.image} alt={title} width={400} height={300} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        <div className="absolute left-2 top-2 flex gap-1">
          {sold && <span className="badge border-0 bg-neutral font-semibold text-neutral-content">{ACTION_TEXTS.sold}</span>}
          <ListingStatusBadge status={p.status} />
          {onSale && advertised && <span className="badge badge-accent font-semibold">{ACTION_TEXTS.advertised}</span>}
        </div>
      </figure>
      <div className="card-body gap-3 p-4">
        <div>
          <h2 lang={langOf(p.name)} className="card-title text-lg">
            {p.name}
          </h2>
          <p lang={langOf(p.detail)} className="line-clamp-2 min-h-10 text-sm text-base-content/80">
            {p.detail}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">{T.originalPrice}</dt>
          <dd className="text-right line-through decoration-base-content/40">{format.tk(p.price)}</dd>
          <dt className="text-base-content/70">{T.resellPrice}</dt>
          <dd className="text-right font-semibold text-primary">{format.tk(p.resell_price)}</dd>
          <dt className="text-base-content/70">{T.used}</dt>
          <dd lang={langOf(p.use)} className="truncate text-right">
            {p.use}
          </dd>
          <dt className="text-base-content/70">{T.location}</dt>
          <dd lang={langOf(p.location)} className="truncate text-right">
            {p.location}
          </dd>
          <dt className="text-base-content/70">{T.posted}</dt>
          <dd className="truncate text-right">{p.date}</dd>
          <dt className="text-base-content/70">{T.contact}</dt>
          <dd className="truncate text-right">{p.phone}</dd>
        </dl>
        <ListingStateNote listing={p} compact />
        {onSale && onPrice && <PriceForm price={p.resell_price} title={title} busy={editing} onSave={onPrice} />}
        {!sold && onChatOnly && <ContactChoice compact chatOnly={p.chatOnly} disabled={editing} onChange={onChatOnly} />}
        <div className="card-actions mt-auto grid grid-cols-2 gap-2">
          {renewable && onRenew && (
            <ActionButton
              className="btn-primary col-span-2"
              busy={renewing}
              label={MODERATION_TEXTS.renewNamed(title)}
              onClick={onRenew}
              data-renew={p._id}
            >
              {MODERATION_TEXTS.renew}
            </ActionButton>
          )}
          {editable && (
            <Link
              to={paths.dashboard.editProduct(p._id)}
              className="btn btn-sm btn-primary col-span-2"
              aria-label={MODERATION_TEXTS.editNamed(title)}
            >
              {MODERATION_TEXTS.editAndResend}
            </Link>
          )}
          {onSale && (
            <ActionButton
              className="btn-primary disabled:bg-base-200 disabled:text-base-content/70"
              busy={advertising}
              disabled={advertised}
              label={ACTION_TEXTS.named(advertised ? ACTION_TEXTS.advertised : ACTION_TEXTS.advertise, title)}
              onClick={onAdvertise}
            >
              {!advertising && <MegaphoneIcon />}
              {advertised ? ACTION_TEXTS.advertised : ACTION_TEXTS.advertise}
            </ActionButton>
          )}
          <ActionButton
            className={`btn-outline btn-error ${onSale ? '' : 'col-span-2'}`}
            busy={deleting}
            label={ACTION_TEXTS.named(ACTION_TEXTS.delete, title)}
            onClick={onDelete}
          >
            {!deleting && <TrashIcon />}
            {ACTION_TEXTS.delete}
          </ActionButton>
        </div>
      </div>
    </article>
  );
}

export function SellerProductCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="card-body gap-3 p-4">
        <div className="skeleton h-6 w-24" />
        <div className="skeleton h-10 w-full" />
        <div className="skeleton h-24 w-full" />
        <div className="skeleton h-8 w-full" />
      </div>
    </div>
  );
}
