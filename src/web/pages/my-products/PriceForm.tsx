import { useId, useState } from 'react';
import { toAsciiDigits } from '#shared/digits.ts';
import { LIMITS } from '#shared/constants.ts';
import { useTexts } from '../../i18n/locale.tsx';

/**
 * A listing's new resell price, on its card in My Products (product §2): closed, a "Change price" button;
 * open, the price (whole Tk., in Latin or Bangla digits, with or without grouping), Save and Cancel. A lower
 * price tells whoever saved the laptop (product §4, "Saved laptops and alerts").
 */
export function PriceForm({
  price,
  title,
  busy,
  onSave,
}: {
  price: number;
  /** The listing's name, for the button's accessible name among many cards. */
  title: string;
  busy: boolean;
  onSave: (price: number) => void;
}) {
  const { SAVED_TEXTS, ACTION_TEXTS, VALIDATION } = useTexts();
  const t = SAVED_TEXTS.price;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-ghost btn-xs self-start px-1 text-primary"
        aria-label={ACTION_TEXTS.named(t.change, title)}
        onClick={() => {
          setValue(String(price));
          setError(null);
          setOpen(true);
        }}
      >
        {t.change}
      </button>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = toAsciiDigits(value).replace(/[,\s]/g, '');
    const amount = Number(text);
    if (!/^\d+$/.test(text) || amount > LIMITS.price) return setError(VALIDATION.product.priceWhole);
    setError(null);
    setOpen(false);
    if (amount !== price) onSave(amount);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-busy={busy}>
      <label htmlFor={id} className="text-xs font-medium">
        {t.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="resell_price"
          inputMode="numeric"
          autoComplete="off"
          className="input input-sm w-full min-w-0 border-base-content/55"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {t.save}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {ACTION_TEXTS.cancel}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${error ? 'font-medium text-error' : 'text-base-content/70'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t.hint}
      </p>
    </form>
  );
}
