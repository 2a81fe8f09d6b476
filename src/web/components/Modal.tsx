import { useEffect, useRef, type ReactNode } from 'react';
import { DIALOG_TEXTS } from '#shared/texts/public.ts';
import { CloseIcon } from './icons.tsx';

/**
 * A real modal <dialog> (daisyUI modal): focus moves into it on open (to the element marked
 * `data-autofocus`, else the first control), Escape and the backdrop close it, and focus returns
 * to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  titleId,
  busy = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** While a request runs the dialog stays open. */
  busy?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = () => {
    if (!busy) ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
      onClose={() => {
        onClose();
        opener.current?.focus();
        opener.current = null;
      }}
    >
      <div className="modal-box max-h-[90vh] w-full max-w-lg">
        {open && children}
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute top-3 right-3"
          aria-label={DIALOG_TEXTS.close}
          onClick={close}
          disabled={busy}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} className="cursor-default">
          {DIALOG_TEXTS.close}
        </button>
      </div>
    </dialog>
  );
}
