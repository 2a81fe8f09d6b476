import { useQuery } from '@tanstack/react-query';
import type { Earnings } from '#shared/schemas/deals.ts';
import { earningsQuery } from '../../api/deals.ts';
import { errorMessage } from '../../api/http.ts';
import { DataTable, type Column } from '../../dashboard/DataTable.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { DealStateBadge } from '../../deals/DealStateBadge.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { EarningsTiles } from './EarningsTiles.tsx';

type SaleLine = Earnings['sales'][number];

/** When the money left Market's hands, either way: to the seller or back to the buyer. */
const closedOn = (s: SaleLine) => s.releasedAt ?? s.refundedAt;

/**
 * Earnings (beyond the specification; product "Paying and the money held"): a seller's money by where it
 * stands, then each paid sale with its dates.
 */
export default function EarningsPage() {
  const texts = useTexts();
  const { DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, SALES_TEXTS } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const earnings = useQuery(earningsQuery());
  useDealLiveUpdates();

  const columns: Column<SaleLine>[] = [
    {
      header: H.item,
      cell: (s) => (
        <span lang={langOf(s.itemName)} className="font-semibold">
          {s.itemName}
        </span>
      ),
      rowHeader: true,
    },
    {
      header: H.buyer,
      cell: (s) => (
        <span lang={langOf(s.buyerName)} className="whitespace-nowrap">
          {s.buyerName}
        </span>
      ),
    },
    { header: H.method, cell: (s) => <MethodName method={s.method} /> },
    { header: H.amount, cell: (s) => <span className="whitespace-nowrap font-medium">{format.tk(s.amount)}</span> },
    { header: H.state, cell: (s) => <DealStateBadge state={s.state} /> },
    { header: H.paidOn, cell: (s) => <span className="whitespace-nowrap">{format.shortDay(s.paidAt)}</span> },
    {
      header: H.closedOn,
      // The long header wraps, rather than push the table past its screen.
      className: 'whitespace-normal',
      cell: (s) => {
        const on = closedOn(s);
        return on ? <span className="whitespace-nowrap">{format.shortDay(on)}</span> : null;
      },
    },
  ];

  return (
    <section aria-labelledby="earnings-title">
      <PageHeading id="earnings-title" title={DASHBOARD_TITLES.earnings} />
      {earnings.isError && (
        <p role="alert" className="alert alert-error mb-4">
          {errorMessage(earnings.error, texts)}
        </p>
      )}
      {!earnings.isError && <EarningsTiles earnings={earnings.data} />}
      <h2 className="mb-3 text-lg font-semibold">{SALES_TEXTS.perSale}</h2>
      <DataTable
        caption={SALES_TEXTS.perSale}
        columns={columns}
        rows={earnings.data?.sales}
        rowKey={(s) => s.bookingId}
        loading={earnings.isPending}
        empty={earnings.isError ? null : DASHBOARD_TEXTS.empty.earnings}
      />
    </section>
  );
}
