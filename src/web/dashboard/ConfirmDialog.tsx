import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ACTION_TEXTS } from '#shared/texts/dashboard.ts';

export interface ConfirmRequest {
  title: string;
  body: string;
  confirm: string;
  /** Destructive actions get the red button. */
  tone?: 'danger' | 'primary';
}

interface Pending extends ConfirmRequest {
  resolve: (ok: boolean) => void;
}

/**
 * A modal confirmation built on the native <dialog>: the page behind it is inert, focus starts on
 * Cancel (the safe choice), Escape and the backdrop cancel, and focus returns to the button that
 * opened it (or to the page heading when that row is gone).
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...request, resolve });
      }),
    [],
  );
  const onClose = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );
  return { confirm, dialog: <ConfirmDialog request={pending} onClose={onClose} /> };
}

function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.returnValue = '';
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!request && dialog.open) {
      dialog.close();
    }
  }, [request]);

  const handleClose = () => {
    const dialog = ref.current;
    const ok = dialog?.returnValue === 'confirm';
    onClose(ok);
    // Give the list a frame to re-render, then put focus back where the user was.
    requestAnimationFrame(() => {
      const back = opener.current;
      if (back?.isConnected && !back.hasAttribute('disabled')) back.focus();
      else document.querySelector<HTMLElement>('main h1')?.focus();
    });
  };

  const danger = (request?.tone ?? 'danger') === 'danger';
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={handleClose}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {request?.title}
        </h2>
        <p id={bodyId} className="py-4">
          {request?.body}
        </p>
        <form method="dialog" className="modal-action">
          <button ref={cancelRef} type="submit" value="cancel" className="btn btn-ghost">
            {ACTION_TEXTS.cancel}
          </button>
          <button type="submit" value="confirm" className={`btn ${danger ? 'btn-error' : 'btn-primary'}`}>
            {request?.confirm}
          </button>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" value="cancel" tabIndex={-1} aria-label={ACTION_TEXTS.cancel}>
          {ACTION_TEXTS.cancel}
        </button>
      </form>
    </dialog>
  );
}
