import { LANGUAGES } from '../language.ts';
import { z } from '../zod.ts';

/**
 * The kinds of e-mail Market sends, each a switch a user may turn off (one-click unsubscribe, or
 * /dashboard/settings): new messages, offers and their answers, bookings, payments, reviews, new laptops for
 * one's alerts (saved searches), price drops of one's saved laptops, and a seller's listings (approved or
 * rejected by an admin, expiring, expired).
 */
export const MAIL_KINDS = ['messages', 'offers', 'bookings', 'payments', 'reviews', 'alerts', 'saved', 'listings'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const mailKind = z.enum(MAIL_KINDS);

/**
 * GET /api/settings/mail: which kinds of e-mail the caller gets (true) or turned off (false), and the
 * language their e-mails and notifications are written in.
 */
export const mailSettings = z.object({
  messages: z.boolean(),
  offers: z.boolean(),
  bookings: z.boolean(),
  payments: z.boolean(),
  reviews: z.boolean(),
  alerts: z.boolean(),
  saved: z.boolean(),
  listings: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type MailSettings = z.infer<typeof mailSettings>;

/** PUT /api/settings/mail: the kinds (and the language) to change; what is left out stays as it is. */
export const mailSettingsUpdate = mailSettings.partial().strict();
export type MailSettingsUpdate = z.infer<typeof mailSettingsUpdate>;

/**
 * The token of an unsubscribe link: the server's signature of the user and the kind, then the user
 * (server/mail/unsubscribe-token.ts), in base64url.
 */
export const unsubscribeToken = z.string().regex(/^[\w-]{44,300}$/, 'must be the token of an unsubscribe link');

export const unsubscribeParams = z.object({ kind: mailKind, token: unsubscribeToken });

/**
 * What a mail client posts for RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`, form
 * encoded); the unsubscribe page posts nothing.
 */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish();

export const unsubscribed = z.object({ kind: mailKind, unsubscribed: z.literal(true) });
