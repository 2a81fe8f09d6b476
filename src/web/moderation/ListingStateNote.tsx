import type { ProductStatus } from '#shared/constants.ts';
import { LISTING_LIFE } from '#shared/constants.ts';
import type { ListingState } from '#shared/schemas/moderation.ts';
import { useFormat, useLangOf, useLocale, useTexts } from '../i18n/locale.tsx';
import { reasonText } from './reasons.ts';

const DAY = 86_400_000;

/** Whether a listing on sale expires within the days its seller is reminded (and may want to renew it now). */
export const expiresSoon = (listing: Pick<ListingState, 'expiresAt'>, now: number = Date.now()) =>
  listing.expiresAt !== null && Date.parse(listing.expiresAt) - now <= LISTING_LIFE.reminderDays * DAY;

/** A listing's status as a badge, for the statuses only its seller and the admins see; none for one on sale or sold. */
export function ListingStatusBadge({ status, className = '' }: { status: ProductStatus; className?: string }) {
  const { MODERATION_TEXTS: t } = useTexts();
  if (status === 'review') return <span className={`badge badge-warning font-semibold ${className}`}>{t.status.review}</span>;
  if (status === 'rejected') return <span className={`badge badge-error font-semibold ${className}`}>{t.status.rejected}</span>;
  if (status === 'expired') return <span className={`badge badge-neutral font-semibold ${className}`}>{t.status.expired}</span>;
  return null;
}

/** Why a listing waits for an admin, one sentence each. */
export function ListingReasons({ reasons }: { reasons: ListingState['reasons'] }) {
  const locale = useLocale();
  if (reasons.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {reasons.map((flag) => (
        <li key={flag.code}>{reasonText(flag, locale)}</li>
      ))}
    </ul>
  );
}

/**
 * Where a seller's listing stands (product §4, "Moderation" and "Expiry"), for them and the admins: waiting for
 * review and why, rejected with the admin's reason, expired, or until when it is on sale. Nothing for one sold.
 */
export function ListingStateNote({
  listing: { status, listing },
  compact = false,
}: {
  listing: { status: ProductStatus; listing: ListingState };
  /** A card's narrow column: smaller type. */
  compact?: boolean;
}) {
  const { MODERATION_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const size = compact ? 'text-sm' : '';
  switch (status) {
    case 'review':
      return (
        <div role="note" className={`rounded-box border border-warning/50 bg-warning/10 px-4 py-3 ${size}`}>
          <p className="font-semibold">{t.status.review}</p>
          <p>{t.waitingNote}</p>
          {listing.reasons.length > 0 && (
            <>
              <p className="mt-2 font-medium">{t.whyWaiting}</p>
              <ListingReasons reasons={listing.reasons} />
            </>
          )}
        </div>
      );
    case 'rejected':
      return (
        <div role="note" className={`rounded-box border border-error/50 bg-error/10 px-4 py-3 ${size}`}>
          <p className="font-semibold">{t.status.rejected}</p>
          <p lang={langOf(listing.rejectionReason ?? '')} className="break-words">
            {t.rejectedNote(listing.rejectionReason ?? '')}
          </p>
          <p>{t.rejectedHelp}</p>
        </div>
      );
    case 'expired':
      return (
        <div role="note" className={`rounded-box border border-base-300 bg-base-200 px-4 py-3 ${size}`}>
          <p className="font-semibold">{t.status.expired}</p>
          <p>{t.expiredNote}</p>
        </div>
      );
    case 'available': {
      if (!listing.expiresAt) return null;
      const day = format.day(listing.expiresAt);
      return expiresSoon(listing) ? (
        <p role="note" className={`rounded-box bg-warning/15 px-3 py-2 font-medium ${size}`}>
          {t.expiresSoon(day)}
        </p>
      ) : (
        <p className={`text-base-content/75 ${size}`}>{t.expiresOn(day)}</p>
      );
    }
    default:
      return null;
  }
}
