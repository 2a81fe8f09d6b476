import { Link } from 'react-router';
import { isSold } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { CHAT_TEXTS as t } from '#shared/texts/inbox.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { paths } from '../paths.ts';

/**
 * "Chat with seller" (product §7), on a product's card and page: the first message to its seller in the
 * inbox. Signed out, the inbox's guard sends the reader to /login and back to the message. A sold product
 * takes no new conversation, and nobody chats with themselves.
 */
export function ChatButton({
  product,
  own,
  className = 'btn btn-outline btn-sm w-full',
}: {
  product: Product;
  own: boolean;
  className?: string;
}) {
  if (own || isSold(product)) return null;
  return (
    <Link to={paths.inbox.newAbout(product._id)} className={className} aria-label={t.chatAbout(laptopName(product.name, product.detail))}>
      <ChatIcon />
      {t.chatWithSeller}
    </Link>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  );
}
