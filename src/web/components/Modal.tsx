import { useEffect, useRef, type ReactNode } from 'react';
import { DIALOG_TEXTS } from '#shared/texts/public.ts';
import { CloseIcon } from './icons.tsx';

/** Back to whatever opened the dialog, at once. */
const focusOpener = (opener: HTMLElement | null) => opener?.focus();

/**
 * A real modal <dialog> (daisyUI modal): the page behind it is inert, focus moves into it on open (to
 * the element marked `data-autofocus`, else the first control), Escape and the backdrop close it, and
 * focus returns to whatever opened it. A `<form method="dialog">` inside closes it too; `onClose`
 * receives the value of the button that did (empty for Escape, the backdrop and the close button).
 */
export function Modal({
  open,
  onClose,
  titleId,
  describedBy,
  busy = false,
  closeButton = true,
  restoreFocus = focusOpener,
  children,
}: {
  open: boolean;
  onClose: (returnValue: string) => void;
  titleId: string;
  describedBy?: string;
  /** While a request runs the dialog stays open. */
  busy?: boolean;
  /** The round × in the corner; a dialog whose own buttons include a way out can do without. */
  closeButton?: boolean;
  /** Where focus goes once the dialog has closed, given the element that had it before. */
  restoreFocus?: (opener: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The last closing button's value would otherwise answer for an Escape this time.
      dialog.returnValue = '';
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
      aria-describedby={describedBy}
      onCancel={(e) => {
        if (busy) e.preventDefault();
      }}
      onClose={() => {
        onClose(ref.current?.returnValue ?? '');
        restoreFocus(opener.current);
        opener.current = null;
      }}
    >
      <div className="modal-box max-h-[90vh] w-full max-w-lg">
        {open && children}
        {closeButton && (
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm absolute top-3 right-3"
            aria-label={DIALOG_TEXTS.close}
            onClick={close}
            disabled={busy}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={close} className="cursor-default">
          {DIALOG_TEXTS.close}
        </button>
      </div>
    </dialog>
  );
}
