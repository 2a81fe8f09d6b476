import { bn } from '#shared/texts/bn.ts';
import { bnMail } from '#shared/texts/bn/mail-catalogue.ts';
import type { ServerCatalogue } from '#shared/texts/catalogue.ts';
import { en } from '#shared/texts/en.ts';
import { enMail } from '#shared/texts/mail-catalogue.ts';
import { DEFAULT_LANG, isLang, type Lang } from '#shared/language.ts';

const CATALOGUES: Record<Lang, ServerCatalogue> = { en: { ...en, ...enMail }, bn: { ...bn, ...bnMail } };

/** The catalogue of a language with its e-mails' words: what the server answers and e-mails in it. */
export const textsFor = (lang: Lang): ServerCatalogue => CATALOGUES[lang];

/**
 * The language a call asks for in its Accept-Language header (RFC 9110, section 12.5.4): the supported language
 * with the highest weight ('bn-BD,bn;q=0.9,en;q=0.8' → bn), English when it names none. The browser client
 * sends its page's language; other clients send what they read.
 */
export function requestLang(header: string | undefined): Lang {
  let best: { lang: Lang; q: number } = { lang: DEFAULT_LANG, q: 0 };
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const lang = range.trim().toLowerCase().split('-')[0];
    const weight = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    const q = weight === undefined ? 1 : Number(weight);
    if (isLang(lang) && q > best.q) best = { lang, q };
  }
  return best.lang;
}
