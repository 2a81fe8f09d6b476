import { useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/bookings.ts';
import { CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS as H } from '#shared/texts/dashboard.ts';
import { TOASTS } from '#shared/texts/toasts.ts';
import { allBookingsQuery } from '../../api/bookings.ts';
import { useDeleteBooking } from '../../api/mutations/bookings.ts';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { formatTk } from '#shared/format.ts';
import { PaymentBadge, SoldToAnotherBadge } from '../../dashboard/PaymentStatus.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';

/** All Orders (product §2, §4, admin): every booking with its count; paid ones read 'Ordered confirmed'. */
export default function AllOrdersPage() {
  const list = useQuery(allBookingsQuery());
  const { confirm, dialog } = useConfirm();
  const remove = useRowAction(useDeleteBooking, { count: (r) => r.deletedCount, success: TOASTS.orderDeleted });
  const onDelete = async (b: Booking) => {
    if (await confirm(CONFIRM_TEXTS.deleteAnyOrder(b.itemName, b.userName || b.email))) remove.start(b._id);
  };

  const columns: Column<Booking>[] = [
    indexColumn(),
    { header: H.image, cell: (b) => <Thumb src={b.image} alt={b.itemName} /> },
    { header: H.item, cell: (b) => <span className="font-semibold">{b.itemName}</span>, rowHeader: true },
    {
      header: H.buyer,
      cell: (b) => (
        <div className="min-w-40">
          <div>{b.userName}</div>
          <div className="text-sm text-base-content/70">{b.email}</div>
        </div>
      ),
    },
    {
      header: H.contact,
      cell: (b) => (
        <div className="min-w-28">
          <div className="whitespace-nowrap">{b.phone}</div>
          {b.location && <div className="text-sm text-base-content/70">{b.location}</div>}
        </div>
      ),
    },
    { header: H.price, cell: (b) => <span className="whitespace-nowrap">{formatTk(b.price)}</span> },
    {
      header: H.payment,
      cell: (b) => (
        <div className="flex flex-col items-start gap-1 max-sm:items-end">
          <PaymentBadge paid={b.paid} />
          <SoldToAnotherBadge booking={b} />
          {b.paid && (
            <span className="whitespace-nowrap text-sm font-medium text-success">{DASHBOARD_TEXTS.payment.adminOrderConfirmed}</span>
          )}
        </div>
      ),
    },
    {
      header: H.action,
      cell: (b) =>
        b.paid ? null : <DeleteButton busy={remove.isBusy(b._id)} what={`${b.itemName} (${b.email})`} onClick={() => onDelete(b)} />,
    },
  ];

  return (
    <TablePage
      id="all-orders-title"
      title={DASHBOARD_TITLES.allOrders}
      list={list}
      columns={columns}
      empty={DASHBOARD_TEXTS.empty.allOrders}
    >
      {dialog}
    </TablePage>
  );
}
