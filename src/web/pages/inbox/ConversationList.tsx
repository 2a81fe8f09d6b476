import { NavLink } from 'react-router';
import { formatTk } from '#shared/format.ts';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { INBOX_TEXTS as t } from '#shared/texts/inbox.ts';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { paths } from '../../paths.ts';
import { listTime } from './when.ts';

/** What the list says of a conversation's last message. */
function lastLine(c: Conversation): string {
  const m = c.lastMessage;
  if (!m) return '';
  const text = m.offer ? t.offerLine(m.offer.amount) : m.text || t.photoLine;
  return m.mine ? `${t.you}: ${text}` : text;
}

/** The user's conversations, newest activity first, each with its product, the other side and its unread count. */
export function ConversationList({ conversations }: { conversations: Conversation[] }) {
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
                <p className={`truncate ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{c.otherParty?.name ?? t.deletedUser}</p>
                <time dateTime={c.lastActivityAt} className="shrink-0 text-xs text-base-content/70">
                  {listTime(c.lastActivityAt)}
                </time>
              </div>
              <p className="truncate text-sm text-base-content/80">
                {c.product.name} · {formatTk(c.product.price)}
                {c.product.status !== 'available' && (
                  <span className="badge badge-ghost badge-sm ml-1">{t.productStatus[c.product.status]}</span>
                )}
              </p>
              <div className="flex items-center justify-between gap-2">
                <p className={`truncate text-sm ${c.unread > 0 ? 'font-semibold' : 'text-base-content/70'}`}>{lastLine(c)}</p>
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
