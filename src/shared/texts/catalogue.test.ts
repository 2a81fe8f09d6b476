import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from './auth.ts';
import { BLOG_POSTS, BLOGS_TEXTS } from './blogs.ts';
import type { Catalogue } from './catalogue.ts';
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
import { MAIL_KIND_NAMES, MAIL_SETTINGS_TEXTS, MAIL_TEXTS, UNSUBSCRIBE_TEXTS } from './mail.ts';
import { LAYOUT_TEXTS } from './navigation.ts';
import { NOTIFICATION_TEXTS } from './notifications.ts';
import { PAYMENT_TEXTS } from './payment.ts';
import { GALLERY_TEXTS, PRODUCT_TEXTS, SELLER_TEXTS, SPEC_TEXTS } from './product.ts';
import { SALES_TEXTS } from './sales.ts';
import { SEARCH_TEXTS } from './search.ts';
import { TOASTS } from './toasts.ts';
import { VALIDATION } from './validation.ts';

/** English is a `Catalogue`: the type a second language's table is checked against. */
const english: Catalogue = {
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
  BLOG_POSTS,
  CHAT_TEXTS,
  INBOX_TEXTS,
  OFFER_TEXTS,
  SAFETY_TEXTS,
  NOTIFICATION_TEXTS,
  MAIL_KIND_NAMES,
  MAIL_TEXTS,
  MAIL_SETTINGS_TEXTS,
  UNSUBSCRIBE_TEXTS,
  METHOD_NAMES,
  DEAL_TEXTS,
  SALES_TEXTS,
};

// A second language that leaves out an id, or gives an entry other parameters, does not compile.
// @ts-expect-error: TOASTS.login is missing
const _missingId: Catalogue['TOASTS'] = { ...TOASTS, login: undefined };
// @ts-expect-error: DASHBOARD_TEXTS.welcome takes the user's name
const _otherParameters: Catalogue['DASHBOARD_TEXTS'] = { ...DASHBOARD_TEXTS, welcome: (name: number) => `${name}` };

/** Every string of the catalogue with its id; functions are called with sample arguments. */
function entries(value: unknown, id: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([id, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => entries(v, `${id}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) entries(v, `${id}.${k}`, out);
  return out;
}

describe('the text catalogue', () => {
  it('holds each sentence once: one id per thing said', () => {
    const byText = new Map<string, string[]>();
    for (const [id, text] of entries(english, 'catalogue')) {
      // A sentence is three words or more; a label ("Price", "Location") may name a column and a field alike.
      if (text.trim().split(/\s+/).length < 3) continue;
      byText.set(text, [...(byText.get(text) ?? []), id]);
    }
    expect([...byText].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('names every error code in kebab case', () => {
    for (const code of Object.keys(API_ERRORS)) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
