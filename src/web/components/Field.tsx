import { useId, type ReactNode } from 'react';
import { useTexts } from '../i18n/locale.tsx';
import { inPageLanguage } from '../i18n/validation.ts';

/** What the control of a Field spreads onto itself, so that its label, hint and error belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Every form's field: a visible label bound to its control, an optional hint, and the control's error
 * in red below it, announced when it appears and tied to the control.
 */
export function Field({
  label,
  error,
  hint,
  reserveErrorLine = false,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Keeps a line for the error even when there is none, so a long form does not shift as errors come and go. */
  reserveErrorLine?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const texts = useTexts();
  // A schema's refusal comes in English (src/shared/forms.ts); the field says it in the page's language.
  error = error && inPageLanguage(error, texts);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/75">
          {hint}
        </p>
      )}
      {(error || reserveErrorLine) && (
        <p id={errorId} role={error ? 'alert' : undefined} className={`text-sm text-error ${reserveErrorLine ? 'min-h-5' : ''}`}>
          {error}
        </p>
      )}
    </div>
  );
}
