import { searchText } from '#shared/search-text.ts';

/*
 * The words a search also looks for (decision 012, "Bangla words and English words"). Buyers type a brand or
 * a laptop word in Bangla script ("লেনোভো", "র‍্যাম") where most listings write it in English, and the other
 * way round; the database's `simple` configuration compares letters only, so without this list "লেনোভো"
 * would find no Lenovo. Each line is one word in the ways it is written: a search's word that is one of
 * them matches a listing that has any of them.
 *
 * A closed list, not transliteration: the brands of the nine categories (shared/constants.ts BRANDS), their
 * best-known lines, and the words laptop listings are made of. A rule that spelled any Bangla word in Latin
 * letters would guess ("রাম" is a name, not RAM), and the guesses would grow every search's words.
 * Every entry is one word as the database splits text (search-dictionary.test.ts checks it on the run's
 * engine); a word is written once, in any of its forms, and read as shared/search-text.ts reads text.
 */
const SAME_WORDS: readonly (readonly string[])[] = [
  // The nine brands of the categories, and their best-known lines.
  ['hp', 'এইচপি'],
  ['asus', 'আসুস', 'এসুস'],
  ['lenovo', 'লেনোভো', 'লেনেভো', 'লিনোভো'],
  ['msi', 'এমএসআই'],
  ['acer', 'এসার', 'এইসার'],
  ['apple', 'অ্যাপল', 'এ্যাপল', 'এপল'],
  ['dell', 'ডেল'],
  ['microsoft', 'মাইক্রোসফট', 'মাইক্রোসফ্ট'],
  ['avita', 'অ্যাভিটা', 'এভিটা'],
  ['thinkpad', 'থিংকপ্যাড'],
  ['macbook', 'ম্যাকবুক'],
  ['surface', 'সারফেস'],
  // What a laptop is and is made of.
  ['laptop', 'ল্যাপটপ', 'লেপটপ'],
  ['notebook', 'নোটবুক'],
  ['ram', 'র‍্যাম', 'র্যাম'],
  ['ssd', 'এসএসডি'],
  ['hdd', 'এইচডিডি'],
  ['gb', 'জিবি'],
  ['tb', 'টিবি'],
  ['core', 'কোর'],
  ['i3', 'আই৩'],
  ['i5', 'আই৫'],
  ['i7', 'আই৭'],
  ['i9', 'আই৯'],
  ['processor', 'প্রসেসর', 'প্রোসেসর'],
  ['intel', 'ইন্টেল'],
  ['amd', 'এএমডি'],
  ['ryzen', 'রাইজেন'],
  ['gaming', 'গেমিং'],
  ['graphics', 'গ্রাফিক্স'],
  ['nvidia', 'এনভিডিয়া'],
  ['battery', 'ব্যাটারি', 'ব্যাটারী'],
  ['charger', 'চার্জার'],
  ['keyboard', 'কিবোর্ড', 'কীবোর্ড'],
  ['display', 'ডিসপ্লে'],
  ['screen', 'স্ক্রিন'],
  ['inch', 'ইঞ্চি'],
  ['windows', 'উইন্ডোজ'],
];

/** Each word of the list, as a search reads it, with every way it is written (itself included). */
const WAYS = new Map<string, readonly string[]>();
for (const line of SAME_WORDS) {
  const ways = [...new Set(line.map((word) => searchText(word).toLowerCase()))];
  for (const word of ways) WAYS.set(word, ways);
}

/** A word of a search and the other ways it is written: `লেনোভো` → `['লেনোভো', 'lenovo', 'লেনেভো', 'লিনোভো']`. */
export function waysOfWriting(word: string): string[] {
  const ways = WAYS.get(word);
  return ways ? [word, ...ways.filter((way) => way !== word)] : [word];
}

/** Each line of the list as a search reads it, every way a word is written: what an alert's listing is read against. */
export const dictionaryLines = (): readonly (readonly string[])[] => [...new Set(WAYS.values())];

/** Every word of the list, as a search reads it (for its tests). */
export const dictionaryWords = (): string[] => [...WAYS.keys()];
