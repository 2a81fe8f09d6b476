import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealReviews } from '#shared/schemas/reviews.ts';
import { dealReviewsQuery, reviewKeys } from '../api/reviews.ts';
import { ActionButton } from '../dashboard/ActionButton.tsx';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';
import { useLiveEvent } from '../live/LiveEvents.tsx';
import { useReviewDialogs } from './ReviewDialogs.tsx';
import { RatingSummary, Stars } from './Stars.tsx';

/**
 * The reviews of the signed-in user's deals, by booking, for My Orders and My Sales; read again when a deal
 * moves (a sale completes: its window opens) or news comes (the other side's review is published).
 */
export function useDealReviews(): Map<string, DealReviews> {
  const client = useQueryClient();
  const { data } = useQuery(dealReviewsQuery());
  const refresh = () => void client.invalidateQueries({ queryKey: reviewKeys.deals });
  useLiveEvent('booking', refresh);
  useLiveEvent('notification', refresh);
  return new Map((data ?? []).map((entry) => [entry.bookingId, entry]));
}

/** The other side's rating on their side of deals: on My Sales, a buyer's, which only the sellers they book from see. */
export function OtherRating({ entry, label }: { entry: DealReviews | undefined; label: string }) {
  if (!entry) return null;
  return (
    <span className="flex flex-col text-xs max-sm:items-end">
      <span className="text-base-content/75">{label}</span>
      <RatingSummary average={entry.other.rating.average} count={entry.other.rating.count} />
    </span>
  );
}

/**
 * Where a completed sale's reviews stand for one of its sides: "Leave a review" while the window is open and
 * they have not, their own review and whether it is published, and the other side's review of them once
 * published, with their one reply.
 */
export function DealReview({ entry, itemName }: { entry: DealReviews | undefined; itemName: string }) {
  const { REVIEW_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const dialogs = useReviewDialogs();
  const review = entry?.review;
  if (!entry || !review) return null;
  const otherName = entry.other.name ?? t.deal.someone;
  const { mine, theirs } = review;
  return (
    <div className="flex max-w-72 flex-col items-start gap-2 text-left max-sm:items-end max-sm:text-right">
      {mine ? (
        <div className="flex flex-col gap-0.5 max-sm:items-end">
          <span className="flex items-center gap-2 text-sm font-medium">
            {t.deal.mine}
            <Stars stars={mine.stars} />
          </span>
          <span className="text-xs text-base-content/75">
            {mine.published ? t.deal.published : t.deal.waiting(format.day(review.windowEndsAt))}
          </span>
        </div>
      ) : review.canWrite ? (
        <div className="flex flex-col gap-1 max-sm:items-end">
          <ActionButton
            className="btn-primary"
            label={t.form.openFor(otherName, itemName)}
            onClick={() => dialogs.write({ bookingId: entry.bookingId, otherName, itemName, windowEndsAt: review.windowEndsAt })}
          >
            {t.form.open}
          </ActionButton>
          <span className="text-xs text-base-content/75">{t.deal.until(format.day(review.windowEndsAt))}</span>
        </div>
      ) : (
        <span className="text-xs text-base-content/75">{t.deal.closed(format.day(review.windowEndsAt))}</span>
      )}
      {theirs && (
        <div className="flex w-full flex-col gap-1 rounded-box bg-base-200 p-2 max-sm:items-end">
          <span lang={langOf(otherName)} className="text-sm font-medium">
            {t.deal.theirs(otherName)}
          </span>
          <Stars stars={theirs.stars} />
          {theirs.comment && (
            <p lang={langOf(theirs.comment)} className="text-sm whitespace-pre-line">
              {theirs.comment}
            </p>
          )}
          {theirs.reply ? (
            <p className="text-xs text-base-content/75">
              <span className="font-medium">{t.reply.label}:</span> <span lang={langOf(theirs.reply.text)}>{theirs.reply.text}</span>
            </p>
          ) : (
            <ActionButton
              className="btn-ghost btn-xs"
              label={t.reply.openFor(otherName)}
              onClick={() => dialogs.reply({ id: theirs.id, authorName: otherName })}
            >
              {t.reply.open}
            </ActionButton>
          )}
        </div>
      )}
    </div>
  );
}
