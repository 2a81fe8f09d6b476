import { useCallback, useId, useState, type ReactNode } from 'react';
import { Modal } from '../components/Modal.tsx';
import { useTexts } from '../i18n/locale.tsx';

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
 * A modal confirmation (a Modal): focus starts on Cancel (the safe choice), Escape and the backdrop
 * cancel, and focus returns to the button that opened it (or to the page heading when that row is gone).
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
  const { ACTION_TEXTS } = useTexts();
  const titleId = useId();
  const bodyId = useId();
  const danger = (request?.tone ?? 'danger') === 'danger';
  return (
    <Modal
      open={request !== null}
      onClose={(returnValue) => onClose(returnValue === 'confirm')}
      titleId={titleId}
      describedBy={bodyId}
      closeButton={false}
      restoreFocus={restoreAfterListChange}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {request?.title}
      </h2>
      <p id={bodyId} className="py-4">
        {request?.body}
      </p>
      <form method="dialog" className="modal-action">
        <button type="submit" value="cancel" className="btn btn-ghost" data-autofocus>
          {ACTION_TEXTS.cancel}
        </button>
        <button type="submit" value="confirm" className={`btn ${danger ? 'btn-error' : 'btn-primary'}`}>
          {request?.confirm}
        </button>
      </form>
    </Modal>
  );
}

/** The confirmed action may remove the row (and its button): give the list a frame to re-render, then fall back to the heading. */
export function restoreAfterListChange(opener: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (opener?.isConnected && !opener.hasAttribute('disabled')) opener.focus();
    else document.querySelector<HTMLElement>('main h1')?.focus();
  });
}
