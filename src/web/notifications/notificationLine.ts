import type { Notification } from '#shared/schemas/events.ts';
import { paths } from '../paths.ts';
import type { Locale } from '../i18n/locale.tsx';

/** A notification as the centre shows it, in the page's language: its sentence, and the page where its reader acts on it. */
export function notificationLine(
  { kind, data }: Pick<Notification, 'kind' | 'data'>,
  { texts, format }: Pick<Locale, 'texts' | 'format'>,
): { text: string; href: string } {
  const { NOTIFICATION_TEXTS: t, DEAL_TEXTS } = texts;
  const words = {
    product: data.productName ?? t.someLaptop,
    from: data.from ?? t.someone,
    amount: format.tk(data.amount ?? 0),
  };
  const inConversation = data.conversationId ? paths.inbox.conversation(data.conversationId) : paths.inbox.root;
  switch (kind) {
    case 'booking':
      // A buyer pays in My Orders; the seller keeps the laptop's listing in My Products until it is paid.
      if (data.party === 'buyer') return { text: t.lines.bookedForYou(words), href: paths.dashboard.orders };
      return { text: data.from ? t.lines.booking(words) : t.lines.bookedAtOffer(words), href: paths.dashboard.myProducts };
    case 'deal': {
      const state = data.state ?? 'booked';
      const line = DEAL_TEXTS.lines[state]({ ...words, reason: data.reason ?? '' });
      return {
        text: data.reason ? `${line}. ${DEAL_TEXTS.explain.reason(data.reason)}` : line,
        href: data.party === 'seller' ? paths.dashboard.sales : paths.dashboard.orders,
      };
    }
    case 'payment':
    case 'sold':
      return { text: t.lines[kind](words), href: paths.dashboard.myProducts };
    case 'listing-approved':
    case 'listing-rejected':
    case 'listing-expiring':
    case 'listing-expired': {
      // A listing's news leads to where its seller acts: its page, its edit page, its Renew button.
      const id = data.productId ?? '';
      const line = texts.MODERATION_TEXTS.lines[kind]({ product: words.product, reason: data.reason ?? '' });
      const href = !id
        ? paths.dashboard.myProducts
        : kind === 'listing-approved'
          ? paths.product(id)
          : kind === 'listing-rejected'
            ? paths.dashboard.editProduct(id)
            : paths.dashboard.renew(id);
      return { text: line, href };
    }
    default:
      return { text: t.lines[kind](words), href: inConversation };
  }
}
