import { useQuery } from '@tanstack/react-query';
import type { Report } from '#shared/schemas/reports.ts';
import { reportsQuery } from '../../api/reports.ts';
import { useDeleteReport } from '../../api/mutations/reports.ts';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmailText, indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useLangOf, useTexts } from '../../i18n/locale.tsx';

/** Reported Item (product §2, admin): what buyers reported, by whom and why; each report can be deleted. */
export default function ReportedItemsPage() {
  const { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, TOASTS } = useTexts();
  const langOf = useLangOf();
  const list = useQuery(reportsQuery());
  const { confirm, dialog } = useConfirm();
  const remove = useRowAction(useDeleteReport, { count: (r) => r.deletedCount, success: TOASTS.reportDeleted });
  const onDelete = async (r: Report) => {
    if (await confirm(CONFIRM_TEXTS.deleteReport(r.itemName))) remove.start(r._id);
  };

  const columns: Column<Report>[] = [
    indexColumn(H.index),
    { header: H.image, cell: (r) => <Thumb src={r.image} alt={r.itemName} /> },
    {
      header: H.item,
      cell: (r) => (
        <span lang={langOf(r.itemName)} className="font-semibold">
          {r.itemName}
        </span>
      ),
      rowHeader: true,
    },
    { header: H.reporter, cell: (r) => <EmailText email={r.email} /> },
    {
      header: H.message,
      cell: (r) => (
        <p lang={langOf(r.message)} className="min-w-48 max-w-md whitespace-pre-line">
          {r.message}
        </p>
      ),
    },
    {
      header: H.action,
      cell: (r) => (
        <DeleteButton busy={remove.isBusy(r._id)} what={ACTION_TEXTS.reportOn(r.itemName, r.email)} onClick={() => onDelete(r)} />
      ),
    },
  ];

  return (
    <TablePage
      id="reports-title"
      title={DASHBOARD_TITLES.reportedItems}
      list={list}
      columns={columns}
      empty={DASHBOARD_TEXTS.empty.reports}
    >
      {dialog}
    </TablePage>
  );
}
