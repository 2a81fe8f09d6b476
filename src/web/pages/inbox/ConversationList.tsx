import { NavLink } from 'react-router';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** What the list says of a conversation's last message: its text in the language it was written in. */
function LastLine({ conversation: c }: { conversation: Conversation }) {
  const { INBOX_TEXTS: t } = useTexts();
  const langOf = useLangOf();
  const m = c.lastMessage;
  if (!m) return null;
  const text = m.offer ? t.offerLine(m.offer.amount) : m.text ? <span lang={langOf(m.text)}>{m.text}</span> : t.photoLine;
  return (
    <>
      {m.mine && `${t.you}: `}
      {text}
    </>
  );
}

/** The user's conversations, newest activity first, each with its laptop's title, the other side and its unread count. */
export function ConversationList({ conversations }: { conversations: Conversation[] }) {
  const { INBOX_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  return (
    <ul className="flex flex-col divide-y divide-base-300">
      {conversations.map((c) => (
        <li key={c.id}>
          <NavLink
            to={paths.inbox.conversation(c.id)}
            className={({ isActive }) =>
              `flex gap-3 px-3 py-3 hover:bg-base-200 focus-visible:outline-offset-[-2px] ${isActive ? 'bg-base-200' : ''}`
            }
          >
            <Thumb src={c.product.image} alt="" />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-2">
                <p
                  lang={c.otherParty ? langOf(c.otherParty.name) : undefined}
                  className={`truncate ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}
                >
                  {c.otherParty?.name ?? t.deletedUser}
                </p>
                <time dateTime={c.lastActivityAt} className="shrink-0 text-xs text-base-content/70">
                  {format.listTime(c.lastActivityAt)}
                </time>
              </div>
              <p className="truncate text-sm text-base-content/80">
                <span lang={langOf(c.product.title)}>{c.product.title}</span> · {format.tk(c.product.price)}
                {c.product.status !== 'available' && (
                  <span className="badge badge-ghost badge-sm ml-1">{t.productStatus[c.product.status]}</span>
                )}
              </p>
              <div className="flex items-center justify-between gap-2">
                <p className={`truncate text-sm ${c.unread > 0 ? 'font-semibold' : 'text-base-content/70'}`}>
                  <LastLine conversation={c} />
                </p>
                {c.unread > 0 && (
                  <span className="badge badge-primary badge-sm shrink-0">
                    <span aria-hidden="true">{c.unread}</span>
                    <span className="sr-only">{t.unread(c.unread)}</span>
                  </span>
                )}
              </div>
            </div>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
