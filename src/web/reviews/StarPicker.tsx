import { useId } from 'react';
import { StarIcon } from '../components/icons.tsx';
import { useFormat, useTexts } from '../i18n/locale.tsx';

/**
 * Stars from 1 to 5 as a radio group (the arrow keys move the choice, as in any radio group), each drawn as a
 * star and named "1 star" … "5 stars"; the stars up to the choice are filled.
 */
export function StarPicker({ value, onChange, error }: { value: number | null; onChange: (stars: number) => void; error?: string }) {
  const { REVIEW_TEXTS: t } = useTexts();
  const format = useFormat();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t.form.starsLegend}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 text-amber-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              {...(stars === 1 ? { 'data-autofocus': true } : {})}
            />
            <StarIcon filled={value !== null && stars <= value} className="h-9 w-9" />
            <span className="sr-only">{t.stars.choice(stars, format.number(stars))}</span>
          </label>
        ))}
        {value !== null && (
          <span aria-hidden="true" className="ml-2 text-sm font-medium">
            {t.stars.choice(value, format.number(value))}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
