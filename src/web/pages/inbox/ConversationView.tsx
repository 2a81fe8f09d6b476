import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { conversationQuery, messagesQuery, type Freshness } from '../../api/conversations.ts';
import { errorMessage } from '../../api/http.ts';
import { useMakeOffer, useMarkRead, useSendMessage, useSetBlocked } from '../../api/mutations/conversations.ts';
import { SellerBadge } from '../../components/SellerBadge.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { AmountForm } from './AmountForm.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { PaneHeader } from './PaneHeader.tsx';
import { ReportConversation } from './ReportConversation.tsx';
import { SafetyTip } from './SafetyTip.tsx';

/** The conversation's laptop, by its title, and the other side. */
function ConversationHeader({ conversation, titleId }: { conversation: Conversation; titleId: string }) {
  const { INBOX_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const { product, otherParty } = conversation;
  return (
    <PaneHeader image={product.image}>
      <h2 id={titleId} className="flex flex-wrap items-center gap-2 font-bold">
        <span lang={otherParty ? langOf(otherParty.name) : undefined} className="truncate">
          {otherParty?.name ?? t.deletedUser}
        </span>
        {otherParty && conversation.role === 'buyer' && <SellerBadge verified={otherParty.verified} />}
      </h2>
      <p className="truncate text-sm">
        {/* A page to link to: on sale or sold (an unlisted one's page is its seller's alone). */}
        {product.id && (product.status === 'available' || product.status === 'sold') ? (
          <Link to={paths.product(product.id)} lang={langOf(product.title)} className="link">
            {product.title}
          </Link>
        ) : (
          <span lang={langOf(product.title)}>{product.title}</span>
        )}{' '}
        · <span className="font-semibold">{format.tk(product.price)}</span>
      </p>
    </PaneHeader>
  );
}

/** Block or unblock the other side, and report the conversation. */
function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const texts = useTexts();
  const { INBOX_TEXTS: t } = texts;
  const [reporting, setReporting] = useState(false);
  const block = useSetBlocked({
    onSuccess: (_r, { blocked }) => toast.success(blocked ? t.blocked : t.unblocked),
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  const other = conversation.otherParty;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {other && (
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          disabled={block.isPending}
          onClick={() => block.mutate({ userId: other.id, blocked: !conversation.blockedByMe })}
        >
          {conversation.blockedByMe ? t.unblock : t.block}
        </button>
      )}
      <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setReporting(true)}>
        {t.report}
      </button>
      <ReportConversation conversationId={conversation.id} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}

/**
 * One conversation (product §7): the pinned safety tip, the messages with older pages on demand, offers
 * as cards, the buyer's "Make an offer", and the composer. What the other side has sent is marked read
 * while the conversation is on screen.
 */
export function ConversationView({ id, freshness }: { id: string; freshness: Freshness }) {
  const texts = useTexts();
  const { INBOX_TEXTS: t, OFFER_TEXTS } = texts;
  const langOf = useLangOf();
  const titleId = useId();
  const conversation = useQuery(conversationQuery(id, freshness));
  const pages = useInfiniteQuery(messagesQuery(id, freshness));
  const [offering, setOffering] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);

  const read = useMarkRead();
  const unread = conversation.data?.unread ?? 0;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible') markRead(id);
  }, [id, unread, markRead]);

  const send = useSendMessage({ onError: (err) => toast.error(errorMessage(err, texts)) });
  const offer = useMakeOffer({
    onSuccess: () => {
      setOffering(false);
      toast.success(OFFER_TEXTS.done.make);
    },
    onError: (err) => toast.error(errorMessage(err, texts)),
  });

  // Pages come newest first, each oldest first: the thread reads them the other way round.
  const messages = (pages.data?.pages ?? []).toReversed().flatMap((p) => p.messages);
  const lastId = messages.at(-1)?.id;
  // The other side's newest message, read out as it comes, in the language it was written in.
  const heard = lastId && messages.at(-1)?.mine === false ? messages.at(-1)?.text : '';
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  if (conversation.isError) return <p role="alert">{errorMessage(conversation.error, texts)}</p>;
  if (!conversation.data) return <Spinner label={t.loadingMessages} />;
  const c = conversation.data;
  const available = c.product.status === 'available';
  // Once a price is agreed the laptop is booked at it: the next step is paying, not another offer.
  const agreed = messages.some((m) => m.offer?.state === 'accepted');
  const canOffer = c.role === 'buyer' && available && !agreed && !c.openOffer && !c.blockedByMe && c.otherParty !== null;

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col gap-3">
      <ConversationHeader conversation={c} titleId={titleId} />
      <ConversationMenu conversation={c} />
      <div ref={scroller} className="flex min-h-64 flex-1 flex-col gap-4 overflow-y-auto pr-1 md:max-h-[60vh]">
        <SafetyTip />
        {c.product.status !== 'available' && (
          <p role="note" className="rounded-box bg-base-200 px-4 py-2 text-sm">
            {c.product.status === 'sold'
              ? t.soldNote
              : c.product.status === 'unlisted'
                ? texts.MODERATION_TEXTS.unlistedNote
                : t.removedNote}
          </p>
        )}
        {pages.hasNextPage && (
          <button
            type="button"
            className="btn btn-ghost btn-sm self-center"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {t.olderMessages}
          </button>
        )}
        {pages.isPending ? (
          <Spinner label={t.loadingMessages} />
        ) : (
          <MessageList messages={messages} role={c.role} price={c.product.price} />
        )}
        <p className="sr-only" aria-live="polite" lang={heard ? langOf(heard) : undefined}>
          {heard}
        </p>
      </div>
      {c.blockedByMe && <p className="text-sm font-medium">{t.blockedNote}</p>}
      {offering ? (
        <AmountForm
          label={OFFER_TEXTS.amountLabel}
          max={c.product.price}
          busy={offer.isPending}
          onSubmit={(amount) => offer.mutate({ id, amount })}
          onCancel={() => setOffering(false)}
        />
      ) : (
        canOffer && (
          <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => setOffering(true)}>
            {OFFER_TEXTS.makeOffer}
          </button>
        )
      )}
      <Composer
        draftId={id}
        busy={send.isPending}
        disabled={c.blockedByMe || c.otherParty === null}
        withPhotos
        onSend={async (text, images) => {
          try {
            await send.mutateAsync({ id, text, images: images.length > 0 ? images : undefined });
            return true;
          } catch {
            return false;
          }
        }}
      />
    </section>
  );
}
