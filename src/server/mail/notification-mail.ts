import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LIMITS, type Party } from '#shared/constants.ts';
import { formatTk } from '#shared/format.ts';
import { langPrefix, type Lang } from '#shared/language.ts';
import { describeSearch } from '#shared/describe-search.ts';
import { formattersFor } from '#shared/format.ts';
import type { NotificationData, NotificationKind } from '#shared/schemas/events.ts';
import { readSearchParams } from '#shared/search-params.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { alertsRepository } from '../alerts/repository.ts';
import type { MailKind } from '#shared/schemas/mail.ts';
import { REVIEW_LIMITS } from '#shared/reviews.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import type { Config } from '../config.ts';
import { conversationsRepository } from '../conversations/repository.ts';
import { titleOf } from '../conversations/view.ts';
import type { Db } from '../db/client.ts';
import type { Notified } from '../events/events.ts';
import type { Clock } from '../jobs/clock.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { textsFor } from '../language.ts';
import type { Mailer } from './mailer.ts';
import { mailMessage, type MailAbout, type MailMessage } from './message.ts';
import { mailRepository, type Recipient } from './repository.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/*
 * Which e-mails go, from one place. Every notification (events/events.ts `notify`) comes here inside
 * the transaction that writes it, and queues its e-mail in that transaction, so an e-mail goes exactly
 * when the news it is about commits, unless its recipient turned that kind of e-mail off (when it was
 * queued, or by the time it goes: mailer.ts). Offers, bookings and payments go at once, before any
 * alerts waiting (mailer.ts); a message waits 5 minutes and goes only if still unread, one e-mail per
 * conversation however many came (the `mail.unread-messages` job below).
 */

/**
 * Kinds told in the notification centre alone: a number released to the seller who proved it (product §6,
 * "Verified numbers") is no news about talk or a deal, which is all a user chooses e-mails about.
 */
type CentreOnly = 'phone-released';
const isCentreOnly = (kind: NotificationKind): kind is CentreOnly => kind === 'phone-released';

/** The kind of e-mail (the switch a user may turn off) of each kind of notification. */
export const MAIL_KIND_OF: Record<Exclude<NotificationKind, CentreOnly>, MailKind> = {
  message: 'messages',
  offer: 'offers',
  'offer-accepted': 'offers',
  'offer-declined': 'offers',
  'offer-countered': 'offers',
  'offer-expired': 'offers',
  booking: 'bookings',
  payment: 'payments',
  sold: 'payments',
  deal: 'payments',
  'review-invite': 'reviews',
  'review-published': 'reviews',
  'price-drop': 'saved',
  alert: 'alerts',
  'alert-digest': 'alerts',
  'listing-approved': 'listings',
  'listing-rejected': 'listings',
  'listing-expiring': 'listings',
  'listing-expired': 'listings',
};

/** The job that e-mails a conversation's unread messages, due UNREAD_WAIT_MS after the first of a burst. */
export const UNREAD_MESSAGES_JOB = 'mail.unread-messages';
/** A message read within this time is never e-mailed. */
export const UNREAD_WAIT_MS = 5 * 60_000;
/** How much of the last message the e-mail quotes. */
const QUOTED_CHARACTERS = 200;

/**
 * Market's pages an e-mail links to, absolute on PUBLIC_URL (or http://localhost:PORT without it,
 * config.ts), in the recipient's language ('/bn/…' for Bangla). The paths are those of src/web/paths.ts,
 * which the server may not import; the inbox's is `/inbox/:conversationId`, the unsubscribe page's
 * `/unsubscribe/:kind/:token`.
 */
