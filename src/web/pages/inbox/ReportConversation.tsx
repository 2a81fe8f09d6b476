import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { LIMITS } from '#shared/constants.ts';
import { errorMessage } from '../../api/http.ts';
import { useReportConversation } from '../../api/mutations/conversations.ts';
import { Modal } from '../../components/Modal.tsx';
import { useTexts } from '../../i18n/locale.tsx';

/** Reports a conversation to the admins, who then read its messages in Reported Items (product §7, "Safety"). */
export function ReportConversation({ conversationId, open, onClose }: { conversationId: string; open: boolean; onClose: () => void }) {
  const texts = useTexts();
  const { INBOX_TEXTS: t } = texts;
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation({
    onSuccess: () => {
      toast.success(t.reported);
      setReason('');
      onClose();
    },
    onError: (err) => setError(errorMessage(err, texts)),
  });
  return (
    <Modal open={open} onClose={onClose} titleId={titleId} busy={report.isPending}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError(t.reportReason);
          setError(null);
          report.mutate({ id: conversationId, reason: reason.trim() });
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t.reportTitle}
        </h2>
        <label htmlFor={reasonId} className="text-sm font-medium">
          {t.reportReason}
        </label>
        <textarea
          id={reasonId}
          rows={4}
          maxLength={LIMITS.longText}
          className="textarea w-full border-base-content/55"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-autofocus
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-error">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-error" disabled={report.isPending}>
            {t.reportSend}
          </button>
        </div>
      </form>
    </Modal>
  );
}
