import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { reportForm, type ReportForm } from '#shared/forms.ts';
import type { Product } from '#shared/schemas/products.ts';
import { errorMessage } from '../api/http.ts';
import { useCreateReport } from '../api/mutations/reports.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { DialogProduct } from './DialogProduct.tsx';
import { Field } from './Field.tsx';
import { Modal } from './Modal.tsx';
import { useLangOf, useTexts } from '../i18n/locale.tsx';

const EMPTY: ReportForm = { message: '' };

/** product §2 'Report to Admin' popup. */
export function ReportDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const texts = useTexts();
  const { DIALOG_TEXTS: t, TOASTS } = texts;
  const langOf = useLangOf();
  const titleId = useId();
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReportForm>({ resolver: zodResolver(reportForm), defaultValues: EMPTY });

  const report = useCreateReport({
    onSuccess: () => {
      toast.success(TOASTS.report);
      close();
    },
    onError: (err) => setError(errorMessage(err, texts)),
  });

  function close() {
    setError(null);
    reset(EMPTY);
    report.reset();
    onClose();
  }

  const onSubmit = handleSubmit(({ message }) => {
    if (!product || !user) return;
    setError(null);
    report.mutate({ productId: product._id, image: product.image, itemName: product.name, email: user.email, message });
  });

  const readOnly = 'input w-full bg-base-200';
  return (
    <Modal open={product !== null} onClose={close} titleId={titleId} busy={report.isPending}>
      {product && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={report.isPending}>
          <DialogProduct titleId={titleId} title={t.reportTitle} product={product} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t.itemName}>
              {(c) => <input {...c} name="itemName" lang={langOf(product.name)} className={readOnly} value={product.name} readOnly />}
            </Field>
            <Field label={t.email}>
              {(c) => <input {...c} name="email" type="email" className={readOnly} value={user?.email ?? ''} readOnly />}
            </Field>
          </div>
          <Field label={t.message} error={errors.message?.message}>
            {(c) => (
              <textarea
                {...c}
                {...register('message')}
                rows={4}
                className="textarea w-full border-base-content/55"
                required
                data-autofocus
              />
            )}
          </Field>
          {error && (
            <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-3 py-2 text-sm font-medium text-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-error mt-1" disabled={report.isPending}>
            {report.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {report.isPending ? t.submitting : t.reportSubmit}
          </button>
        </form>
      )}
    </Modal>
  );
}
