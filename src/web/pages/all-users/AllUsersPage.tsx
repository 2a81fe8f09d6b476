import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE } from '#shared/constants.ts';
import type { User } from '#shared/schemas/users.ts';
import { allUsersQuery } from '../../api/users.ts';
import { useDeleteUser, useMakeAdmin } from '../../api/mutations/users.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ActionButton, DeleteButton } from '../../dashboard/ActionButton.tsx';
import { useConfirm } from '../../dashboard/ConfirmDialog.tsx';
import { EmailText, indexColumn, type Column } from '../../dashboard/DataTable.tsx';
import { TablePage } from '../../dashboard/TablePage.tsx';
import { ShieldIcon } from '../../dashboard/icons.tsx';
import { useRowAction } from '../../dashboard/useRowAction.ts';
import { UserName } from '../../dashboard/UserName.tsx';
import { useSuspension } from '../../dashboard/useSuspension.tsx';
import { useTexts } from '../../i18n/locale.tsx';

/** All Users (product §2, §4, admin): make a user admin, suspend an account or lift its suspension, or delete it. Admins are final: no second promotion, no suspension, no delete. */
export default function AllUsersPage() {
  const { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS: H, TOASTS, VALUE_NAMES } = useTexts();
  const { user: me } = useAuth();
  const list = useQuery(allUsersQuery());
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspension();
  const promote = useRowAction(useMakeAdmin, { count: (r) => r.modifiedCount, success: TOASTS.madeAdmin });
  const remove = useRowAction(useDeleteUser, { count: (r) => r.deletedCount, success: TOASTS.accountDeleted });
  const onPromote = async (u: User) => {
    if (await confirm({ ...CONFIRM_TEXTS.makeAdmin(u.name), tone: 'primary' })) promote.start(u._id);
  };
  const onDelete = async (u: User) => {
    if (await confirm(CONFIRM_TEXTS.deleteAccount(u.name))) remove.start(u._id);
  };

  const columns: Column<User>[] = [
    indexColumn(H.index),
    { header: H.name, cell: (u) => <UserName user={u} />, rowHeader: true },
    { header: H.email, cell: (u) => <EmailText email={u.email} /> },
    { header: H.account, cell: (u) => <span className="whitespace-nowrap">{VALUE_NAMES.account[u.option]}</span> },
    {
      header: H.role,
      cell: (u) =>
        u.role === ADMIN_ROLE ? (
          <span className="badge badge-neutral">{ACTION_TEXTS.admin}</span>
        ) : (
          <ActionButton
            className="btn-primary btn-outline whitespace-nowrap"
            busy={promote.isBusy(u._id)}
            label={ACTION_TEXTS.named(ACTION_TEXTS.makeAdmin, u.name)}
            onClick={() => onPromote(u)}
          >
            {!promote.isBusy(u._id) && <ShieldIcon />}
            {ACTION_TEXTS.makeAdmin}
          </ActionButton>
        ),
    },
    {
      header: H.action,
      cell: (u) =>
        u.role === ADMIN_ROLE || u.email === me?.email ? null : (
          <div className="flex flex-wrap gap-2">
            {suspension.button({ id: u._id, name: u.name, email: u.email, admin: false, suspended: u.suspended })}
            <DeleteButton busy={remove.isBusy(u._id)} what={u.name} onClick={() => onDelete(u)} />
          </div>
        ),
    },
  ];

  return (
    <TablePage id="users-title" title={DASHBOARD_TITLES.allUsers} list={list} columns={columns} empty={DASHBOARD_TEXTS.empty.users}>
      {dialog}
      {suspension.dialog}
    </TablePage>
  );
}
