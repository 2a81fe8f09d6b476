import { StarIcon } from '../components/icons.tsx';
import { useFormat, useTexts } from '../i18n/locale.tsx';

/** A review's stars, drawn as five and read out as "4 out of 5 stars". */
export function Stars({ stars, className = 'h-4 w-4' }: { stars: number; className?: string }) {
  const { REVIEW_TEXTS } = useTexts();
  const format = useFormat();
  return (
    <span role="img" aria-label={REVIEW_TEXTS.stars.outOfFive(format.number(stars))} className="inline-flex shrink-0 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= stars} className={className} />
      ))}
    </span>
  );
}

/** A person's rating: "★ 4.6 out of 5 · 12 reviews", or that there is none yet. */
export function RatingSummary({ average, count, className = '' }: { average: number | null; count: number; className?: string }) {
  const { REVIEW_TEXTS: t } = useTexts();
  const format = useFormat();
  if (average === null || count === 0) return <span className={`text-sm text-base-content/75 ${className}`}>{t.rating.none}</span>;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 text-sm ${className}`}>
      <StarIcon className="h-4 w-4 text-amber-500" />
      <span className="font-semibold">{t.rating.average(format.decimal(average))}</span>
      <span aria-hidden="true">·</span>
      <span className="text-base-content/75">{t.rating.count(count, format.number(count))}</span>
    </span>
  );
}
