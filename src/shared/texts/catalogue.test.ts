import { describe, expect, it } from 'vitest';
import { bn as bnPages } from './bn.ts';
import { bnMail } from './bn/mail-catalogue.ts';
import type { Catalogue, ServerCatalogue } from './catalogue.ts';
import { DASHBOARD_TEXTS } from './dashboard.ts';
import { en as enPages } from './en.ts';
import { enMail } from './mail-catalogue.ts';
import { API_ERRORS } from './errors.ts';
import { TOASTS } from './toasts.ts';

// A second language that leaves out an id, or gives an entry other parameters, does not compile.
// @ts-expect-error: TOASTS.login is missing
const _missingId: Catalogue['TOASTS'] = { ...TOASTS, login: undefined };
// @ts-expect-error: DASHBOARD_TEXTS.welcome takes the user's name
const _otherParameters: Catalogue['DASHBOARD_TEXTS'] = { ...DASHBOARD_TEXTS, welcome: (name: number) => `${name}` };

/** Each language whole: its pages' catalogue and its e-mails'. */
const en: ServerCatalogue = { ...enPages, ...enMail };
const bn: ServerCatalogue = { ...bnPages, ...bnMail };

/** Every string of the catalogue with its id; functions are called with sample arguments. */
function entries(value: unknown, id: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([id, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => entries(v, `${id}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) entries(v, `${id}.${k}`, out);
  return out;
}

/**
 * An English entry with words in it: a word in lower case. Names (Lenovo, MacBook Air 15 M3, SSLCommerz),
 * codes (OTP, SSD) and placeholders (01XXXXXXXXX) have none, and a Bangla page writes them as they are.
 */
const HAS_WORDS = /(?:^|[^A-Za-z])[a-z]{3,}/;

describe.each([
  ['English', en],
  ['Bangla', bn],
] as const)('the text catalogue in %s', (_, catalogue: ServerCatalogue) => {
  it('holds each sentence once: one id per thing said', () => {
    const byText = new Map<string, string[]>();
    for (const [id, text] of entries(catalogue, 'catalogue')) {
      // A sentence is three words or more; a label ("Price", "Location") may name a column and a field alike.
      if (text.trim().split(/\s+/).length < 3) continue;
      byText.set(text, [...(byText.get(text) ?? []), id]);
    }
    expect([...byText].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });
});

describe('the Bangla catalogue', () => {
  it('gives every id of the English one its own words: none empty, none left in English', () => {
    const english = new Map(entries(en, 'catalogue'));
    const bangla = entries(bn, 'catalogue');
    expect(bangla.map(([id]) => id).sort()).toEqual([...english.keys()].sort());
    // A blog post's `id` is its anchor in the page's address (/blogs#state-management), the same in both languages.
    const untranslated = bangla.filter(
      ([id, text]) => text.trim() === '' || (text === english.get(id) && HAS_WORDS.test(text) && !id.endsWith('.id')),
    );
    expect(untranslated).toEqual([]);
  });

  it('writes numbers in Bangla digits with the lakh grouping', () => {
    const sample = bn.SEARCH_TEXTS.count(125000, false);
    expect(sample).toContain('১,২৫,০০০');
    expect(sample).not.toMatch(/[0-9]/);
  });
});

it('names every error code in kebab case', () => {
  for (const code of Object.keys(API_ERRORS)) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
});
