import type { Booking } from '#shared/schemas/bookings.ts';
import { useLocale } from '../i18n/locale.tsx';
import { DealStateBadge } from './DealStateBadge.tsx';
import { explainDeal, type DealReader } from './explainDeal.ts';

/** A deal's badge and, under it, what it means for the reader. */
export function DealState({
  deal,
  reader,
}: {
  deal: Pick<Booking, 'state' | 'holdUntil' | 'handedOverAt' | 'reason'>;
  reader: DealReader;
}) {
  const locale = useLocale();
  const lines = explainDeal(deal, reader, locale);
  return (
    <div className="flex min-w-44 max-w-72 flex-col items-start gap-1 max-sm:items-end max-sm:text-right">
      <DealStateBadge state={deal.state} />
      {lines.map((line) => (
        <p key={line} className="text-sm text-base-content/80">
          {line}
        </p>
      ))}
    </div>
  );
}
