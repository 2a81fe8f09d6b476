import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { reportedConversationQuery } from '../../api/reports.ts';
import { Modal } from '../../components/Modal.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';

/**
 * A reported conversation as the admins read it (GET /api/report/:id/messages, product §6): its product,
 * its two parties, and its messages oldest first, older pages on request. Read only: nothing here is sent,
 * and reading marks nothing read.
 */
export function ReportedConversation({ reportId, itemName, onClose }: { reportId: string | null; itemName: string; onClose: () => void }) {
  const { INBOX_TEXTS, SUSPENSION_TEXTS } = useTexts();
  const t = SUSPENSION_TEXTS.reports;
  const format = useFormat();
  const langOf = useLangOf();
  const titleId = useId();
  const pages = useInfiniteQuery({ ...reportedConversationQuery(reportId ?? ''), enabled: reportId !== null });
  const first = pages.data?.pages[0];
  // Each page is oldest first; the pages after the first are older.
  const messages = [...(pages.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  const buyer = first?.conversation.buyer?.name ?? t.gone;
  const seller = first?.conversation.seller?.name ?? t.gone;

  return (
    <Modal open={reportId !== null} onClose={onClose} titleId={titleId}>
      <h2 id={titleId} className="pr-8 text-lg font-bold">
        {t.conversationTitle(itemName)}
      </h2>
      {first && <p className="mt-1 text-sm text-base-content/75">{t.parties(buyer, seller)}</p>}
      <div className="mt-4 max-h-[60vh] overflow-y-auto" aria-busy={pages.isFetching || undefined}>
        {pages.isError ? (
          <p role="alert" className="text-error">
            {t.failed}
          </p>
        ) : pages.isPending ? (
          <p role="status">{t.loading}</p>
        ) : (
          <>
            {pages.hasNextPage && (
              <button
                type="button"
                className="btn btn-sm btn-ghost mb-3"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                {INBOX_TEXTS.olderMessages}
              </button>
            )}
            {messages.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {messages.map((m) => (
                  <li key={m.id} className={`flex flex-col ${m.from === 'seller' ? 'items-end' : 'items-start'}`}>
                    <span className="text-xs text-base-content/75">
                      {`${t.sender[m.from]} · ${m.from === 'seller' ? seller : buyer} · `}
                      <time dateTime={m.createdAt}>{format.dayTime(m.createdAt)}</time>
                    </span>
                    <p
                      lang={m.text ? langOf(m.text) : undefined}
                      className={`max-w-[85%] whitespace-pre-line rounded-box px-3 py-2 ${m.from === 'seller' ? 'bg-primary/10' : 'bg-base-200'}`}
                    >
                      {m.offer ? t.offer(format.tk(m.offer.amount)) : m.text}
                      {m.images.length > 0 && <span className="block text-sm text-base-content/75">{t.photos(m.images.length)}</span>}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      <form method="dialog" className="modal-action">
        <button className="btn" value="close">
          {t.close}
        </button>
      </form>
    </Modal>
  );
}
