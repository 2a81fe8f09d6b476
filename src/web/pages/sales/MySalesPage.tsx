import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDay, formatTk } from '#shared/format.ts';
import type { Sale } from '#shared/schemas/deals.ts';
import { DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS as H } from '#shared/texts/dashboard.ts';
import { SALES_TEXTS } from '#shared/texts/sales.ts';
import { salesQuery } from '../../api/deals.ts';
import { indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { DealActions } from '../../deals/DealActions.tsx';
import { DealState } from '../../deals/DealState.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { paths } from '../../paths.ts';

/** The buyer, and their phone to arrange the meeting: a tap calls it on a phone. */
function BuyerContact({ sale }: { sale: Sale }) {
  return (
    <div className="flex min-w-32 flex-col max-sm:items-end">
      <span className="font-medium">{sale.buyerName}</span>
      {sale.buyerPhone && (
        <a
          href={`tel:${sale.buyerPhone.replace(/[^\d+]/g, '')}`}
          className="link link-hover whitespace-nowrap text-sm"
          aria-label={SALES_TEXTS.call(sale.buyerName, sale.buyerPhone)}
        >
          {sale.buyerPhone}
        </a>
      )}
    </div>
  );
}

/**
 * My Sales (beyond the specification; product "Paying and the money held"): the bookings of the seller's
 * laptops, who booked them and how they pay, where each deal stands and the seller's moves on it (the
 * handover, paid in cash, a cancel with its reason). A table on a wide screen, a card per sale on a phone.
 */
export default function MySalesPage() {
  const list = useQuery(salesQuery());
  useDealLiveUpdates();

  const columns: Column<Sale>[] = [
    indexColumn(),
    { header: H.image, cell: (s) => <Thumb src={s.image} alt={s.itemName} /> },
    { header: H.item, cell: (s) => <span className="font-semibold">{s.itemName}</span>, rowHeader: true },
    { header: H.price, cell: (s) => <span className="whitespace-nowrap">{formatTk(s.price)}</span> },
    { header: H.buyer, cell: (s) => <BuyerContact sale={s} /> },
    { header: H.method, cell: (s) => <MethodName method={s.method} /> },
    { header: H.state, cell: (s) => <DealState deal={s} reader="seller" /> },
    { header: H.date, cell: (s) => <span className="whitespace-nowrap">{formatDay(s.createdAt)}</span> },
    { header: H.action, cell: (s) => <DealActions deal={s} /> },
  ];

  return (
    <TablePage
      id="sales-title"
      title={DASHBOARD_TITLES.sales}
      list={list}
      columns={columns}
      empty={
        <EmptyState message={DASHBOARD_TEXTS.empty.sales}>
          <Link to={paths.dashboard.myProducts} className="btn btn-primary">
            {DASHBOARD_TEXTS.goToMyProducts}
          </Link>
        </EmptyState>
      }
    />
  );
}
