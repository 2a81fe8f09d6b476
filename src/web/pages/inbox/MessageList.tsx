import type { Party } from '#shared/constants.ts';
import type { Message } from '#shared/schemas/conversations.ts';
import { useLangOf, useFormat, useTexts } from '../../i18n/locale.tsx';
import { OfferCard } from './OfferCard.tsx';
import { isRisky } from './risky.ts';
import { RiskWarning } from './SafetyTip.tsx';

/**
 * A conversation's messages, oldest first. Text is shown as written, never as HTML or Markdown, and a
 * link in it is text, not something to click by accident (product §7, "Safety"); a message that carries
 * an offer is its offer's card. The caller's last message says "Seen" once the other side read it.
 */
export function MessageList({ messages, role, price }: { messages: Message[]; role: Party; price: number }) {
  const { INBOX_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const lastMine = messages.findLast((m) => m.mine);
  return (
    <ol className="flex flex-col gap-3" aria-label={t.messages}>
      {messages.map((m) => (
        <li key={m.id} className={`flex flex-col ${m.mine ? 'items-end' : 'items-start'}`} data-message-id={m.id}>
          {m.offer ? (
            <OfferCard offer={m.offer} role={role} price={price} />
          ) : (
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-md ${m.mine ? 'rounded-br-sm bg-primary text-primary-content' : 'rounded-bl-sm bg-base-200'}`}
            >
              <span className="sr-only">{m.mine ? t.you : ''}</span>
              <p lang={langOf(m.text)} className="whitespace-pre-wrap break-words">
                {m.text}
              </p>
              {m.images.length > 0 && (
                <div className="mt-2 flex flex-wrap gap-2">
                  {m.images.map((src, i) => (
                    <a
                      key={src}
                      href={src}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block h-24 w-24 overflow-hidden rounded-lg"
                    >
                      <img src={src} alt={t.photoOf(i + 1)} width={96} height={96} loading="lazy" className="h-full w-full object-cover" />
                    </a>
                  ))}
                </div>
              )}
            </div>
          )}
          {!m.offer && isRisky(m.text) && <RiskWarning />}
          <p className="mt-0.5 px-1 text-xs text-base-content/70">
            <time dateTime={m.createdAt}>{format.messageTime(m.createdAt)}</time>
            {m === lastMine && <span> · {m.readAt ? t.seen : t.sent}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
