import { toAsciiDigits } from '#shared/digits.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../i18n/locale.tsx';

/** An offer's or a counter-offer's amount: whole Tk., from 1 to the listed price (the server checks it again). */
export function AmountForm({
  label,
  max,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  max: number;
  busy: boolean;
  onSubmit: (amount: number) => void;
  onCancel: () => void;
}) {
  const { OFFER_TEXTS: t } = useTexts();
  const id = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a click of "Make an offer" or "Counter": its one field is where the user goes next.
  useEffect(() => input.current?.focus(), []);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Digits as a Bangla keyboard types them (৪৫,০০০) or Latin ones, with or without grouping.
    const amount = Number(toAsciiDigits(value).replace(/[,\s]/g, ''));
    if (!Number.isInteger(amount) || amount < 1) return setError(t.whole);
    if (amount > max) return setError(t.atMost(max));
    setError(null);
    onSubmit(amount);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-busy={busy}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          className="input w-40 border-base-content/55"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.send}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${error ? 'font-medium text-error' : 'text-base-content/70'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t.atMost(max)}
      </p>
    </form>
  );
}
