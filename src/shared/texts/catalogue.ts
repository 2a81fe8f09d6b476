/**
 * The text catalogue: every word Market shows or answers, in English, one record per purpose in this
 * folder. An id is a record and the path to its entry (`TOASTS.login`, `API_ERRORS['product-sold']`,
 * `HOME_TEXTS.banner.title`); an entry is a string, or a function of its parameters where the words depend
 * on them (a count, a name), so each language writes its own plurals and word order.
 *
 * Screens and routes import the record they need, never a literal (lint: scripts/lint/no-inline-text.js),
 * so a page's chunk carries only its own texts. A second language is a second table of type `Catalogue`:
 * a missing id, or an entry with other parameters, does not compile (catalogue.test.ts shows it).
 */
import type { ALERT_MAIL_TEXTS, ALERT_TEXTS, SAVED_TEXTS } from './alerts.ts';
import type { AUTH_TEXTS } from './auth.ts';
import type { BLOGS_TEXTS } from './blogs.ts';
import type { CATEGORY_TEXTS } from './category.ts';
import type { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_LINKS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS } from './dashboard.ts';
import type { DEAL_TEXTS, METHOD_NAMES } from './deals.ts';
import type { DIALOG_TEXTS } from './dialogs.ts';
import type { ERROR_PAGE_TEXTS } from './error-pages.ts';
import type { API_ERRORS, NOT_READY } from './errors.ts';
import type { HEAD_TEXTS } from './head.ts';
import type { HOME_TEXTS } from './home.ts';
import type { CHAT_TEXTS, INBOX_TEXTS, OFFER_TEXTS, SAFETY_TEXTS } from './inbox.ts';
import type { CONDITION_MEANINGS, PHOTO_TEXTS, PRODUCT_FORM_TEXTS, SPEC_FORM_TEXTS } from './listing.ts';
import type { MAIL_KIND_NAMES, MAIL_SETTINGS_TEXTS, MAIL_TEXTS, UNSUBSCRIBE_TEXTS } from './mail.ts';
import type { MODERATION_TEXTS } from './moderation.ts';
import type { LAYOUT_TEXTS } from './navigation.ts';
import type { NOTIFICATION_TEXTS } from './notifications.ts';
import type { PAYMENT_TEXTS } from './payment.ts';
import type { PHONE_TEXTS } from './phones.ts';
import type { GALLERY_TEXTS, PRODUCT_TEXTS, SELLER_TEXTS, SPEC_TEXTS } from './product.ts';
import type { REVIEW_TEXTS } from './reviews.ts';
import type { SALES_TEXTS } from './sales.ts';
import type { SEARCH_TEXTS } from './search.ts';
import type { SUSPENSION_TEXTS } from './suspension.ts';
import type { TOASTS } from './toasts.ts';
import type { VALIDATION } from './validation.ts';
import type { VALUE_NAMES } from './values.ts';

/** The English catalogue as written: every record, by the name it is imported by. */
interface English {
  API_ERRORS: typeof API_ERRORS;
  NOT_READY: typeof NOT_READY;
  VALIDATION: typeof VALIDATION;
  TOASTS: typeof TOASTS;
  LAYOUT_TEXTS: typeof LAYOUT_TEXTS;
  HEAD_TEXTS: typeof HEAD_TEXTS;
  ERROR_PAGE_TEXTS: typeof ERROR_PAGE_TEXTS;
  HOME_TEXTS: typeof HOME_TEXTS;
  AUTH_TEXTS: typeof AUTH_TEXTS;
  CATEGORY_TEXTS: typeof CATEGORY_TEXTS;
  DIALOG_TEXTS: typeof DIALOG_TEXTS;
  SEARCH_TEXTS: typeof SEARCH_TEXTS;
  GALLERY_TEXTS: typeof GALLERY_TEXTS;
  PRODUCT_TEXTS: typeof PRODUCT_TEXTS;
  SPEC_TEXTS: typeof SPEC_TEXTS;
  SELLER_TEXTS: typeof SELLER_TEXTS;
  PRODUCT_FORM_TEXTS: typeof PRODUCT_FORM_TEXTS;
  SPEC_FORM_TEXTS: typeof SPEC_FORM_TEXTS;
  PHOTO_TEXTS: typeof PHOTO_TEXTS;
  CONDITION_MEANINGS: typeof CONDITION_MEANINGS;
  PAYMENT_TEXTS: typeof PAYMENT_TEXTS;
  DASHBOARD_LINKS: typeof DASHBOARD_LINKS;
  DASHBOARD_TITLES: typeof DASHBOARD_TITLES;
  DASHBOARD_TEXTS: typeof DASHBOARD_TEXTS;
  TABLE_HEADERS: typeof TABLE_HEADERS;
  ACTION_TEXTS: typeof ACTION_TEXTS;
  CONFIRM_TEXTS: typeof CONFIRM_TEXTS;
  BLOGS_TEXTS: typeof BLOGS_TEXTS;
  CHAT_TEXTS: typeof CHAT_TEXTS;
  INBOX_TEXTS: typeof INBOX_TEXTS;
  OFFER_TEXTS: typeof OFFER_TEXTS;
  SAFETY_TEXTS: typeof SAFETY_TEXTS;
  NOTIFICATION_TEXTS: typeof NOTIFICATION_TEXTS;
  MAIL_KIND_NAMES: typeof MAIL_KIND_NAMES;
  MAIL_SETTINGS_TEXTS: typeof MAIL_SETTINGS_TEXTS;
  UNSUBSCRIBE_TEXTS: typeof UNSUBSCRIBE_TEXTS;
  METHOD_NAMES: typeof METHOD_NAMES;
  DEAL_TEXTS: typeof DEAL_TEXTS;
  SALES_TEXTS: typeof SALES_TEXTS;
  VALUE_NAMES: typeof VALUE_NAMES;
  PHONE_TEXTS: typeof PHONE_TEXTS;
  SUSPENSION_TEXTS: typeof SUSPENSION_TEXTS;
  REVIEW_TEXTS: typeof REVIEW_TEXTS;
  SAVED_TEXTS: typeof SAVED_TEXTS;
  ALERT_TEXTS: typeof ALERT_TEXTS;
  MODERATION_TEXTS: typeof MODERATION_TEXTS;
}

/** The same shape with any words: a string for each string, the same parameters for each function. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

/**
 * The e-mails' words: the server's alone, kept out of the catalogue a page loads (docs/decisions/021), which
 * would otherwise carry every e-mail's sentences to every visitor.
 */
interface EnglishMail {
  MAIL_TEXTS: typeof MAIL_TEXTS;
  ALERT_MAIL_TEXTS: typeof ALERT_MAIL_TEXTS;
}

/** What a language must give: every id of the English catalogue, with the same parameters. */
export type Catalogue = Translation<English>;
/** What a language must give for its e-mails, the same way. */
export type MailCatalogue = Translation<EnglishMail>;
/** What the server answers and writes in: the page's catalogue and the e-mails'. */
export type ServerCatalogue = Catalogue & MailCatalogue;
