import { useId } from 'react';
import { LIMITS } from '#shared/constants.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { MessagePhotos, useMessagePhotos } from './MessagePhotos.tsx';
import { useDraft } from './useDraft.ts';

/**
 * Where a message is written: its draft is kept per conversation (`draftId`) until the server has it;
 * Ctrl+Enter (or ⌘+Enter) sends, Enter starts a new line, as people write longer questions here.
 */
export function Composer({
  draftId,
  busy,
  disabled = false,
  onSend,
  suggestions,
  withPhotos = false,
}: {
  draftId: string;
  busy: boolean;
  disabled?: boolean;
  /** Sends the text (and photos); resolves true once the server has it, when the draft is cleared. */
  onSend: (text: string, images: string[]) => Promise<boolean>;
  /** Whether photos may go with the message (not with a first message). */
  withPhotos?: boolean;
  /** Ready questions that fill the box, for a first message. */
  suggestions?: readonly string[];
}) {
  const { INBOX_TEXTS: t } = useTexts();
  const id = useId();
  const [text, setText] = useDraft(draftId);
  const photos = useMessagePhotos();
  const left = LIMITS.messageText - text.length;
  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed || busy || disabled || photos.uploading > 0) return;
    if (await onSend(trimmed, photos.photos)) {
      setText('');
      photos.clear();
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {suggestions && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.suggestions}>
          {suggestions.map((s) => (
            <button key={s} type="button" className="btn btn-outline btn-xs sm:btn-sm" onClick={() => setText(s)} disabled={disabled}>
              {s}
            </button>
          ))}
        </div>
      )}
      <label htmlFor={id} className="sr-only">
        {t.messageLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          name="message"
          rows={2}
          maxLength={LIMITS.messageText}
          className="textarea min-h-12 w-full flex-1 resize-y border-base-content/55"
          placeholder={t.messagePlaceholder}
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || disabled || !text.trim() || photos.uploading > 0}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {busy ? t.sending : t.send}
        </button>
      </div>
      {withPhotos && <MessagePhotos state={photos} disabled={disabled} />}
      <p id={`${id}-hint`} className={`text-xs text-base-content/70 ${left < 200 ? '' : 'max-sm:sr-only'}`}>
        {left < 200 ? t.charactersLeft(left) : t.sendHint}
      </p>
    </form>
  );
}