export function mailLinks(origin: string, lang: Lang = 'en') {
  const publicUrl = origin + langPrefix(lang);
  return {
    conversation: (id: string) => `${publicUrl}/inbox/${encodeURIComponent(id)}`,
    orders: `${publicUrl}/dashboard/orders`,
    seller: (id: string) => `${publicUrl}/seller/${encodeURIComponent(id)}`,
    myProducts: `${publicUrl}/dashboard/myproduct`,
    /** My Products with the listing's Renew button first in view: the one tap that renews it (a GET changes nothing). */
    renew: (productId: string) => `${publicUrl}/dashboard/myproduct?${new URLSearchParams({ renew: productId })}`,
    product: (productId: string) => `${publicUrl}/product/${encodeURIComponent(productId)}`,
    /** The edit page of a listing, to change and send it again (paths.dashboard.editProduct). */
    editProduct: (productId: string) => `${publicUrl}/dashboard/editproduct/${encodeURIComponent(productId)}`,
    sales: `${publicUrl}/dashboard/sales`,
    settings: `${publicUrl}/dashboard/settings`,
    saved: `${publicUrl}/dashboard/saved`,
    alerts: `${publicUrl}/dashboard/alerts`,
    /** A search by its query string (an alert's), as /search reads it. */
    search: (query: string) => `${publicUrl}/search?${query}`,
    unsubscribePage: (kind: MailKind, token: string) => `${publicUrl}/unsubscribe/${kind}/${token}`,
    /** RFC 8058's one-click address, for the List-Unsubscribe header: POST only (routes.ts); the API has no language prefix. */
    unsubscribe: (kind: MailKind, token: string) => `${origin}/api/unsubscribe/${kind}/${token}`,
  };
}

/**
 * What one e-mail says: its subject, its first paragraph (and a quote, or a list of paragraphs such as a
 * digest's laptops), the link to act on, and other links after it.
 */
interface Content {
  subject: string;
  lead: string;
  quote?: string;
  list?: string[];
  action: string;
  link: string;
  also?: { action: string; link: string }[];
}

const unreadJob = z.object({
  conversationId: z.uuid(),
  userId: z.string().min(1),
  from: z.string().max(LIMITS.shortText).optional(),
  productName: z.string().max(LIMITS.shortText).optional(),
});

export interface NotificationMail {
  /** Queues the e-mails of notifications just written (one, or many of one kind), in the transaction `tx` that wrote them. */
  queue: (tx: Db, kind: NotificationKind, items: readonly Notified[]) => Promise<void>;
}

