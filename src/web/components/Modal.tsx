import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useTexts } from '../i18n/locale.tsx';

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
  fullScreen = false,
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
  /** The whole screen, dark, edge to edge: for looking at a photo rather than filling in a form. */
  fullScreen?: boolean;
  children: ReactNode;
}) {
  const { DIALOG_TEXTS } = useTexts();
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
      className={fullScreen ? 'modal' : 'modal modal-bottom sm:modal-middle'}
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
      <div
        className={
          fullScreen
            ? 'modal-box h-dvh max-h-none w-screen max-w-none rounded-none bg-neutral p-0 text-neutral-content'
            : 'modal-box max-h-[90vh] w-full max-w-lg'
        }
      >
        {open && children}
        {closeButton && (
          <button
            type="button"
            className={`btn btn-circle btn-ghost absolute top-3 right-3 ${fullScreen ? 'z-10 text-neutral-content hover:bg-white/15' : 'btn-sm'}`}
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
