import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { needsDetails } from '#shared/schemas/bookings.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { myBookingsQuery } from '../../api/bookings.ts';
import { useDeleteBooking } from '../../api/mutations/bookings.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { CardIcon } from '../../dashboard/icons.tsx';
import { PaymentBadge, SoldToAnotherBadge } from '../../dashboard/PaymentStatus.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { DealActions } from '../../deals/DealActions.tsx';
import { DealMoves } from '../../deals/DealMoves.tsx';
import { DealState } from '../../deals/DealState.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { isRemovable } from '../../deals/moves.ts';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { DealReview, useDealReviews } from '../../reviews/DealReview.tsx';
import { ReviewDialogs } from '../../reviews/ReviewDialogs.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** Pay is offered until the deal is paid or ends: for a booking, and for a cash one whose buyer would rather pay online. */
const canPay = (b: DealView) => (b.state === 'booked' || b.state === 'cash') && !b.sold && b.price > 0;
/** Paid is confirmed (product §4) until the money went back: the state's badge says Refunded then. */
const isConfirmed = (b: DealView) => b.paid && b.state !== 'refunded';

/**
 * My Orders (product §2, §4): the buyer's bookings; unpaid ones can be paid or removed, paid ones are confirmed.
 * Beyond: where each deal stands, how it is paid, and the buyer's moves (I have the laptop, a dispute, a cancel).
 */
export default function MyOrdersPage() {
  const { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, PAYMENT_TEXTS, TOASTS } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { confirm, dialog } = useConfirm();
  const list = useQuery(myBookingsQuery(email));
  useDealLiveUpdates();
  const reviews = useDealReviews();

  const remove = useRowAction(useDeleteBooking, { count: (r) => r.deletedCount, success: TOASTS.orderDeleted });
  const onDelete = async (b: DealView) => {
    if (await confirm(CONFIRM_TEXTS.deleteOrder(b.itemName))) remove.start(b._id);
  };

  const columns: Column<DealView>[] = [
    indexColumn(H.index),
    { header: H.image, cell: (b) => <Thumb src={b.image} alt={b.itemName} /> },
    {
      header: H.title,
      cell: (b) => (
        <span lang={langOf(b.itemName)} className="font-semibold">
          {b.itemName}
        </span>
      ),
      rowHeader: true,
    },
    { header: H.price, cell: (b) => <span className="whitespace-nowrap">{format.tk(b.price)}</span> },
    {
      header: H.payment,
      cell: (b) => (
        <div className="flex flex-wrap items-center gap-2 max-sm:justify-end">
          <PaymentBadge paid={b.paid} />
          <SoldToAnotherBadge booking={b} />
          <MethodName method={b.method} />
          {canPay(b) && (
            <Link
              to={paths.dashboard.payment(b._id)}
              className="btn btn-primary btn-sm"
              aria-label={ACTION_TEXTS.named(PAYMENT_TEXTS.pay, b.itemName)}
            >
              <CardIcon />
              {PAYMENT_TEXTS.pay}
            </Link>
          )}
          {/* A booking from an accepted offer: the payment page asks for the phone first. */}
          {!b.sold && needsDetails(b) && <span className="text-xs text-base-content/75">{PAYMENT_TEXTS.details.needed}</span>}
        </div>
      ),
    },
    { header: H.state, cell: (b) => <DealState deal={b} reader="buyer" /> },
    {
      header: H.action,
      cell: (b) =>
        (isConfirmed(b) || isRemovable(b) || b.moves.length > 0 || reviews.get(b._id)?.review) && (
          <div className="flex flex-col items-start gap-2 max-sm:items-end">
            {isConfirmed(b) && <span className="whitespace-nowrap font-medium text-success">{DASHBOARD_TEXTS.payment.orderConfirmed}</span>}
            {isRemovable(b) && <DeleteButton busy={remove.isBusy(b._id)} what={b.itemName} onClick={() => onDelete(b)} />}
            <DealActions deal={b} />
            {/* Once the sale is complete: the buyer's review of the seller, and the seller's of them. */}
            <DealReview entry={reviews.get(b._id)} itemName={b.itemName} />
          </div>
        ),
    },
  ];

  const loading = list.isPending && Boolean(email);
  return (
    <ReviewDialogs>
      <DealMoves>
        <TablePage
          id="orders-title"
          title={DASHBOARD_TITLES.orders}
          list={list}
          loading={loading}
          columns={columns}
          empty={
            <EmptyState message={DASHBOARD_TEXTS.empty.orders}>
              <Link to={paths.home} className="btn btn-primary">
                {DASHBOARD_TEXTS.browseCategories}
              </Link>
            </EmptyState>
          }
        >
          {dialog}
        </TablePage>
      </DealMoves>
    </ReviewDialogs>
  );
}
