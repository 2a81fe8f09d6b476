import { useId } from 'react';
import { useTexts } from '../i18n/locale.tsx';

/**
 * Whether a listing shows its seller's phone number or takes messages only (product §6, "A seller's
 * contact"): two labelled radio buttons, on Add A Product and on each of My Products' cards.
 */
export function ContactChoice({
  chatOnly,
  onChange,
  disabled = false,
  className = '',
  compact = false,
}: {
  chatOnly: boolean;
  onChange: (chatOnly: boolean) => void;
  disabled?: boolean;
  className?: string;
  /** A card's small version: no hint, smaller type. */
  compact?: boolean;
}) {
  const { PRODUCT_FORM_TEXTS: T } = useTexts();
  const name = useId();
  const hintId = `${name}-hint`;
  const option = (value: boolean, label: string) => (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        type="radio"
        name={name}
        className={`radio radio-primary ${compact ? 'radio-xs' : 'radio-sm'}`}
        checked={chatOnly === value}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset
      className={`flex flex-col gap-1 ${compact ? 'text-xs' : 'text-sm'} ${className}`}
      aria-describedby={compact ? undefined : hintId}
    >
      <legend className={`${compact ? 'mb-1 text-base-content/70' : 'mb-1 font-medium'}`}>{T.contactChoice}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {option(false, T.showPhone)}
        {option(true, T.chatOnly)}
      </div>
      {!compact && (
        <p id={hintId} className="text-xs text-base-content/75">
          {T.chatOnlyHint}
        </p>
      )}
    </fieldset>
  );
}
