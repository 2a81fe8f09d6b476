import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE } from '#shared/constants.ts';
import type { User } from '#shared/schemas/users.ts';
import { buyersQuery } from '../../api/users.ts';
import { useDeleteBuyer } from '../../api/mutations/users.ts';
import { DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmailText, indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { UserName } from '../../dashboard/UserName.tsx';
import { useSuspension } from '../../dashboard/useSuspension.tsx';
import { useTexts } from '../../i18n/locale.tsx';

/** All Buyers (product §2, §4, admin): buyers who are also admins read 'Admin + Buyer' and cannot be suspended or deleted. */
export default function AllBuyersPage() {
  const { CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, TOASTS } = useTexts();
  const list = useQuery(buyersQuery());
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspension();
  const remove = useRowAction(useDeleteBuyer, { count: (r) => r.deletedCount, success: TOASTS.buyerDeleted });
  const onDelete = async (u: User) => {
    if (await confirm(CONFIRM_TEXTS.deleteBuyer(u.name))) remove.start(u._id);
  };

  const columns: Column<User>[] = [
    indexColumn(H.index),
    { header: H.name, cell: (u) => <UserName user={u} />, rowHeader: true },
    { header: H.email, cell: (u) => <EmailText email={u.email} /> },
    {
      header: H.role,
      cell: (u) =>
        u.role === ADMIN_ROLE ? (
          <span className="badge badge-neutral whitespace-nowrap">{DASHBOARD_TEXTS.roleAdminBuyer}</span>
        ) : (
          <span className="badge badge-ghost">{DASHBOARD_TEXTS.roleBuyer}</span>
        ),
    },
    {
      header: H.action,
      cell: (u) =>
        u.role === ADMIN_ROLE ? null : (
          <div className="flex flex-wrap gap-2">
            {suspension.button({ id: u._id, name: u.name, email: u.email, admin: false, suspended: u.suspended })}
            <DeleteButton busy={remove.isBusy(u._id)} what={u.name} onClick={() => onDelete(u)} />
          </div>
        ),
    },
  ];

  return (
    <TablePage id="buyers-title" title={DASHBOARD_TITLES.allBuyers} list={list} columns={columns} empty={DASHBOARD_TEXTS.empty.buyers}>
      {dialog}
      {suspension.dialog}
    </TablePage>
  );
}
