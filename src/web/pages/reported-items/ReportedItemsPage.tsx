import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportListed } from '#shared/schemas/reports.ts';
import { reportsQuery } from '../../api/reports.ts';
import { useDeleteReport } from '../../api/mutations/reports.ts';
import { useHideReview } from '../../api/mutations/reviews.ts';
import { ActionButton, DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmailText, indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { useSuspension } from '../../dashboard/useSuspension.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { Stars } from '../../reviews/Stars.tsx';
import { ReportedConversation } from './ReportedConversation.tsx';

/**
 * Reported Item (product §2, admin): what users reported, by whom and why. Each report says what it is of
 * (a listing, a conversation, a review) and whom it is about; the admin reads a reported conversation, sees a
 * reported review beside the reason and may hide it, suspends the user a report is about (product §6), or
 * deletes the report, which dismisses it.
 */
export default function ReportedItemsPage() {
  const {
    ACTION_TEXTS,
    CONFIRM_TEXTS,
    DASHBOARD_TEXTS,
    DASHBOARD_TITLES,
    SUSPENSION_TEXTS,
    TABLE_HEADERS: H,
    TOASTS,
    REVIEW_TEXTS,
  } = useTexts();
  const format = useFormat();
  const t = SUSPENSION_TEXTS.reports;
  const langOf = useLangOf();
  const list = useQuery(reportsQuery());
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspension();
  const [reading, setReading] = useState<ReportListed | null>(null);
  const remove = useRowAction(useDeleteReport, { count: (r) => r.deletedCount, success: TOASTS.reportDeleted });
  const onDelete = async (r: ReportListed) => {
    if (await confirm(CONFIRM_TEXTS.deleteReport(r.itemName))) remove.start(r._id);
  };
  const hide = useRowAction(useHideReview, { count: () => 1, success: REVIEW_TEXTS.admin.hiddenToast });
  const onHide = async (r: ReportListed) => {
    const T = REVIEW_TEXTS.admin;
    if (r.reviewId && (await confirm({ title: T.hide, body: T.confirmHide, confirm: T.hide }))) hide.start(r.reviewId);
  };

  const columns: Column<ReportListed>[] = [
    indexColumn(H.index),
    { header: H.image, cell: (r) => <Thumb src={r.image} alt={r.itemName} /> },
    {
      header: H.item,
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <span lang={langOf(r.itemName)} className="font-semibold">
            {r.itemName}
          </span>
          <span className={`badge badge-sm ${r.kind === 'conversation' ? 'badge-info' : 'badge-ghost'}`}>{t.kinds[r.kind]}</span>
        </span>
      ),
      rowHeader: true,
    },
    { header: H.reporter, cell: (r) => <EmailText email={r.email} /> },
    {
      header: H.message,
      cell: (r) => (
        <div className="flex min-w-48 max-w-md flex-col gap-2 max-sm:items-end">
          {r.message && (
            <p lang={langOf(r.message)} className="whitespace-pre-line">
              {r.message}
            </p>
          )}
          {r.review && (
            <div className="flex flex-col gap-1 rounded-box bg-base-200 p-2 text-sm max-sm:items-end">
              <span className="flex items-center gap-2 font-medium">
                {REVIEW_TEXTS.admin.review(format.number(r.review.stars))}
                <Stars stars={r.review.stars} />
              </span>
              <p lang={r.review.comment ? langOf(r.review.comment) : undefined} className="whitespace-pre-line">
                {r.review.comment ?? REVIEW_TEXTS.admin.noComment}
              </p>
              {r.review.hidden && <span className="badge badge-ghost badge-sm">{REVIEW_TEXTS.admin.hidden}</span>}
            </div>
          )}
        </div>
      ),
    },
    {
      header: t.reportedUser,
      cell: (r) =>
        r.reported ? (
          <span className="flex flex-col items-start gap-1">
            <span className="flex items-center gap-1 whitespace-nowrap">
              <span lang={langOf(r.reported.name)}>{r.reported.name}</span>
              {r.reported.suspended && <span className="badge badge-sm badge-warning">{SUSPENSION_TEXTS.badge}</span>}
            </span>
            {suspension.button(r.reported)}
          </span>
        ) : (
          <span className="text-base-content/75">{t.gone}</span>
        ),
    },
    {
      header: H.action,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {r.reviewId && r.review && !r.review.hidden && (
            <ActionButton
              className="btn-outline"
              busy={hide.isBusy(r.reviewId)}
              label={REVIEW_TEXTS.admin.hideFor(r.itemName)}
              onClick={() => void onHide(r)}
            >
              {REVIEW_TEXTS.admin.hide}
            </ActionButton>
          )}
          {r.kind === 'conversation' && (
            <ActionButton className="btn-primary btn-outline" label={t.readNamed(r.itemName)} onClick={() => setReading(r)}>
              {t.read}
            </ActionButton>
          )}
          <DeleteButton busy={remove.isBusy(r._id)} what={ACTION_TEXTS.reportOn(r.itemName, r.email)} onClick={() => onDelete(r)} />
        </div>
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
      {suspension.dialog}
      <ReportedConversation reportId={reading?._id ?? null} itemName={reading?.itemName ?? ''} onClose={() => setReading(null)} />
    </TablePage>
  );
}
