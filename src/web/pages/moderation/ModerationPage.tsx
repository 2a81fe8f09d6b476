import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { LIMITS } from '#shared/constants.ts';
import type { OwnProductDetail } from '#shared/schemas/moderation.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { errorMessage } from '../../api/http.ts';
import { moderationQuery } from '../../api/moderation.ts';
import { useApproveListing, useRejectListing } from '../../api/mutations/moderation.ts';
import { Modal } from '../../components/Modal.tsx';
import { SellerBadge } from '../../components/SellerBadge.tsx';
import { ActionButton } from '../../dashboard/ActionButton.tsx';
import { restoreAfterListChange } from '../../dashboard/ConfirmDialog.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { ListingReasons } from '../../moderation/ListingStateNote.tsx';
import { paths } from '../../paths.ts';

/** A listing's name short enough for a button's or a dialog's name: its brand and the start of its description. */
function shortName(listing: Pick<OwnProductDetail, 'name' | 'detail'>): string {
  const name = laptopName(listing.name, listing.detail.split('\n')[0] ?? '');
  return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

/**
 * Moderation (admins; product §4, "Moderation"): the listings the checks held back, the longest waiting first,
 * each with its photo, price, seller and why it waits. Approve puts it on sale at once; Reject asks for the
 * reason its seller reads.
 */
export default function ModerationPage() {
  const texts = useTexts();
  const { MODERATION_TEXTS: t, DASHBOARD_TEXTS } = texts;
  const queue = useQuery(moderationQuery());
  const [rejecting, setRejecting] = useState<OwnProductDetail | null>(null);
  const [open, setOpen] = useState(false);
  const approve = useApproveListing({
    onSuccess: () => void toast.success(t.queue.approved),
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;

  return (
    <section aria-labelledby="moderation-title">
      <PageHeading id="moderation-title" title={t.queue.title} count={total} loading={queue.isPending} />
      <p className="-mt-3 mb-6 max-w-3xl text-base-content/80">{t.queue.intro}</p>
      {queue.isPending ? (
        <p className="text-base-content/75">{DASHBOARD_TEXTS.loadingList}</p>
      ) : queue.isError ? (
        <p role="alert" className="text-error">
          {errorMessage(queue.error, texts)}
        </p>
      ) : items.length === 0 ? (
        <EmptyState message={t.queue.empty} />
      ) : (
        <>
          {total > items.length && <p className="mb-4 text-sm text-base-content/75">{t.queue.more(items.length, total)}</p>}
          <ul className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            {items.map((item) => (
              <li key={item._id}>
                <QueueItem
                  item={item}
                  approving={approve.isPending && approve.variables === item._id}
                  onApprove={() => approve.mutate(item._id)}
                  onReject={() => {
                    setRejecting(item);
                    setOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <RejectDialog listing={rejecting} open={open} onClose={() => setOpen(false)} onClosed={() => setRejecting(null)} />
    </section>
  );
}

/** One listing that waits: what it is, who sells it, since when and why, and the two decisions. */
function QueueItem({
  item,
  approving,
  onApprove,
  onReject,
}: {
  item: OwnProductDetail;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { MODERATION_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const name = shortName(item);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card h-full border border-base-300 bg-base-100 shadow-sm sm:card-side">
      <figure className="aspect-[4/3] shrink-0 bg-base-200 sm:w-48 sm:self-start">
        <img src={item.image} alt={name} width={320} height={240} loading="lazy" className="h-full w-full object-cover" />
      </figure>
      <div className="card-body min-w-0 gap-3 p-4">
        <div>
          <h2 id={titleId} lang={langOf(item.name)} className="card-title text-lg break-words">
            {item.name}
          </h2>
          {/* The whole description: what the checks read, the admin reads. */}
          <p lang={langOf(item.detail)} className="text-sm break-words whitespace-pre-line text-base-content/80">
            {item.detail}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/75">{t.queue.price}</dt>
          <dd className="font-semibold">{format.tk(item.resell_price)}</dd>
          <dt className="text-base-content/75">{t.queue.seller}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1">
            <span lang={langOf(item.sellerProfile.name)} className="truncate">
              {item.sellerProfile.name}
            </span>
            <SellerBadge verified={item.sellerProfile.verified} />
          </dd>
        </dl>
        {item.listing.submittedAt && (
          <p className="text-sm text-base-content/75">{t.queue.submitted(format.day(item.listing.submittedAt))}</p>
        )}
        <div className="rounded-box bg-warning/10 px-3 py-2 text-sm">
          <p className="font-medium">{t.whyWaiting}</p>
          <ListingReasons reasons={item.listing.reasons} />
        </div>
        <div className="card-actions mt-auto flex-wrap items-center gap-2">
          <ActionButton className="btn-success" busy={approving} label={t.queue.approveNamed(name)} onClick={onApprove}>
            {t.queue.approve}
          </ActionButton>
          <ActionButton className="btn-outline btn-error" label={t.queue.rejectNamed(name)} onClick={onReject}>
            {t.queue.reject}
          </ActionButton>
          <Link to={paths.product(item._id)} className="link ml-auto text-sm" aria-describedby={titleId}>
            {t.queue.open}
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Asks for the reason its seller reads before a listing is rejected (required, up to LIMITS.reason characters);
 * stays open while it is sent, and shows a refusal there.
 */
function RejectDialog({
  listing,
  open,
  onClose,
  onClosed,
}: {
  listing: OwnProductDetail | null;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  const texts = useTexts();
  const { MODERATION_TEXTS: t } = texts;
  const titleId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = useRejectListing({
    onSuccess: () => {
      toast.success(t.queue.rejected);
      onClose();
    },
  });
  const name = listing ? shortName(listing) : '';
  const error = missing ? t.queue.reasonRequired : reject.error ? errorMessage(reject.error, texts) : null;
  return (
    <Modal
      open={open}
      onClose={() => {
        setReason('');
        setMissing(false);
        reject.reset();
        onClosed();
      }}
      titleId={titleId}
      busy={reject.isPending}
      closeButton={false}
      restoreFocus={restoreAfterListChange}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!listing) return;
          if (!reason.trim()) return setMissing(true);
          setMissing(false);
          reject.mutate({ productId: listing._id, reason: reason.trim() });
        }}
      >
        <h2 id={titleId} className="text-lg font-bold break-words">
          {t.queue.rejectTitle(name)}
        </h2>
        <div className="mt-4 flex flex-col gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t.queue.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={LIMITS.reason}
            required
            aria-invalid={missing || undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            className={`textarea w-full ${missing ? 'textarea-error' : 'border-base-content/55'}`}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            data-autofocus
          />
          <p id={hintId} className="text-sm text-base-content/75">
            {t.queue.reasonHint}
          </p>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-error">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={reject.isPending}>
            {t.queue.cancel}
          </button>
          <button type="submit" className="btn btn-error" disabled={reject.isPending} aria-busy={reject.isPending || undefined}>
            {reject.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.queue.confirmReject}
          </button>
        </div>
      </form>
    </Modal>
  );
}
