/**
 * The Bangla catalogue as one table (catalogue.ts): what the server answers and writes in Bangla, and
 * what a Bangla page loads (`/bn/…`). Each record has the English one's ids and parameters.
 */
import { ALERT_TEXTS, SAVED_TEXTS } from './bn/alerts.ts';
import { AUTH_TEXTS } from './bn/auth.ts';
import { BLOGS_TEXTS } from './bn/blogs.ts';
import { CATEGORY_TEXTS } from './bn/category.ts';
import { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_LINKS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS } from './bn/dashboard.ts';
import { DEAL_TEXTS, METHOD_NAMES } from './bn/deals.ts';
import { DIALOG_TEXTS } from './bn/dialogs.ts';
import { ERROR_PAGE_TEXTS } from './bn/error-pages.ts';
import { API_ERRORS, NOT_READY } from './bn/errors.ts';
import { HEAD_TEXTS } from './bn/head.ts';
import { HOME_TEXTS } from './bn/home.ts';
import { CHAT_TEXTS, INBOX_TEXTS, OFFER_TEXTS, SAFETY_TEXTS } from './bn/inbox.ts';
import { CONDITION_MEANINGS, PHOTO_TEXTS, PRODUCT_FORM_TEXTS, SPEC_FORM_TEXTS } from './bn/listing.ts';
import { MAIL_KIND_NAMES, MAIL_SETTINGS_TEXTS, UNSUBSCRIBE_TEXTS } from './bn/mail.ts';
import { MODERATION_TEXTS } from './bn/moderation.ts';
import { LAYOUT_TEXTS } from './bn/navigation.ts';
import { NOTIFICATION_TEXTS } from './bn/notifications.ts';
import { PAYMENT_TEXTS } from './bn/payment.ts';
import { GALLERY_TEXTS, PRODUCT_TEXTS, SELLER_TEXTS, SPEC_TEXTS } from './bn/product.ts';
import { REVIEW_TEXTS } from './bn/reviews.ts';
import { SALES_TEXTS } from './bn/sales.ts';
import { SEARCH_TEXTS } from './bn/search.ts';
import { TOASTS } from './bn/toasts.ts';
import { VALIDATION } from './bn/validation.ts';
import { VALUE_NAMES } from './bn/values.ts';
import { PHONE_TEXTS } from './bn/phones.ts';
import { SUSPENSION_TEXTS } from './bn/suspension.ts';
import type { Catalogue } from './catalogue.ts';

export const bn: Catalogue = {
  API_ERRORS,
  NOT_READY,
  VALIDATION,
  TOASTS,
  LAYOUT_TEXTS,
  HEAD_TEXTS,
  ERROR_PAGE_TEXTS,
  HOME_TEXTS,
  AUTH_TEXTS,
  CATEGORY_TEXTS,
  DIALOG_TEXTS,
  SEARCH_TEXTS,
  GALLERY_TEXTS,
  PRODUCT_TEXTS,
  SPEC_TEXTS,
  SELLER_TEXTS,
  PRODUCT_FORM_TEXTS,
  SPEC_FORM_TEXTS,
  PHOTO_TEXTS,
  CONDITION_MEANINGS,
  PAYMENT_TEXTS,
  DASHBOARD_LINKS,
  DASHBOARD_TITLES,
  DASHBOARD_TEXTS,
  TABLE_HEADERS,
  ACTION_TEXTS,
  CONFIRM_TEXTS,
  BLOGS_TEXTS,
  CHAT_TEXTS,
  INBOX_TEXTS,
  OFFER_TEXTS,
  SAFETY_TEXTS,
  NOTIFICATION_TEXTS,
  MAIL_KIND_NAMES,
  MAIL_SETTINGS_TEXTS,
  UNSUBSCRIBE_TEXTS,
  METHOD_NAMES,
  DEAL_TEXTS,
  SALES_TEXTS,
  VALUE_NAMES,
  PHONE_TEXTS,
  SUSPENSION_TEXTS,
  REVIEW_TEXTS,
  SAVED_TEXTS,
  ALERT_TEXTS,
  MODERATION_TEXTS,
};
