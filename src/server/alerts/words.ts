import type { SearchFilters } from '#shared/search-params.ts';
import { dictionaryLines, waysOfWriting } from '../products/search-dictionary.ts';
import { isLong, PREFIX_FROM } from '../products/search.ts';

/*
 * An alert finds what /search finds (docs/decisions/023): the same filters, and the same words. A search
 * looks for each of its words as the start of a listing's words (a word of three letters or more), or as
 * a whole word (a shorter one), or, for a word of the dictionary (products/search-dictionary.ts), any of the
 * ways it is written, as the start of a listing's words (products/search.ts, `searchWords`).
 *
 * An alert keeps each of its words as a key that says so (`p:thinkp`, `w:i5`, `g:lenovo`), and a listing
 * is read into every key it satisfies: each of its words whole, each start of one from three letters on,
 * and the dictionary's lines one of its words starts with. An alert's words are then found in a listing
 * when its keys are among the listing's: `words <@ keys` in the database, with no text compared there.
 * A search of similar words (typos), which /search falls back to when no listing on sale has every word
 * as typed, depends on every other listing, and is not an alert's.
 */

/** A word as typed (whole, or as the start of words), or a line of the dictionary. */
const prefixKey = (start: string) => `p:${start}`;
const wholeKey = (word: string) => `w:${word}`;
const lineKey = (line: readonly string[]) => `g:${line[0]}`;

/**
 * The keys of an alert's words (the database's words of its `q`, split as a search splits them): what each
 * of them requires of a listing.
 */
export function alertWordKeys(lexemes: readonly string[]): string[] {
  const keys = lexemes.map((word) => {
    const ways = waysOfWriting(word);
    if (ways.length > 1) return lineKey(dictionaryLines().find((line) => line.includes(word))!);
    return isLong(word) ? prefixKey(word) : wholeKey(word);
  });
  return [...new Set(keys)];
}

/** Every key a listing's words (its stored `search_words`) satisfy. */
export function listingWordKeys(words: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const word of words) {
    keys.add(wholeKey(word));
    const letters = [...word];
    for (let end = PREFIX_FROM; end <= letters.length; end++) keys.add(prefixKey(letters.slice(0, end).join('')));
  }
  for (const line of dictionaryLines()) {
    const found = line.some((way) => words.some((word) => (isLong(way) ? word.startsWith(way) : word === way)));
    if (found) keys.add(lineKey(line));
  }
  return [...keys];
}

/** The listing's values an alert may be anchored at (`anchor`): its place, brand, condition and storage type. */
export interface ListingValues {
  categoryId: string;
  storageType: string | null;
  condition: string | null;
  division: string | null;
  district: string | null;
}

const valueKey = (filter: string, value: string) => `${filter}=${value}`;

/** The keys of a listing's values, for the anchors: `category=03`, `district=Dhaka`, … */
export function listingValueKeys(listing: ListingValues): string[] {
  const keys = [valueKey('category', listing.categoryId)];
  if (listing.storageType) keys.push(valueKey('storageType', listing.storageType));
  if (listing.condition) keys.push(valueKey('condition', listing.condition));
  if (listing.division) keys.push(valueKey('division', listing.division));
  if (listing.district) keys.push(valueKey('district', listing.district));
  return keys;
}

/**
 * The one key every listing an alert finds must have, and which few listings have: the alert is read only
 * for listings with that key (and alerts without one for every listing). Its rarest-looking word (the
 * longest: a model name, not "laptop"), else its district, its one brand, its division, its one condition,
 * its storage type; none when it narrows only by price, size, several brands or conditions, or sellers.
 */
export function anchorOf(filters: SearchFilters, wordKeys: readonly string[]): string | null {
  const longest = [...wordKeys].sort((a, b) => [...b].length - [...a].length || a.localeCompare(b))[0];
  if (longest) return longest;
  if (filters.district) return valueKey('district', filters.district);
  if (filters.category?.length === 1) return valueKey('category', filters.category[0]!);
  if (filters.division) return valueKey('division', filters.division);
  if (filters.condition?.length === 1) return valueKey('condition', filters.condition[0]!);
  if (filters.storageType) return valueKey('storageType', filters.storageType);
  return null;
}
