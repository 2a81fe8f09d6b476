/**
 * The English e-mails' words (catalogue.ts, MailCatalogue): the server's alone, so that no page loads them with its
 * catalogue.
 */
import { ALERT_MAIL_TEXTS } from './alerts.ts';
import { MAIL_TEXTS } from './mail.ts';
import type { MailCatalogue } from './catalogue.ts';

export const enMail: MailCatalogue = { MAIL_TEXTS, ALERT_MAIL_TEXTS };
