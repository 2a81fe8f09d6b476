import type { ReactNode } from 'react';

/** A labelled form field with its hint and its error message (red, announced, tied to the input). */
export function Field({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}

/** id, aria-invalid and aria-describedby for the input of a Field. */
export function fieldProps(id: string, error: string | undefined, hint?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
  } as const;
}
