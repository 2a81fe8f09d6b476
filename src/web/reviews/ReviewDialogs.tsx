import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { REVIEW_LIMITS } from '#shared/reviews.ts';
import { errorMessage } from '../api/http.ts';
import { useReplyToReview, useReportReview, useWriteReview } from '../api/mutations/reviews.ts';
import { Modal } from '../components/Modal.tsx';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';
import { StarPicker } from './StarPicker.tsx';

/** A sale to review: its booking, the other side's name, the laptop, and when the window ends. */
export interface ToReview {
  bookingId: string;
  otherName: string;
  itemName: string;
  windowEndsAt: string;
}
/** A review to answer or report, named by its author. */
export interface ReviewRef {
  id: string;
  authorName: string;
}

interface Actions {
  write: (sale: ToReview) => void;
  reply: (review: ReviewRef) => void;
  report: (review: ReviewRef) => void;
}

const ReviewDialogsContext = createContext<Actions | null>(null);

/** Opens the screen's review dialogs (ReviewDialogs, around the screen). */
export function useReviewDialogs(): Actions {
  const actions = useContext(ReviewDialogsContext);
  if (!actions) throw new Error('the review buttons are used inside ReviewDialogs, which holds the dialogs');
  return actions;
}

type Open = { kind: 'write'; sale: ToReview; open: boolean } | { kind: 'reply' | 'report'; review: ReviewRef; open: boolean };

/**
 * The one dialog of a screen's reviews: writing one (stars and a comment), replying to one, reporting one. It
 * stays open while its call runs and shows the server's refusal there; a success closes it with a toast.
 */
export function ReviewDialogs({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Open | null>(null);
  const write = useCallback((sale: ToReview) => setShown({ kind: 'write', sale, open: true }), []);
  const reply = useCallback((review: ReviewRef) => setShown({ kind: 'reply', review, open: true }), []);
  const report = useCallback((review: ReviewRef) => setShown({ kind: 'report', review, open: true }), []);
  const actions = useMemo(() => ({ write, reply, report }), [write, reply, report]);
  const close = () => setShown((s) => s && { ...s, open: false });
  const closed = () => setShown(null);
  return (
    <ReviewDialogsContext.Provider value={actions}>
      {children}
      {shown?.kind === 'write' && <WriteDialog sale={shown.sale} open={shown.open} onClose={close} onClosed={closed} />}
      {shown?.kind === 'reply' && <TextDialog kind="reply" review={shown.review} open={shown.open} onClose={close} onClosed={closed} />}
      {shown?.kind === 'report' && <TextDialog kind="report" review={shown.review} open={shown.open} onClose={close} onClosed={closed} />}
    </ReviewDialogsContext.Provider>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}

function WriteDialog({ sale, open, onClose, onClosed }: DialogProps & { sale: ToReview }) {
  const texts = useTexts();
  const { REVIEW_TEXTS: t } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const titleId = useId();
  const aboutId = useId();
  const commentId = useId();
  const hintId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useWriteReview({
    onSuccess: () => {
      toast.success(t.form.sent);
      onClose();
    },
  });
  const busy = send.isPending;
  return (
    <Modal open={open} onClose={onClosed} titleId={titleId} describedBy={aboutId} busy={busy} closeButton={false}>
      <form
        className="flex flex-col gap-4 text-left"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (stars === null) return setMissing(true);
          send.mutate({ bookingId: sale.bookingId, stars, comment: comment.trim() || null });
        }}
      >
        <div>
          <h2 id={titleId} lang={langOf(sale.otherName)} className="text-lg font-bold">
            {t.form.title(sale.otherName)}
          </h2>
          <p id={aboutId} lang={langOf(sale.itemName)} className="text-sm text-base-content/75">
            {t.form.about(sale.itemName)}
          </p>
        </div>
        <StarPicker
          value={stars}
          onChange={(value) => {
            setStars(value);
            setMissing(false);
          }}
          error={missing ? t.form.starsRequired : undefined}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={commentId} className="text-sm font-medium">
            {t.form.comment}
          </label>
          <textarea
            id={commentId}
            rows={4}
            maxLength={REVIEW_LIMITS.comment}
            aria-describedby={hintId}
            className="textarea w-full border-base-content/55"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <p id={hintId} className="text-xs text-base-content/75">
            {t.form.commentHint}
          </p>
        </div>
        <p className="rounded-box bg-base-200 p-3 text-sm">{t.form.blind(sale.otherName, format.day(sale.windowEndsAt))}</p>
        {send.error && (
          <p role="alert" className="text-sm font-medium text-error">
            {errorMessage(send.error, texts)}
          </p>
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t.form.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {busy ? t.form.sending : t.form.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A reply (required, public) or a report's reason (optional, for the admins): one text and its button. */
function TextDialog({ kind, review, open, onClose, onClosed }: DialogProps & { kind: 'reply' | 'report'; review: ReviewRef }) {
  const texts = useTexts();
  const t = texts.REVIEW_TEXTS[kind];
  const langOf = useLangOf();
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const done = {
    onSuccess: () => {
      toast.success(t.sent);
      onClose();
    },
  };
  const replying = useReplyToReview(done);
  const reporting = useReportReview(done);
  const call = kind === 'reply' ? replying : reporting;
  const busy = call.isPending;
  const title = kind === 'reply' ? texts.REVIEW_TEXTS.reply.openFor(review.authorName) : texts.REVIEW_TEXTS.report.title;
  const hint = kind === 'reply' ? texts.REVIEW_TEXTS.reply.hint : undefined;
  const label = kind === 'reply' ? texts.REVIEW_TEXTS.reply.label : texts.REVIEW_TEXTS.report.reason;
  const failure = missing ? texts.REVIEW_TEXTS.reply.required : call.error ? errorMessage(call.error, texts) : null;
  return (
    <Modal open={open} onClose={onClosed} titleId={titleId} busy={busy} closeButton={false}>
      <form
        className="flex flex-col gap-4 text-left"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const value = text.trim();
          if (kind === 'reply') {
            if (!value) return setMissing(true);
            return replying.mutate({ id: review.id, text: value });
          }
          reporting.mutate({ id: review.id, reason: value });
        }}
      >
        <h2 id={titleId} lang={langOf(title)} className="text-lg font-bold">
          {title}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {label}
          </label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={kind === 'reply' ? REVIEW_LIMITS.reply : REVIEW_LIMITS.reportReason}
            required={kind === 'reply'}
            aria-invalid={missing || undefined}
            aria-describedby={[hint ? hintId : '', failure ? errorId : ''].filter(Boolean).join(' ') || undefined}
            className={`textarea w-full ${missing ? 'textarea-error' : 'border-base-content/55'}`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            data-autofocus
          />
          {hint && (
            <p id={hintId} className="text-xs text-base-content/75">
              {hint}
            </p>
          )}
        </div>
        {failure && (
          <p id={errorId} role="alert" className="text-sm font-medium text-error">
            {failure}
          </p>
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t.cancel}
          </button>
          <button
            type="submit"
            className={`btn ${kind === 'report' ? 'btn-error' : 'btn-primary'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {busy ? t.sending : t.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
