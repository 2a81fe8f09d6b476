/**
 * The English catalogue as one table (catalogue.ts): what the server answers and writes in English, and
 * what an English page loads. Screens read it through their language's table, never directly.
 */
import { ALERT_TEXTS, SAVED_TEXTS } from './alerts.ts';
import { AUTH_TEXTS } from './auth.ts';
import { BLOGS_TEXTS } from './blogs.ts';
import { CATEGORY_TEXTS } from './category.ts';
import { ACTION_TEXTS, CONFIRM_TEXTS, DASHBOARD_LINKS, DASHBOARD_TEXTS, DASHBOARD_TITLES, TABLE_HEADERS } from './dashboard.ts';
import { DEAL_TEXTS, METHOD_NAMES } from './deals.ts';
import { DIALOG_TEXTS } from './dialogs.ts';
import { ERROR_PAGE_TEXTS } from './error-pages.ts';
import { API_ERRORS, NOT_READY } from './errors.ts';
import { HEAD_TEXTS } from './head.ts';
import { HOME_TEXTS } from './home.ts';
import { CHAT_TEXTS, INBOX_TEXTS, OFFER_TEXTS, SAFETY_TEXTS } from './inbox.ts';
import { CONDITION_MEANINGS, PHOTO_TEXTS, PRODUCT_FORM_TEXTS, SPEC_FORM_TEXTS } from './listing.ts';
import { MAIL_KIND_NAMES, MAIL_SETTINGS_TEXTS, UNSUBSCRIBE_TEXTS } from './mail.ts';
import { MODERATION_TEXTS } from './moderation.ts';
import { LAYOUT_TEXTS } from './navigation.ts';
import { NOTIFICATION_TEXTS } from './notifications.ts';
import { PAYMENT_TEXTS } from './payment.ts';
import { GALLERY_TEXTS, PRODUCT_TEXTS, SELLER_TEXTS, SPEC_TEXTS } from './product.ts';
import { REVIEW_TEXTS } from './reviews.ts';
import { SALES_TEXTS } from './sales.ts';
import { SEARCH_TEXTS } from './search.ts';
import { TOASTS } from './toasts.ts';
import { VALIDATION } from './validation.ts';
import { VALUE_NAMES } from './values.ts';
import { PHONE_TEXTS } from './phones.ts';
import { SUSPENSION_TEXTS } from './suspension.ts';
import type { Catalogue } from './catalogue.ts';

export const en: Catalogue = {
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
