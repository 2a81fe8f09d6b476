import { displayPhone } from '#shared/phone.ts';
import type { Notification } from '#shared/schemas/events.ts';
import { paths } from '../paths.ts';
import type { Locale } from '../i18n/locale.tsx';

/** A notification as the centre shows it, in the page's language: its sentence, and the page where its reader acts on it. */
export function notificationLine(
  { kind, data }: Pick<Notification, 'kind' | 'data'>,
  { texts, format }: Pick<Locale, 'texts' | 'format'>,
): { text: string; href: string } {
  const { NOTIFICATION_TEXTS: t, DEAL_TEXTS, PHONE_TEXTS, REVIEW_TEXTS, SAVED_TEXTS, ALERT_TEXTS } = texts;
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
    case 'phone-released':
      // The seller's numbers, and which they proved, are in their settings.
      return { text: PHONE_TEXTS.released(displayPhone(data.phone ?? ''), data.count ?? 0), href: paths.dashboard.settings };
    case 'review-invite':
    case 'review-published':
      // A buyer reviews, and reads the review of them, in My Orders; a seller in My Sales.
      return {
        text: REVIEW_TEXTS.notifications[kind === 'review-invite' ? 'invite' : 'published'](words),
        href: data.party === 'seller' ? paths.dashboard.sales : paths.dashboard.orders,
      };
    case 'payment':
    case 'sold':
      return { text: t.lines[kind](words), href: paths.dashboard.myProducts };
    // A saved laptop that got cheaper, and an alert's new laptop, lead to the laptop's page; a digest to its search.
    case 'price-drop':
      return { text: SAVED_TEXTS.priceDrop(words), href: data.productId ? paths.product(data.productId) : paths.dashboard.saved };
    case 'alert':
      return { text: ALERT_TEXTS.lines.alert(words), href: data.productId ? paths.product(data.productId) : paths.dashboard.alerts };
    case 'alert-digest':
      return {
        text: ALERT_TEXTS.lines.digest(data.count ?? 0),
        href: data.query ? `${paths.search}?${data.query}` : paths.dashboard.alerts,
      };
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
