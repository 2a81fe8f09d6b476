import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE, VERIFIED_STATUS } from '#shared/constants.ts';
import type { User } from '#shared/schemas/users.ts';
import { sellersQuery } from '../../api/users.ts';
import { useDeleteSeller, useVerifySeller } from '../../api/mutations/users.ts';
import { ActionButton, DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmailText, indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { UserName } from '../../dashboard/UserName.tsx';
import { useSuspension } from '../../dashboard/useSuspension.tsx';
import { useTexts } from '../../i18n/locale.tsx';

/** All Sellers (product §2, §4, admin): verify a seller (the button then shows the status and a badge appears), or delete one. */
export default function AllSellersPage() {
  const { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, TOASTS, VALUE_NAMES } = useTexts();
  const list = useQuery(sellersQuery());
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspension();
  const verify = useRowAction(useVerifySeller, { count: (r) => r.modifiedCount, success: TOASTS.sellerVerified });
  const remove = useRowAction(useDeleteSeller, { count: (r) => r.deletedCount, success: TOASTS.sellerDeleted });
  const onDelete = async (u: User) => {
    if (await confirm(CONFIRM_TEXTS.deleteSeller(u.name))) remove.start(u._id);
  };

  const columns: Column<User>[] = [
    indexColumn(H.index),
    { header: H.name, cell: (u) => <UserName user={u} showBadge />, rowHeader: true },
    { header: H.email, cell: (u) => <EmailText email={u.email} /> },
    {
      header: H.status,
      cell: (u) => {
        const verified = u.status === VERIFIED_STATUS;
        return (
          <ActionButton
            className={
              verified
                ? 'btn-success btn-soft disabled:border-success/30 disabled:bg-success/10 disabled:font-semibold disabled:text-success'
                : 'btn-primary'
            }
            busy={verify.isBusy(u._id)}
            disabled={verified}
            label={ACTION_TEXTS.named(verified ? VALUE_NAMES.status[VERIFIED_STATUS] : ACTION_TEXTS.verify, u.name)}
            onClick={() => verify.start(u._id)}
          >
            {verified ? VALUE_NAMES.status[VERIFIED_STATUS] : ACTION_TEXTS.verify}
          </ActionButton>
        );
      },
    },
    {
      header: H.action,
      cell: (u) =>
        u.role === ADMIN_ROLE ? (
          <span className="badge badge-neutral">{ACTION_TEXTS.admin}</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            {suspension.button({ id: u._id, name: u.name, email: u.email, admin: false, suspended: u.suspended })}
            <DeleteButton busy={remove.isBusy(u._id)} what={u.name} onClick={() => onDelete(u)} />
          </div>
        ),
    },
  ];

  return (
    <TablePage id="sellers-title" title={DASHBOARD_TITLES.allSellers} list={list} columns={columns} empty={DASHBOARD_TEXTS.empty.sellers}>
      {dialog}
      {suspension.dialog}
    </TablePage>
  );
}
