import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Sale } from '#shared/schemas/deals.ts';
import type { DealReviews } from '#shared/schemas/reviews.ts';
import { salesQuery } from '../../api/deals.ts';
import { indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { DealActions } from '../../deals/DealActions.tsx';
import { DealMoves } from '../../deals/DealMoves.tsx';
import { DealState } from '../../deals/DealState.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { DealReview, OtherRating, useDealReviews } from '../../reviews/DealReview.tsx';
import { ReviewDialogs } from '../../reviews/ReviewDialogs.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/**
 * The buyer, their phone to arrange the meeting (a tap calls it on a phone), and their rating as a buyer, which
 * only the sellers they book from see (product §4, "Reviews").
 */
function BuyerContact({ sale, reviews }: { sale: Sale; reviews: DealReviews | undefined }) {
  const { SALES_TEXTS, REVIEW_TEXTS } = useTexts();
  const langOf = useLangOf();
  return (
    <div className="flex min-w-32 flex-col max-sm:items-end">
      <span lang={langOf(sale.buyerName)} className="font-medium">
        {sale.buyerName}
      </span>
      {sale.buyerPhone && (
        <a
          href={`tel:${sale.buyerPhone.replace(/[^\d+]/g, '')}`}
          className="link whitespace-nowrap text-sm"
          aria-label={SALES_TEXTS.call(sale.buyerName, sale.buyerPhone)}
        >
          {sale.buyerPhone}
        </a>
      )}
      <OtherRating entry={reviews} label={REVIEW_TEXTS.rating.buyer} />
    </div>
  );
}

/**
 * My Sales (beyond the specification; product "Paying and the money held"): the bookings of the seller's
 * laptops, who booked them and how they pay, where each deal stands and the seller's moves on it (the
 * handover, paid in cash, a cancel with its reason). A table on a wide screen, a card per sale on a phone.
 */
export default function MySalesPage() {
  const { DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const list = useQuery(salesQuery());
  useDealLiveUpdates();
  const reviews = useDealReviews();

  // Few columns, so that the actions stay in sight beside the drawer: the booking's date goes under the item,
  // its method under the price, and the seller's moves under what the state means.
  const columns: Column<Sale>[] = [
    indexColumn(H.index),
    { header: H.image, cell: (s) => <Thumb src={s.image} alt={s.itemName} /> },
    {
      header: H.item,
      cell: (s) => (
        <span className="flex flex-col">
          <span lang={langOf(s.itemName)} className="font-semibold">
            {s.itemName}
          </span>
          <time dateTime={s.createdAt} className="whitespace-nowrap text-sm font-normal text-base-content/75">
            {format.shortDay(s.createdAt)}
          </time>
        </span>
      ),
      rowHeader: true,
    },
    {
      header: H.payment,
      cell: (s) => (
        <div className="flex flex-col items-start max-sm:items-end">
          <span className="whitespace-nowrap">{format.tk(s.price)}</span>
          <MethodName method={s.method} />
        </div>
      ),
    },
    { header: H.buyer, cell: (s) => <BuyerContact sale={s} reviews={reviews.get(s._id)} /> },
    {
      header: H.state,
      cell: (s) => (
        <div className="flex flex-col items-start gap-2 max-sm:items-end">
          <DealState deal={s} reader="seller" />
          <DealActions deal={s} />
          <DealReview entry={reviews.get(s._id)} itemName={s.itemName} />
        </div>
      ),
    },
  ];

  return (
    <ReviewDialogs>
      <DealMoves>
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
      </DealMoves>
    </ReviewDialogs>
  );
}
