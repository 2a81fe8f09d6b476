import { Link } from 'react-router';
import { isSold } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { paths } from '../paths.ts';
import { ChatIcon } from './icons.tsx';
import { useTexts } from '../i18n/locale.tsx';

/**
 * "Chat with seller" (product §7), on a product's card and page: the first message to its seller in the
 * inbox. Signed out, the inbox's guard sends the reader to /login and back to the message. A sold product
 * takes no new conversation, and nobody chats with themselves.
 */
export function ChatButton({
  product,
  own,
  describedBy,
  className = 'btn btn-outline btn-sm w-full',
}: {
  product: Product;
  own: boolean;
  /** The id of the product's title, so the button says which product it is about (as Book Now does). */
  describedBy: string;
  className?: string;
}) {
  const { CHAT_TEXTS: t } = useTexts();
  if (own || isSold(product)) return null;
  return (
    <Link to={paths.inbox.newAbout(product._id)} className={className} aria-describedby={describedBy}>
      <ChatIcon />
      {t.chatWithSeller}
    </Link>
  );
}