/** Declares the unread-messages job (before the queue starts) and answers what queues each notification's e-mail. */
export function createNotificationMail(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secret: string;
  clock: Clock;
  jobs: JobQueue;
  mail: Mailer;
  log: FastifyBaseLogger;
}): NotificationMail {
  const { db, clock, jobs, mail, log } = deps;
  const linksIn = (lang: Lang) => mailLinks(deps.config.publicUrl, lang);
  const tokens = createUnsubscribeTokens(deps.secret);

  /**
   * The e-mail as it goes, in the recipient's language: greeting, what happened, the link, and at its foot
   * why it came and how to stop it; null (and logged) when it cannot be one.
   */
  const compose = (userId: string, to: Recipient, kind: MailKind, content: Content): MailMessage | null => {
    const { MAIL_TEXTS, MAIL_KIND_NAMES } = textsFor(to.language);
    const links = linksIn(to.language);
    const token = tokens.sign(userId, kind);
    const kindName = MAIL_KIND_NAMES[kind].inSentence;
    const paragraphs = [
      MAIL_TEXTS.greeting(to.name),
      content.lead,
      ...(content.quote ? [`${MAIL_TEXTS.messages.last}\n“${content.quote}”`] : []),
      ...(content.list ?? []),
      `${content.action}\n${content.link}`,
      ...(content.also ?? []).map(({ action, link }) => `${action}\n${link}`),
      MAIL_TEXTS.signOff,
      [
        MAIL_TEXTS.footer.why(kindName),
        `${MAIL_TEXTS.footer.unsubscribe(kindName)} ${links.unsubscribePage(kind, token)}`,
        `${MAIL_TEXTS.footer.settings} ${links.settings}`,
      ].join('\n'),
    ];
    const message = mailMessage.safeParse({
      to: to.email,
      // A name is one line of text, but one on several lines must not fail the write the e-mail is about.
      subject: content.subject.replace(/\s+/g, ' ').trim().slice(0, 200),
      text: `${paragraphs.join('\n\n')}\n`,
      unsubscribeUrl: links.unsubscribe(kind, token),
    });
    if (!message.success) {
      log.warn({ userId, kind, issues: message.error.issues }, 'e-mail not sent: not a message');
      return null;
    }
    return message.data;
  };
  /** The unread messages' e-mail, queued from their job: its recipient's switch is read again when it goes. */
  const send = async (userId: string, to: Recipient, kind: MailKind, content: Content) => {
    const message = compose(userId, to, kind, content);
    if (message) await mail.send(message, { about: { userId, kind } });
  };

  jobs.work(
    UNREAD_MESSAGES_JOB,
    async (raw) => {
      const parsed = unreadJob.safeParse(raw);
      if (!parsed.success) return;
      const { conversationId, userId } = parsed.data;
      const conversations = conversationsRepository(db);
      const conversation = await conversations.findById(conversationId);
      const reader: Party | null = conversation?.buyerId === userId ? 'buyer' : conversation?.sellerId === userId ? 'seller' : null;
      if (!conversation || !reader) return;
      const to = await mailRepository(db).recipient(userId, 'messages');
      if (!to) return;
      const { count, last } = await conversations.unreadWritten(conversationId, reader);
      if (!count || !last) return;
      const { MAIL_TEXTS } = textsFor(to.language);
      const from = parsed.data.from ?? MAIL_TEXTS.someone;
      const product = parsed.data.productName ?? titleOf(conversation);
      const text = last.text.replace(/\s+/g, ' ').trim();
      await send(userId, to, 'messages', {
        subject: MAIL_TEXTS.messages.subject(from, count),
        lead: MAIL_TEXTS.messages.lead(from, product, count),
        quote: text.length > QUOTED_CHARACTERS ? `${text.slice(0, QUOTED_CHARACTERS)}…` : text || undefined,
        action: MAIL_TEXTS.actions.readAndAnswer,
        link: linksIn(to.language).conversation(conversationId),
      });
    },
    // One job waits per conversation and reader: the messages of a burst share it.
    { policy: 'short' },
  );

  return {
    async queue(tx, kind, items) {
      if (isCentreOnly(kind)) return;
      const mailKind = MAIL_KIND_OF[kind];
      // One read of the recipients however many: a new listing may be told to thousands at once.
      const recipients = await mailRepository(tx).recipients(
        items.map((item) => item.userId),
        mailKind,
      );
      const mails: { message: MailMessage; about: MailAbout }[] = [];
      for (const { userId, data } of items) {
        const to = recipients.get(userId);
        if (!to) continue;
        if (kind === 'message') {
          if (!data.conversationId) continue;
          await jobs.send(
            UNREAD_MESSAGES_JOB,
            { conversationId: data.conversationId, userId, from: data.from, productName: data.productName },
            { tx, startAfter: new Date(clock.now() + UNREAD_WAIT_MS), singletonKey: `${data.conversationId}:${userId}` },
          );
          continue;
        }
        const content = await contentOf(tx, to.language, userId, kind, data, deps.config.publicUrl);
        const message = content && compose(userId, to, mailKind, content);
        // With whom and what it is about, so that the switch is read again when it goes.
        if (message) mails.push({ message, about: { userId, kind: mailKind } });
      }
      if (mails.length === 1) await mail.send(mails[0]!.message, { tx, about: mails[0]!.about });
      else await mail.sendMany(mails, { tx });
    },
  };
}

