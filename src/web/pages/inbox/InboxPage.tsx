import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { conversationKeys, conversationsQuery } from '../../api/conversations.ts';
import { errorMessage } from '../../api/http.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { useLiveEvent, useLiveFallback } from '../../live/LiveEvents.tsx';
import { paths } from '../../paths.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationView } from './ConversationView.tsx';
import { NewConversation } from './NewConversation.tsx';

/**
 * The inbox (product §7, "Conversations and offers"): the conversations beside the open one on a wide
 * screen, one at a time on a phone (the list at /inbox, a conversation at /inbox/:id).
 */
export default function InboxPage() {
  const texts = useTexts();
  const { INBOX_TEXTS: t } = texts;
  const { id } = useParams();
  const [search] = useSearchParams();
  const productId = search.get('product');
  // Live: a message, an offer or a booking from the other side reads the conversations again at once;
  // without the stream, they are read again every 30 s and when the tab comes back into view.
  const client = useQueryClient();
  const freshness = useLiveFallback(conversationKeys.all);
  const refresh = () => void client.invalidateQueries({ queryKey: conversationKeys.all });
  useLiveEvent('message', refresh);
  useLiveEvent('offer', refresh);
  useLiveEvent('booking', refresh);
  const list = useQuery(conversationsQuery(freshness));
  const open = Boolean(id || productId);

  return (
    <div className="flex flex-col gap-4">
      <h1 className={`text-2xl font-bold ${open ? 'max-md:sr-only' : ''}`}>{t.title}</h1>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <nav
          aria-label={t.conversations}
          className={`rounded-box border border-base-300 md:max-h-[75vh] md:overflow-y-auto ${open ? 'max-md:hidden' : ''}`}
        >
          {list.isError ? (
            <p role="alert" className="p-4">
              {errorMessage(list.error, texts)}
            </p>
          ) : !list.data ? (
            <Spinner label={t.loading} />
          ) : list.data.length === 0 ? (
            <div className="flex flex-col items-start gap-3 p-4">
              <p>{t.empty}</p>
              <Link to={paths.home} className="btn btn-primary btn-sm">
                {t.browse}
              </Link>
            </div>
          ) : (
            <ConversationList conversations={list.data} />
          )}
        </nav>
        <div className={`rounded-box border border-base-300 p-3 sm:p-4 ${open ? '' : 'max-md:hidden'}`}>
          {id ? (
            <ConversationView key={id} id={id} freshness={freshness} />
          ) : productId ? (
            <NewConversation productId={productId} conversations={list.data} />
          ) : (
            <p className="p-4 text-base-content/80">{t.choose}</p>
          )}
        </div>
      </div>
    </div>
  );
}
