import { createContext, useContext, type ReactNode } from 'react';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { formattersFor, type Formatters } from '#shared/format.ts';
import { langPrefix, writtenIn, type Lang } from '#shared/language.ts';

/** A page's language with its catalogue and its formatters: what every screen writes with. */
export interface Locale {
  lang: Lang;
  texts: Catalogue;
  format: Formatters;
  /** The address prefix of the language's pages ('' or '/bn'), for the few addresses outside the router. */
  prefix: string;
}

export const makeLocale = (lang: Lang, texts: Catalogue): Locale => ({
  lang,
  texts,
  format: formattersFor(lang),
  prefix: langPrefix(lang),
});

const LocaleContext = createContext<Locale | null>(null);

/** Gives the page's locale to every screen below: one per page the server renders, one per tab. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

let outsideProvider: Locale | null = null;
/** The locale of a screen rendered alone, outside the app (a unit test's); the app always provides its own. */
export function setLocaleOutsideProvider(locale: Locale): void {
  outsideProvider = locale;
}

export function useLocale(): Locale {
  const locale = useContext(LocaleContext) ?? outsideProvider;
  if (!locale) throw new Error('useLocale outside a LocaleProvider');
  return locale;
}

/** The page's catalogue: `const t = useTexts(); t.SEARCH_TEXTS.heading`. */
export const useTexts = (): Catalogue => useLocale().texts;
/** Numbers, prices and dates in the page's language: `useFormat().tk(price)`. */
export const useFormat = (): Formatters => useLocale().format;

/**
 * The `lang` attribute of text a person wrote (a listing's name and description, a message): none when it
 * is in the page's language, the other language's otherwise. `<p lang={langOf(product.detail)}>`.
 */
export function useLangOf(): (text: string) => Lang | undefined {
  const { lang } = useLocale();
  return (text) => {
    const written = writtenIn(text);
    return written === lang ? undefined : written;
  };
}
