import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import { mailKind } from '#shared/schemas/mail.ts';

/** A header's text: one line (a line break would start a header of the sender's choosing). */
const oneLine = z.string().regex(/^[^\r\n]*$/, 'must be one line');

/**
 * One e-mail as Market's code writes it, and as the `mail.send` job keeps it: plain text (and HTML
 * when there is a version of it), to one address.
 */
export const mailMessage = z.object({
  to: z.email(),
  subject: oneLine.min(1).max(200),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  /**
   * One-click unsubscribe (RFC 8058) from the kind of e-mail this is: a link that takes a POST of
   * `List-Unsubscribe=One-Click` and needs no sign-in. It is sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, which mail clients show as an "Unsubscribe" button. HTTPS in production
   * (PUBLIC_URL), where RFC 8058 asks for it.
   */
  unsubscribeUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type MailMessage = z.infer<typeof mailMessage>;

/**
 * Whose news an e-mail tells, and its kind (the switch they may turn off): read again when the e-mail is
 * sent, so that a kind turned off after it was queued is not sent. An e-mail no switch covers has none.
 */
export const mailAbout = z.object({ userId: z.string().min(1), kind: mailKind });
export type MailAbout = z.infer<typeof mailAbout>;

/** What a `mail.send` job keeps: the message, and whom and what it is about (none in jobs queued before there was). */
export type MailJob = MailMessage & { about?: MailAbout };

/** The message as nodemailer sends it, from `from`, dated `date` (the app's clock). */
export function composeMail(message: MailMessage, from: string, date: Date): SendMailOptions {
  const { to, subject, text, html, unsubscribeUrl } = message;
  return {
    from,
    date,
    to,
    subject,
    text,
    ...(html ? { html } : {}),
    ...(unsubscribeUrl
      ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
