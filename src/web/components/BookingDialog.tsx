import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { bookingForm, type BookingForm } from '#shared/forms.ts';
import type { Product } from '#shared/schemas/products.ts';
import { useCreateBooking } from '../api/mutations/bookings.ts';
import { errorMessage } from '../api/http.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { DialogProduct } from './DialogProduct.tsx';
import { Field } from './Field.tsx';
import { Modal } from './Modal.tsx';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';

const EMPTY: BookingForm = { phone: '', location: '' };

/** product §2 'Booking Form' popup. A refused booking keeps the popup open with the server's reason. */
export function BookingDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const texts = useTexts();
  const { DIALOG_TEXTS: t, TOASTS } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const titleId = useId();
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BookingForm>({ resolver: zodResolver(bookingForm), defaultValues: EMPTY });

  const booking = useCreateBooking({
    onSuccess: () => {
      toast.success(TOASTS.booking);
      close();
    },
    onError: (err) => setError(errorMessage(err, texts)),
  });

  function close() {
    setError(null);
    reset(EMPTY);
    booking.reset();
    onClose();
  }

  const onSubmit = handleSubmit(({ phone, location }) => {
    if (!product || !user) return;
    setError(null);
    booking.mutate({
      productId: product._id,
      image: product.image,
      price: product.resell_price,
      itemName: product.name,
      userName: user.displayName,
      email: user.email,
      phone,
      location,
    });
  });

  const readOnly = 'input w-full bg-base-200';
  return (
    <Modal open={product !== null} onClose={close} titleId={titleId} busy={booking.isPending}>
      {product && (
        // No noValidate: the browser's own "fill in this field" stops an empty phone before the schema sees it.
        <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-busy={booking.isPending}>
          <DialogProduct titleId={titleId} title={t.bookingTitle} product={product} />
          <div className="grid grid-cols-2 gap-3">
            <Field label={t.itemName}>
              {(c) => <input {...c} name="itemName" lang={langOf(product.name)} className={readOnly} value={product.name} readOnly />}
            </Field>
            <Field label={t.price}>
              {(c) => <input {...c} name="price" className={readOnly} value={format.tk(product.resell_price)} readOnly />}
            </Field>
            <Field label={t.userName} className="col-span-2 sm:col-span-1">
              {(c) => (
                <input
                  {...c}
                  name="userName"
                  lang={langOf(user?.displayName ?? '')}
                  className={readOnly}
                  value={user?.displayName ?? ''}
                  readOnly
                />
              )}
            </Field>
            <Field label={t.email} className="col-span-2 sm:col-span-1">
              {(c) => <input {...c} name="email" type="email" className={readOnly} value={user?.email ?? ''} readOnly />}
            </Field>
          </div>
          <Field label={t.phone} error={errors.phone?.message}>
            {(c) => (
              <input
                {...c}
                {...register('phone')}
                type="tel"
                autoComplete="tel"
                className="input w-full border-base-content/55"
                required
                data-autofocus
              />
            )}
          </Field>
          <Field label={t.location}>
            {(c) => (
              <input {...c} {...register('location')} autoComplete="address-level2" className="input w-full border-base-content/55" />
            )}
          </Field>
          {error && (
            <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-3 py-2 text-sm font-medium text-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary mt-1" disabled={booking.isPending}>
            {booking.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {booking.isPending ? t.submitting : t.bookingSubmit}
          </button>
        </form>
      )}
    </Modal>
  );
}