/** What the e-mail of a notification (but a message's) says in the recipient's language, and where its link goes. */
async function contentOf(
  tx: Db,
  lang: Lang,
  userId: string,
  kind: Exclude<NotificationKind, 'message' | CentreOnly>,
  data: NotificationData,
  publicUrl: string,
): Promise<Content | null> {
  const { MAIL_TEXTS, DEAL_TEXTS, REVIEW_TEXTS, SAVED_TEXTS, ALERT_TEXTS, ALERT_MAIL_TEXTS, MODERATION_TEXTS } = textsFor(lang);
  const links = mailLinks(publicUrl, lang);
  const product = data.productName ?? '';
  const amount = formatTk(data.amount ?? 0, lang);
  const from = data.from ?? '';
  const conversation = data.conversationId ? links.conversation(data.conversationId) : links.settings;
  switch (kind) {
    case 'offer':
      return {
        subject: MAIL_TEXTS.offer.subject(amount),
        lead: MAIL_TEXTS.offer.lead(from, amount, product),
        action: MAIL_TEXTS.actions.answerOffer,
        link: conversation,
      };
    case 'offer-countered':
      return {
        subject: MAIL_TEXTS.offerCountered.subject(from, amount),
        lead: MAIL_TEXTS.offerCountered.lead(from, amount, product),
        action: MAIL_TEXTS.actions.answerOffer,
        link: conversation,
      };
    case 'offer-accepted':
      return {
        subject: MAIL_TEXTS.offerAccepted.subject(amount),
        lead: MAIL_TEXTS.offerAccepted.lead(from, amount, product),
        action: MAIL_TEXTS.actions.seeConversation,
        link: conversation,
      };
    case 'offer-declined':
      return {
        subject: MAIL_TEXTS.offerDeclined.subject(amount),
        lead: MAIL_TEXTS.offerDeclined.lead(from, amount, product),
        action: MAIL_TEXTS.actions.offerAgain,
        link: conversation,
      };
    case 'offer-expired':
      return {
        subject: MAIL_TEXTS.offerExpired.subject(amount),
        lead: MAIL_TEXTS.offerExpired.lead(amount, product, LIMITS.offerHours),
        action: MAIL_TEXTS.actions.seeConversation,
        link: conversation,
      };
    case 'booking': {
      // A booking tells its product's seller, and, when an accepted offer made it, its buyer too.
      const booking = data.bookingId ? await bookingsRepository(tx).findById(data.bookingId) : null;
      if (booking && booking.buyerId === userId) {
        return {
          subject: MAIL_TEXTS.bookedBuyer.subject(product, amount),
          lead: MAIL_TEXTS.bookedBuyer.lead(product, amount),
          action: MAIL_TEXTS.actions.payInOrders,
          link: links.orders,
        };
      }
      return {
        subject: MAIL_TEXTS.bookedSeller.subject(product),
        lead: MAIL_TEXTS.bookedSeller.lead(product, data.from, data.amount === undefined ? undefined : amount),
        action: MAIL_TEXTS.actions.seeProducts,
        link: links.myProducts,
      };
    }
    case 'payment':
      return {
        subject: MAIL_TEXTS.payment.subject(amount),
        lead: MAIL_TEXTS.payment.lead(amount, product),
        action: MAIL_TEXTS.actions.seeProducts,
        link: links.myProducts,
      };
    case 'sold':
      return {
        subject: MAIL_TEXTS.sold.subject(product),
        lead: MAIL_TEXTS.sold.lead(product),
        action: MAIL_TEXTS.actions.seeProducts,
        link: links.myProducts,
      };
    case 'review-invite':
    case 'review-published': {
      const about = { product, from: from || MAIL_TEXTS.someone };
      // The buyer reviews from My Orders, the seller from My Sales; a seller's published review is on their profile too.
      const deals = data.party === 'seller' ? links.sales : links.orders;
      if (kind === 'review-invite') {
        return {
          subject: REVIEW_TEXTS.mail.inviteSubject(product),
          lead: REVIEW_TEXTS.mail.inviteLead(about, REVIEW_LIMITS.windowDays),
          action: REVIEW_TEXTS.mail.inviteAction,
          link: deals,
        };
      }
      return {
        subject: REVIEW_TEXTS.mail.publishedSubject(about.from),
        lead: REVIEW_TEXTS.mail.publishedLead(about),
        action: REVIEW_TEXTS.mail.publishedAction,
        link: data.party === 'seller' ? links.seller(userId) : deals,
      };
    }
    case 'listing-approved':
    case 'listing-rejected':
    case 'listing-expiring':
    case 'listing-expired': {
      // A listing's news: to see it on sale, to change it and send it again, to renew it with one tap.
      const id = data.productId ?? '';
      const mail = MODERATION_TEXTS.mail[kind];
      const link = {
        'listing-approved': links.product(id),
        'listing-rejected': links.editProduct(id),
        'listing-expiring': links.renew(id),
        'listing-expired': links.renew(id),
      }[kind];
      return { subject: mail.subject(product), lead: mail.lead(product, data.reason ?? ''), action: mail.action, link };
    }
    case 'deal': {
      const state = data.state ?? 'booked';
      const line = DEAL_TEXTS.lines[state]({ product, amount, from, reason: data.reason ?? '' });
      return {
        subject: DEAL_TEXTS.subjects[state](product),
        lead: data.reason ? `${line}. ${DEAL_TEXTS.explain.reason(data.reason)}` : `${line}.`,
        action: DEAL_TEXTS.seeBooking,
        // The buyer follows a booking in My Orders, its seller in My Sales.
        link: data.party === 'seller' ? links.sales : links.orders,
      };
    }
    case 'price-drop':
      return {
        subject: SAVED_TEXTS.priceDrop({ product, amount }),
        lead: ALERT_MAIL_TEXTS.priceDrop(product, amount, formatTk(data.was ?? 0, lang)),
        action: ALERT_MAIL_TEXTS.seeLaptop,
        link: data.productId ? links.product(data.productId) : links.saved,
        also: [{ action: ALERT_MAIL_TEXTS.seeSaved, link: links.saved }],
      };
    case 'alert':
      return {
        subject: ALERT_TEXTS.lines.alert({ product, amount }),
        lead: ALERT_MAIL_TEXTS.alert(searchInWords(data.query, lang), product, amount),
        action: ALERT_MAIL_TEXTS.seeLaptop,
        link: data.productId ? links.product(data.productId) : links.alerts,
        also: [{ action: ALERT_MAIL_TEXTS.manageAlerts, link: links.alerts }],
      };
    case 'alert-digest': {
      // The laptops as they are now: a digest goes once a day, and one may have become cheaper meanwhile.
      const laptops = await alertsRepository(tx).laptops(data.productIds ?? []);
      const count = data.count ?? laptops.length;
      return {
        subject: ALERT_TEXTS.lines.digest(count),
        lead: ALERT_MAIL_TEXTS.digest(searchInWords(data.query, lang), count),
        list: [
          ...laptops.map(
            (laptop) => `${laptopName(laptop.name, laptop.detail)}, ${formatTk(laptop.price, lang)}\n${links.product(laptop.id)}`,
          ),
          ...(count > laptops.length ? [ALERT_MAIL_TEXTS.more(count - laptops.length)] : []),
        ],
        action: ALERT_MAIL_TEXTS.seeAll,
        link: links.search(data.query ?? ''),
        also: [{ action: ALERT_MAIL_TEXTS.manageAlerts, link: links.alerts }],
      };
    }
  }
}

/** An alert's search in words, in the recipient's language, from its query string. */
function searchInWords(query: string | undefined, lang: Lang): string {
  return describeSearch(readSearchParams(new URLSearchParams(query ?? '')), lang, textsFor(lang), formattersFor(lang));
}
