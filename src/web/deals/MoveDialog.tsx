import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { LIMITS, type BookingMove } from '#shared/constants.ts';
import type { DealView } from '#shared/schemas/deals.ts';
import { errorMessage } from '../api/http.ts';
import { useMoveBooking } from '../api/mutations/deals.ts';
import { Modal } from '../components/Modal.tsx';
import { restoreAfterListChange } from '../dashboard/ConfirmDialog.tsx';
import { isDanger, moveQuestion, needsReason } from './moves.ts';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';

/**
 * Asks before a move on a deal, as the dashboard's confirmations do (focus on the safe choice, Escape and the
 * backdrop keep things as they are); a cancel and a dispute ask why first. It stays open while the move is sent,
 * and shows the server's refusal there, so that the reader can change the reason or give up.
 */
export function MoveDialog({
  deal,
  move,
  open,
  onClose,
  onClosed,
}: {
  deal: DealView;
  move: BookingMove;
  open: boolean;
  /** Asks the dialog to close (given up, or done). */
  onClose: () => void;
  /** The dialog has closed, whichever way: its row may go now. */
  onClosed: () => void;
}) {
  const texts = useTexts();
  const T = texts.DEAL_TEXTS.confirm;
  const titleId = useId();
  const bodyId = useId();
  const send = useMoveBooking({
    onSuccess: () => {
      toast.success(T.done);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClosed}
      titleId={titleId}
      describedBy={bodyId}
      busy={send.isPending}
      closeButton={false}
      restoreFocus={restoreAfterListChange}
    >
      <MoveForm
        deal={deal}
        move={move}
        titleId={titleId}
        bodyId={bodyId}
        busy={send.isPending}
        failure={send.error ? errorMessage(send.error, texts) : null}
        onSend={(reason) => send.mutate({ id: deal._id, move, reason, state: deal.state })}
        onBack={onClose}
      />
    </Modal>
  );
}

/** The dialog's content, made anew each time it opens: an empty reason, no refusal shown. */
function MoveForm({
  deal,
  move,
  titleId,
  bodyId,
  busy,
  failure,
  onSend,
  onBack,
}: {
  deal: DealView;
  move: BookingMove;
  titleId: string;
  bodyId: string;
  busy: boolean;
  failure: string | null;
  onSend: (reason?: string) => void;
  onBack: () => void;
}) {
  const texts = useTexts();
  const T = texts.DEAL_TEXTS.confirm;
  const { API_ERRORS } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const reasonId = useId();
  const errorId = useId();
  const asksWhy = needsReason(move);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? API_ERRORS['reason-required'] : failure;
  return (
    // Left-aligned whatever the cell it opens from (a phone's card aligns its values right).
    <form
      className="text-left"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!asksWhy) return onSend();
        if (!reason.trim()) return setMissing(true);
        setMissing(false);
        onSend(reason.trim());
      }}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {moveQuestion(move, deal, texts)}
      </h2>
      <p id={bodyId} className="py-4">
        <span lang={langOf(deal.itemName)} className="font-semibold">
          {deal.itemName}
        </span>
        <span className="whitespace-nowrap text-base-content/75"> · {format.tk(deal.price)}</span>
      </p>
      {asksWhy && (
        <div className="flex flex-col gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {T.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={LIMITS.reason}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            placeholder={T.reasonPlaceholder}
            className={`textarea w-full ${missing ? 'textarea-error' : 'border-base-content/55'}`}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            data-autofocus
          />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-error">
          {error}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy} data-autofocus={asksWhy ? undefined : true}>
          {T.back}
        </button>
        <button
          type="submit"
          className={`btn ${isDanger(move) ? 'btn-error' : 'btn-primary'}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {T.go}
        </button>
      </div>
    </form>
  );
}
