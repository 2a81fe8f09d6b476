/**
 * The languages Market speaks (product "Languages"): English, the default, at today's addresses, and Bangla
 * under `/bn`. A page's language is its address; the reader's choice is remembered in a cookie.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The cookie that remembers the language a reader chose with the switch. */
export const LANG_COOKIE = 'market_lang';

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** The address prefix of a language's pages: '' for English, '/bn' for Bangla. */
export const langPrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** A page's path in a language: '/search' is '/bn/search' in Bangla, and the home page '/' is '/bn'. */
export const pathIn = (lang: Lang, path: string): string => {
  const prefix = langPrefix(lang);
  return prefix && path === '/' ? prefix : prefix + path;
};

/** The language of an address, and the address without its language prefix ('/bn/search' → bn, '/search'). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(bn)(?=\/|$)/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname };
  return { lang: match[1] as Lang, path: pathname.slice(match[0].length) || '/' };
}

/**
 * The language a person wrote `text` in, by its letters: Bangla when most of its letters are Bengali
 * script. A seller's Bangla description on an English page is marked `lang="bn"`, and the other way round,
 * so that screen readers and browsers read it in its own language.
 */
export function writtenIn(text: string): Lang {
  const bangla = text.match(/[\u0980-\u09FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return bangla > latin ? 'bn' : 'en';
}
