import { TrashIcon } from './icons.tsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTexts } from '../i18n/locale.tsx';

/**
 * A button that is disabled and shows a spinner while its request runs. The visible text stays the
 * same, so the row does not change width; `label` gives the accessible name when the text alone
 * would be ambiguous ("Delete" in a table of many rows).
 */
export function ActionButton({
  busy,
  label,
  children,
  className = '',
  disabled,
  ...rest
}: { busy?: boolean; label?: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-label={label}
      {...rest}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A row's Delete button; `what` names the row for its accessible name ("Delete Dell (buyer@…)"). */
export function DeleteButton({ busy, what, onClick }: { busy: boolean; what: string; onClick: () => void }) {
  const { ACTION_TEXTS } = useTexts();
  return (
    <ActionButton className="btn-outline btn-error" busy={busy} label={ACTION_TEXTS.named(ACTION_TEXTS.delete, what)} onClick={onClick}>
      {!busy && <TrashIcon />}
      {ACTION_TEXTS.delete}
    </ActionButton>
  );
}
