import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isSold } from '#shared/constants.ts';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { errorMessage } from '../../api/http.ts';
import { useStartConversation } from '../../api/mutations/conversations.ts';
import { productQuery } from '../../api/products.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { Composer } from './Composer.tsx';
import { PaneHeader } from './PaneHeader.tsx';
import { SafetyTip } from './SafetyTip.tsx';
import { firstMessageDraft } from './useDraft.ts';

/**
 * The first message to a product's seller ("Chat with seller"): once sent it is a conversation, and the
 * address becomes its own. A buyer who already wrote about the product is taken to that conversation.
 */
export function NewConversation({ productId, conversations }: { productId: string; conversations: Conversation[] | undefined }) {
  const texts = useTexts();
  const { INBOX_TEXTS: t } = texts;
  const format = useFormat();
  const langOf = useLangOf();
  const navigate = useNavigate();
  const { user } = useAuth();
  const product = useQuery(productQuery(productId));
  const existing = conversations?.find((c) => c.role === 'buyer' && c.product.id === productId);
  useEffect(() => {
    if (existing) void navigate(paths.inbox.conversation(existing.id), { replace: true });
  }, [existing, navigate]);

  const start = useStartConversation({
    onSuccess: ({ conversation }) => void navigate(paths.inbox.conversation(conversation.id), { replace: true }),
    onError: (err) => toast.error(errorMessage(err, texts)),
  });

  if (product.isPending || existing) return <Spinner label={t.loadingMessages} />;
  if (!product.data) return <NotFound />;
  const p = product.data;
  const name = laptopName(p.name, p.detail);
  const own = p.sellerProfile.id === user?.uid;
  return (
    <section aria-labelledby="new-conversation-title" className="flex flex-col gap-4">
      <PaneHeader image={p.image}>
        <h2 id="new-conversation-title" className="font-bold">
          {t.newTitle(name)}
        </h2>
        <p className="text-sm">
          <Link to={paths.product(p._id)} lang={langOf(p.seller)} className="link">
            {p.seller}
          </Link>{' '}
          · <span className="font-semibold">{format.tk(p.resell_price)}</span>
        </p>
      </PaneHeader>
      <SafetyTip />
      {own ? (
        <p role="note">{t.ownProduct}</p>
      ) : isSold(p) ? (
        <p role="note">{t.cannotStart}</p>
      ) : (
        <Composer
          draftId={firstMessageDraft(productId)}
          busy={start.isPending}
          suggestions={t.suggested}
          onSend={async (text) => {
            try {
              await start.mutateAsync({ productId, text });
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
    </section>
  );
}
