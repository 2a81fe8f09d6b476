import type { ReactNode } from 'react';
import { useLiftSuspension, useSuspendUser } from '../api/mutations/users.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ActionButton } from './ActionButton.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { useRowAction } from './useRowAction.ts';
import { useTexts } from '../i18n/locale.tsx';

/** Whom an admin may suspend: a user as a list shows them. */
export interface SuspensionTarget {
  id: string;
  name: string;
  email?: string;
  admin: boolean;
  suspended: boolean;
}

/**
 * The admins' Suspend and Lift suspension buttons (product §6, "Suspended accounts"), each asking first, for
 * All Users, All Sellers, All Buyers and Reported Item. None for an admin, the caller included: the server
 * refuses them too. `dialog` goes once into the page.
 */
export function useSuspension(): { button: (target: SuspensionTarget) => ReactNode; dialog: ReactNode } {
  const { ACTION_TEXTS, SUSPENSION_TEXTS: t } = useTexts();
  const { user: me } = useAuth();
  const { confirm, dialog } = useConfirm();
  const suspend = useRowAction(useSuspendUser, { count: (r) => r.modifiedCount, success: t.suspendedToast });
  const lift = useRowAction(useLiftSuspension, { count: (r) => r.modifiedCount, success: t.liftedToast });

  const button = (target: SuspensionTarget) => {
    if (target.admin || (target.email !== undefined && target.email === me?.email)) return null;
    const busy = suspend.isBusy(target.id) || lift.isBusy(target.id);
    if (target.suspended) {
      return (
        <ActionButton
          className="btn-primary btn-outline whitespace-nowrap"
          busy={busy}
          label={ACTION_TEXTS.named(t.lift, target.name)}
          onClick={async () => {
            if (await confirm({ ...t.confirmLift(target.name), tone: 'primary' })) lift.start(target.id);
          }}
        >
          {t.lift}
        </ActionButton>
      );
    }
    return (
      <ActionButton
        className="btn-outline whitespace-nowrap"
        busy={busy}
        label={ACTION_TEXTS.named(t.suspend, target.name)}
        onClick={async () => {
          if (await confirm(t.confirmSuspend(target.name))) suspend.start(target.id);
        }}
      >
        {t.suspend}
      </ActionButton>
    );
  };
  return { button, dialog };
}
