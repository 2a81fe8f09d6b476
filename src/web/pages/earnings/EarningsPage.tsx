import { useQuery } from '@tanstack/react-query';
import { formatShortDay, formatTk } from '#shared/format.ts';
import type { Earnings } from '#shared/schemas/deals.ts';
import { DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS as H } from '#shared/texts/dashboard.ts';
import { SALES_TEXTS } from '#shared/texts/sales.ts';
import { earningsQuery } from '../../api/deals.ts';
import { DataTable, type Column } from '../../dashboard/DataTable.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { DealStateBadge } from '../../deals/DealStateBadge.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { EarningsTiles } from './EarningsTiles.tsx';

type SaleLine = Earnings['sales'][number];

/** When the money left Market's hands, either way: to the seller or back to the buyer. */
const closedOn = (s: SaleLine) => s.releasedAt ?? s.refundedAt;

/**
 * Earnings (beyond the specification; product "Paying and the money held"): a seller's money by where it
 * stands, then each paid sale with its dates.
 */
export default function EarningsPage() {
  const earnings = useQuery(earningsQuery());
  useDealLiveUpdates();

  const columns: Column<SaleLine>[] = [
    { header: H.item, cell: (s) => <span className="font-semibold">{s.itemName}</span>, rowHeader: true },
    { header: H.buyer, cell: (s) => <span className="whitespace-nowrap">{s.buyerName}</span> },
    { header: H.method, cell: (s) => <MethodName method={s.method} /> },
    { header: H.amount, cell: (s) => <span className="whitespace-nowrap font-medium">{formatTk(s.amount)}</span> },
    { header: H.state, cell: (s) => <DealStateBadge state={s.state} /> },
    { header: H.paidOn, cell: (s) => <span className="whitespace-nowrap">{formatShortDay(s.paidAt)}</span> },
    {
      header: H.closedOn,
      // The long header wraps, rather than push the table past its screen.
      className: 'whitespace-normal',
      cell: (s) => {
        const on = closedOn(s);
        return on ? <span className="whitespace-nowrap">{formatShortDay(on)}</span> : null;
      },
    },
  ];

  return (
    <section aria-labelledby="earnings-title">
      <PageHeading id="earnings-title" title={DASHBOARD_TITLES.earnings} />
      {earnings.isError && (
        <p role="alert" className="alert alert-error mb-4">
          {earnings.error.message}
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
