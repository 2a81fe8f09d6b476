import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { CONDITIONS, LIMITS, RAM_CHOICES, STORAGE_CHOICES, STORAGE_TYPES } from '#shared/constants.ts';
import { DISTRICTS_BY_DIVISION, DIVISIONS } from '#shared/districts.ts';
import type { productForm } from '#shared/forms.ts';
import { Field } from '../../components/Field.tsx';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { inPageLanguage } from '../../i18n/validation.ts';

type FormInput = z.input<typeof productForm>;

/**
 * Add A Product's optional specs (product §2), under their own heading: the sizes and districts are
 * selects of what a listing takes, and each condition shows what it means.
 */
export function SpecsFields({
  register,
  errors,
  conditionChosen,
  onClearCondition,
}: {
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
  conditionChosen: boolean;
  onClearCondition: () => void;
}) {
  const texts = useTexts();
  const { CONDITION_MEANINGS, SPEC_FORM_TEXTS, VALUE_NAMES } = texts;
  const format = useFormat();
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const conditionErrorId = `${id}-condition-error`;
  // Shown here rather than by a Field: the schema's refusal (in English) in the page's language.
  const conditionError = errors.condition?.message && inPageLanguage(errors.condition.message, texts);
  return (
    <fieldset aria-labelledby={headingId} aria-describedby={hintId} className="min-w-0 border-t border-base-300 pt-6 md:col-span-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {SPEC_FORM_TEXTS.heading}
      </h2>
      <p id={hintId} className="mb-4 text-sm text-base-content/75">
        {SPEC_FORM_TEXTS.hint}
      </p>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2 xl:grid-cols-3">
        <Field label={SPEC_FORM_TEXTS.processor} error={errors.processor?.message} reserveErrorLine>
          {(c) => (
            <input
              {...c}
              type="text"
              maxLength={LIMITS.processor}
              placeholder={SPEC_FORM_TEXTS.processorPlaceholder}
              className="input w-full"
              {...register('processor')}
            />
          )}
        </Field>
        <Field label={SPEC_FORM_TEXTS.ram} error={errors.ram?.message} reserveErrorLine>
          {(c) => (
            <select {...c} className="select w-full" {...register('ram')}>
              <option value="">{SPEC_FORM_TEXTS.notStated}</option>
              {RAM_CHOICES.map((gb) => (
                <option key={gb} value={gb}>
                  {format.gb(gb)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={SPEC_FORM_TEXTS.storage} error={errors.storage?.message} reserveErrorLine>
          {(c) => (
            <select {...c} className="select w-full" {...register('storage')}>
              <option value="">{SPEC_FORM_TEXTS.notStated}</option>
              {STORAGE_CHOICES.map((gb) => (
                <option key={gb} value={gb}>
                  {format.gb(gb)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={SPEC_FORM_TEXTS.storageType} error={errors.storageType?.message} reserveErrorLine>
          {(c) => (
            <select {...c} className="select w-full" {...register('storageType')}>
              <option value="">{SPEC_FORM_TEXTS.notStated}</option>
              {STORAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={SPEC_FORM_TEXTS.screen} error={errors.screen?.message} reserveErrorLine>
          {(c) => (
            <input
              {...c}
              type="text"
              inputMode="decimal"
              placeholder={SPEC_FORM_TEXTS.screenPlaceholder}
              className="input w-full"
              {...register('screen')}
            />
          )}
        </Field>
        <Field label={SPEC_FORM_TEXTS.district} error={errors.district?.message} reserveErrorLine>
          {(c) => (
            <select {...c} className="select w-full" {...register('district')}>
              <option value="">{SPEC_FORM_TEXTS.notStated}</option>
              {DIVISIONS.map((division) => (
                <optgroup key={division} label={VALUE_NAMES.division[division]}>
                  {DISTRICTS_BY_DIVISION[division].map((district) => (
                    <option key={district} value={district}>
                      {VALUE_NAMES.district[district]}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>

        <fieldset className="min-w-0 md:col-span-2 xl:col-span-3" aria-describedby={conditionError ? conditionErrorId : undefined}>
          <legend className="mb-1 text-sm font-medium">{SPEC_FORM_TEXTS.condition}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {CONDITIONS.map((condition) => {
              const nameId = `${id}-condition-${condition.replace(/\W/g, '')}`;
              return (
                <label
                  key={condition}
                  className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
                >
                  <input
                    type="radio"
                    value={condition}
                    className="radio radio-primary radio-sm mt-0.5"
                    aria-labelledby={nameId}
                    aria-describedby={`${nameId}-meaning`}
                    {...register('condition')}
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span id={nameId} className="font-medium">
                      {VALUE_NAMES.condition[condition]}
                    </span>
                    <span id={`${nameId}-meaning`} className="text-xs text-base-content/75">
                      {CONDITION_MEANINGS[condition]}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {conditionChosen && (
            <button type="button" className="btn btn-ghost btn-xs mt-1" onClick={onClearCondition}>
              {SPEC_FORM_TEXTS.clearCondition}
            </button>
          )}
          {conditionError && (
            <p id={conditionErrorId} role="alert" className="mt-1 text-sm text-error">
              {conditionError}
            </p>
          )}
        </fieldset>
      </div>
    </fieldset>
  );
}
