import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BookingState } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { allBookingsQuery } from '../../api/bookings.ts';
import { useDeleteBooking } from '../../api/mutations/bookings.ts';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { PaymentBadge, SoldToAnotherBadge } from '../../dashboard/PaymentStatus.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { DealActions } from '../../deals/DealActions.tsx';
import { DealMoves } from '../../deals/DealMoves.tsx';
import { DealState } from '../../deals/DealState.tsx';
import { MethodName } from '../../deals/MethodName.tsx';
import { isRemovable } from '../../deals/moves.ts';
import { useDealLiveUpdates } from '../../deals/useDealLiveUpdates.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';

/** The deals an admin must act on: a dispute to settle, a payment the provider asked to have checked. */
const NEEDS_ATTENTION: readonly BookingState[] = ['disputed', 'review'];
const needsAttention = (b: DealView) => NEEDS_ATTENTION.includes(b.state);

type Filter = 'all' | 'attention';

/** All orders, or only those that need attention, with how many each has. */
function OrdersFilter({ value, onChange, counts }: { value: Filter; onChange: (f: Filter) => void; counts: Record<Filter, number> }) {
  const F = useTexts().SALES_TEXTS.filter;
  return (
    <fieldset className="join">
      <legend className="sr-only">{F.label}</legend>
      {(['all', 'attention'] as const).map((f) => (
        <input
          key={f}
          type="radio"
          name="orders-filter"
          className="join-item btn btn-sm"
          aria-label={`${F[f]} (${counts[f]})`}
          checked={value === f}
          onChange={() => onChange(f)}
        />
      ))}
    </fieldset>
  );
}

/**
 * All Orders (product §2, §4, admin): every booking with its count; paid ones read 'Ordered confirmed'.
 * Beyond: where each deal stands, how it is paid, the admins' moves on it (approve a payment under review,
 * release the money to the seller, refund the buyer), and a filter of the deals that need them.
 */
export default function AllOrdersPage() {
  const { CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, TOASTS } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const list = useQuery(allBookingsQuery());
  useDealLiveUpdates();
  const [filter, setFilter] = useState<Filter>('all');
  const { confirm, dialog } = useConfirm();
  const remove = useRowAction(useDeleteBooking, { count: (r) => r.deletedCount, success: TOASTS.orderDeleted });
  const onDelete = async (b: DealView) => {
    if (await confirm(CONFIRM_TEXTS.deleteAnyOrder(b.itemName, b.userName || (b.email ?? '')))) remove.start(b._id);
  };

  const attention = list.data?.filter(needsAttention);
  const shown = filter === 'attention' ? { ...list, data: attention } : list;

  const columns: Column<DealView>[] = [
    indexColumn(H.index),
    { header: H.image, cell: (b) => <Thumb src={b.image} alt={b.itemName} /> },
    {
      header: H.item,
      cell: (b) => (
        <span lang={langOf(b.itemName)} className="font-semibold">
          {b.itemName}
        </span>
      ),
      rowHeader: true,
    },
    // The buyer's contact goes under their name, the price above the payment, so that the state and the
    // actions stay in sight beside the drawer.
    {
      header: H.buyer,
      cell: (b) => (
        <div className="max-sm:text-right">
          <div lang={langOf(b.userName)}>{b.userName}</div>
          {/* Whole where it fits (break-word does not shrink the column as overflow-wrap: anywhere would). */}
          <div className="break-words text-sm text-base-content/70">{b.email}</div>
          <div className="whitespace-nowrap text-sm text-base-content/70">{b.phone}</div>
          {b.location && (
            <div lang={langOf(b.location)} className="text-sm text-base-content/70">
              {b.location}
            </div>
          )}
        </div>
      ),
    },
    {
      header: H.payment,
      cell: (b) => (
        <div className="flex flex-col items-start gap-1 max-sm:items-end">
          <span className="whitespace-nowrap font-medium">{format.tk(b.price)}</span>
          <PaymentBadge paid={b.paid} />
          <SoldToAnotherBadge booking={b} />
          <MethodName method={b.method} />
          {b.paid && b.state !== 'refunded' && (
            <span className="whitespace-nowrap text-sm font-medium text-success">{DASHBOARD_TEXTS.payment.adminOrderConfirmed}</span>
          )}
        </div>
      ),
    },
    // The moves sit under the state they change, as in My Sales: the table then fits beside the drawer.
    {
      header: H.state,
      cell: (b) => (
        <div className="flex flex-col items-start gap-2 max-sm:items-end">
          <DealState deal={b} reader="admin" />
          {isRemovable(b) && <DeleteButton busy={remove.isBusy(b._id)} what={`${b.itemName} (${b.email})`} onClick={() => onDelete(b)} />}
          <DealActions deal={b} />
        </div>
      ),
    },
  ];

  return (
    <DealMoves>
      <TablePage
        id="all-orders-title"
        title={DASHBOARD_TITLES.allOrders}
        list={shown}
        columns={columns}
        empty={filter === 'attention' ? DASHBOARD_TEXTS.empty.needsAttention : DASHBOARD_TEXTS.empty.allOrders}
        toolbar={
          list.data &&
          list.data.length > 0 && (
            <OrdersFilter value={filter} onChange={setFilter} counts={{ all: list.data.length, attention: attention?.length ?? 0 }} />
          )
        }
      >
        {dialog}
      </TablePage>
    </DealMoves>
  );
}
