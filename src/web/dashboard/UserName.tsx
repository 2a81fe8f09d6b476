import { VERIFIED_STATUS } from '#shared/constants.ts';
import type { User } from '#shared/schemas/users.ts';
import { VerifiedBadge } from './icons.tsx';
import { useLangOf, useTexts } from '../i18n/locale.tsx';

/** A user's name with the verified badge beside it for verified sellers (product §4), a suspended account's badge (product §6), and their avatar letter. */
export function UserName({ user, showBadge = false }: { user: User; showBadge?: boolean }) {
  const { CATEGORY_TEXTS, SUSPENSION_TEXTS } = useTexts();
  const langOf = useLangOf();
  return (
    <div className="flex items-center gap-3 sm:min-w-40">
      <span
        className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/10 sm:flex font-semibold text-primary"
        aria-hidden="true"
      >
        {(user.name || user.email).charAt(0).toUpperCase()}
      </span>
      <span className="flex items-center gap-1 whitespace-nowrap font-semibold">
        <span lang={langOf(user.name)}>{user.name}</span>
        {showBadge && user.status === VERIFIED_STATUS && <VerifiedBadge label={CATEGORY_TEXTS.card.verified} />}
        {user.suspended && <span className="badge badge-sm badge-warning">{SUSPENSION_TEXTS.badge}</span>}
      </span>
    </div>
  );
}
