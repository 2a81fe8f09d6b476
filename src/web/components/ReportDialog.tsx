import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { TEXTS, TOASTS, VALIDATION } from '#shared/messages.ts';
import type { Product } from '#shared/schemas/products.ts';
import { DIALOG_TEXTS as t } from '#shared/texts/public.ts';
import { errorMessage } from '../api/http.ts';
import { createReport, reportKeys } from '../api/reports.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { Field } from './Field.tsx';
import { textOf } from './formText.ts';
import { DialogProduct } from './DialogProduct.tsx';
import { Modal } from './Modal.tsx';

/** product §2 'Report to Admin' popup. */
export function ReportDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const titleId = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | undefined>();

  const report = useMutation({
    mutationFn: createReport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      toast.success(TOASTS.report);
      close();
    },
    onError: (err) => setError(errorMessage(err)),
  });

  function close() {
    setError(null);
    setMessageError(undefined);
    report.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!product || !user) return;
    const message = textOf(new FormData(event.currentTarget).get('message'));
    if (!message) {
      setMessageError(VALIDATION.report.messageRequired);
      return;
    }
    setMessageError(undefined);
    setError(null);
    report.mutate({ productId: product._id, image: product.image, itemName: product.name, email: user.email, message });
  }

  const readOnly = 'input w-full bg-base-200';
  return (
    <Modal open={product !== null} onClose={close} titleId={titleId} busy={report.isPending}>
      {product && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={report.isPending}>
          <DialogProduct titleId={titleId} title={TEXTS.reportForm} product={product} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t.itemName}>{(c) => <input {...c} name="itemName" className={readOnly} value={product.name} readOnly />}</Field>
            <Field label={t.email}>
              {(c) => <input {...c} name="email" type="email" className={readOnly} value={user?.email ?? ''} readOnly />}
            </Field>
          </div>
          <Field label={t.message} error={messageError}>
            {(c) => <textarea {...c} name="message" rows={4} className="textarea w-full border-base-content/55" required data-autofocus />}
          </Field>
          {error && (
            <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-3 py-2 text-sm font-medium text-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-error mt-1" disabled={report.isPending}>
            {report.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {report.isPending ? t.submitting : TEXTS.reportSubmit}
          </button>
        </form>
      )}
    </Modal>
  );
}
