import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingForm, type BookingForm } from '#shared/forms.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { errorMessage } from '../../api/http.ts';
import { useSaveBookingDetails } from '../../api/mutations/bookings.ts';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';

/**
 * Before paying for a booking made by accepting an offer (product §4, "Conversation and offer"): the
 * booking popup's two fields, phone required and meeting place optional, checked by its schema. The
 * booking as the server saved it goes to `onSaved`, and the page goes on to the card form.
 */
export function BookingDetailsForm({ booking, onSaved }: { booking: Booking; onSaved: (saved: Booking) => void }) {
  const texts = useTexts();
  const { DIALOG_TEXTS } = texts;
  const T = texts.PAYMENT_TEXTS.details;
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingForm>({ resolver: zodResolver(bookingForm), defaultValues: { phone: '', location: booking.location } });
  const save = useSaveBookingDetails({ onSuccess: onSaved, onError: (err) => setError(errorMessage(err, texts)) });

  const onSubmit = handleSubmit(({ phone, location }) => {
    setError(null);
    save.mutate({ id: booking._id, phone, location });
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby={titleId} aria-busy={save.isPending} noValidate>
      <h2 id={titleId} className="text-lg font-semibold">
        {T.title}
      </h2>
      <p className="text-sm text-base-content/75">{T.intro}</p>
      <Field label={DIALOG_TEXTS.phone} error={errors.phone?.message}>
        {(c) => <input {...c} {...register('phone')} type="tel" autoComplete="tel" className="input w-full" required />}
      </Field>
      <Field label={DIALOG_TEXTS.location}>
        {(c) => <input {...c} {...register('location')} autoComplete="address-level2" className="input w-full" />}
      </Field>
      {error && (
        <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-1" disabled={save.isPending}>
        {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {save.isPending ? T.saving : T.save}
      </button>
    </form>
  );
}
