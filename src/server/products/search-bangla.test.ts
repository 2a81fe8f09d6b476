import { expect, describe, test } from 'vitest';
import { VALIDATION } from '#shared/texts/validation.ts';
import { type Cast, createProduct, expectError, type TestApp } from '../testing/fixtures.ts';
import { searchPageOf, walkSearch } from '../testing/search.ts';
import { withAppAndCast } from '../testing/suite.ts';

/**
 * GET /api/products in Bangla and in both scripts at once (decision 012, "Bangla on both engines" and "Bangla
 * words and English words"), on the engine of the run: a search's text and a listing's are read alike
 * (joiners, Bangla digits, NFC), and a brand or laptop word of the dictionary finds the listings that write
 * it in the other script.
 */
let app: TestApp;
let cast: Cast;

interface Listing {
  name: string;
  resell_price: number;
  detail: string;
  ram?: number;
}

const LISTINGS = {
  lenovo16: { name: 'Lenovo', resell_price: 52_000, detail: 'ThinkPad T480, Core i5, 16 GB', ram: 16 },
  lenovo8: { name: 'Lenovo', resell_price: 36_000, detail: 'IdeaPad 3, Ryzen 5, 8 GB', ram: 8 },
  // "র‍্যাম" with a zero-width joiner, as many Bangla keyboards write it.
  lenovoBangla: { name: 'Lenovo', resell_price: 45_000, detail: 'থিংকপ্যাড ল্যাপটপ, ১৬ জিবি র\u200d্যাম, এসএসডি', ram: 16 },
  dellLaptop: { name: 'Dell', resell_price: 38_000, detail: 'Latitude 7490 business laptop, 15.6 inch' },
  dellBangla: { name: 'Dell', resell_price: 47_000, detail: 'ডেল ল্যাপটপ, ১৫.৬ ইঞ্চি ডিসপ্লে' },
  // "র্যাম" without the joiner.
  hpBangla: { name: 'Hp', resell_price: 30_000, detail: 'প্রোবুক ৪৫০, র্যাম ৮ জিবি', ram: 8 },
  asusGaming: { name: 'Asus', resell_price: 72_000, detail: 'ROG Strix গেমিং, 16 GB RAM, 1 TB SSD', ram: 16 },
  elitebook: { name: 'Hp', resell_price: 45_000, detail: 'EliteBook 840 G5, 15.6 inch, Core i7', ram: 16 },
  acerGaming: { name: 'Acer', resell_price: 60_000, detail: 'Nitro 5 gaming laptop', ram: 8 },
} satisfies Record<string, Listing>;
type Name = keyof typeof LISTINGS;
const CATALOGUE: Record<Name, Listing> = LISTINGS;
const NAMES = Object.keys(CATALOGUE) as Name[];

const idOf = new Map<Name, string>();
const nameOf = new Map<string, Name>();

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  for (const name of NAMES) {
    const id = await createProduct(app, cast.seller, CATALOGUE[name]);
    idOf.set(name, id);
    nameOf.set(id, name);
  }
});

/** The listings named, newest first: the order of a search with words (relevance) or none. */
const newestOf = (...picked: Name[]) => NAMES.filter((name) => picked.includes(name)).reverse();
/** The names a search finds, page by page, two to a page. */
const found = async (query: string) => (await walkSearch(app, query, { limit: 2 })).ids.map((id) => nameOf.get(id) ?? id);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/products?q=: Bangla brand and laptop words find what is written in English, and the other way round', () => {
  test('"লেনোভো" finds the Lenovo laptops, as "lenovo" does', async () => {
    expect(await found(q('লেনোভো'))).toEqual(newestOf('lenovo16', 'lenovo8', 'lenovoBangla'));
    expect(await found(q('lenovo'))).toEqual(newestOf('lenovo16', 'lenovo8', 'lenovoBangla'));
  });

  test('"ডেল" finds the Dell laptops; "ডেল ল্যাপটপ" those that say laptop in either script', async () => {
    expect(await found(q('ডেল'))).toEqual(newestOf('dellLaptop', 'dellBangla'));
    expect(await found(q('ডেল ল্যাপটপ'))).toEqual(newestOf('dellLaptop', 'dellBangla'));
    expect(await found(q('dell laptop'))).toEqual(newestOf('dellLaptop', 'dellBangla'));
  });

  test('"ল্যাপটপ", "লেপটপ" and "laptop" find the same listings, written in Bangla or in English', async () => {
    const laptops = newestOf('lenovoBangla', 'dellLaptop', 'dellBangla', 'acerGaming');
    for (const word of ['ল্যাপটপ', 'লেপটপ', 'laptop', 'LAPTOP']) expect(await found(q(word)), word).toEqual(laptops);
  });

  test('"গেমিং" and "gaming", "এসএসডি" and "ssd": each finds the listings that write it either way', async () => {
    for (const word of ['গেমিং', 'gaming']) expect(await found(q(word)), word).toEqual(newestOf('asusGaming', 'acerGaming'));
    for (const word of ['এসএসডি', 'ssd']) expect(await found(q(word)), word).toEqual(newestOf('lenovoBangla', 'asusGaming'));
  });

  test('"লেনোভো ১৬ জিবি" finds the Lenovo laptops with 16 GB, written in either script, not the one with 8 GB', async () => {
    expect(await found(q('লেনোভো ১৬ জিবি'))).toEqual(newestOf('lenovo16', 'lenovoBangla'));
    expect(await found(q('lenovo 16 gb'))).toEqual(newestOf('lenovo16', 'lenovoBangla'));
    expect(await found(q('লেনোভো ৮ জিবি'))).toEqual(['lenovo8']);
  });

  test('both scripts in one search', async () => {
    expect(await found(q('থিংকপ্যাড 16 gb'))).toEqual(newestOf('lenovo16', 'lenovoBangla'));
    expect(await found(q('Dell ১৫.৬'))).toEqual(newestOf('dellLaptop', 'dellBangla'));
    expect(await found(q('hp র্যাম'))).toEqual(['hpBangla']);
  });

  test('a typo beside a Bangla word of the dictionary: the similar words are looked for in both scripts', async () => {
    // No listing has "thinkpda": the search compares words instead, "লেনোভো" as "Lenovo" too.
    expect(await found(q('লেনোভো thinkpda'))).toEqual(['lenovo16']);
  });

  test('a Bangla word outside the dictionary is found as written, or by its start', async () => {
    expect(await found(q('প্রোবুক'))).toEqual(['hpBangla']);
    expect(await found(q('প্রোবু'))).toEqual(['hpBangla']);
  });
});

describe('GET /api/products?q=: the text of a search and of a listing are read alike', () => {
  test('"১৫.৬" finds "15.6" and "১৫.৬" alike, as "15.6" does', async () => {
    const screens = newestOf('dellLaptop', 'dellBangla', 'elitebook');
    expect(await found(q('১৫.৬'))).toEqual(screens);
    expect(await found(q('15.6'))).toEqual(screens);
  });

  test('"র্যাম" finds the listing written with a zero-width joiner ("র‍্যাম"), and "র‍্যাম" the one without; "ram" both', async () => {
    const ram = newestOf('lenovoBangla', 'hpBangla', 'asusGaming');
    expect(await found(q('র্যাম'))).toEqual(ram);
    expect(await found(q('র\u200d্যাম'))).toEqual(ram);
    expect(await found(q('ram'))).toEqual(ram);
    // The joiner is no end of a word: "র" alone is no word of either listing.
    expect(await found(q('র'))).toEqual([]);
  });

  test('a vowel sign typed in two parts ("ে" + "া" for "ো") finds the word typed with one', async () => {
    expect(await found(q('লেনে\u09be\u09ad\u09c7\u09be'))).toEqual(newestOf('lenovo16', 'lenovo8', 'lenovoBangla'));
  });

  test('the count and the cursors of a Bangla search are those of the search as written', async () => {
    const first = await searchPageOf(app, `${q('লেনোভো')}&limit=1`);
    expect(first.total).toBe(3);
    const next = await searchPageOf(app, `${q('লেনোভো')}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(next.total).toBeNull();
    expect(nameOf.get(next.items[0]!._id)).toBe(newestOf('lenovo16', 'lenovo8', 'lenovoBangla')[1]);
  });
});

describe('GET /api/products: filters in Bangla digits', () => {
  const byPrice = (min: number, max = Infinity) =>
    newestOf(...NAMES.filter((n) => CATALOGUE[n].resell_price >= min && CATALOGUE[n].resell_price <= max));

  test('minPrice=৪৫০০০ is 45000; maxPrice, ram and limit read Bangla digits too', async () => {
    expect(await found(encodeURI('minPrice=৪৫০০০'))).toEqual(byPrice(45_000));
    expect(await found('minPrice=45000')).toEqual(byPrice(45_000));
    expect(await found(encodeURI('minPrice=৪৫০০০&maxPrice=৫০০০০'))).toEqual(byPrice(45_000, 50_000));
    expect(await found(encodeURI('ram=১৬'))).toEqual(newestOf(...NAMES.filter((n) => (CATALOGUE[n].ram ?? 0) >= 16)));
    expect((await searchPageOf(app, encodeURI('limit=৩'))).items).toHaveLength(3);
    // Both kinds of digit in one number.
    expect(await found(encodeURI('minPrice=৪5০০0'))).toEqual(byPrice(45_000));
  });

  test('with words in Bangla', async () => {
    expect(await found(`${q('লেনোভো')}&maxPrice=${encodeURIComponent('৪৫০০০')}`)).toEqual(newestOf('lenovo8', 'lenovoBangla'));
  });

  test('a cursor of minPrice=45000 goes on with minPrice=৪৫০০০: the same search', async () => {
    const first = await searchPageOf(app, 'minPrice=45000&limit=2');
    const next = await searchPageOf(app, `minPrice=${encodeURIComponent('৪৫০০০')}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.items, ...next.items].map((item) => nameOf.get(item._id))).toEqual(byPrice(45_000).slice(0, 4));
  });

  test('what is not a whole number is refused as before, in either script', async () => {
    for (const query of ['minPrice=৪৫০০০টাকা', 'minPrice=৪৫.০', 'minPrice=-৪৫', 'maxPrice=১০০০০০০০০১', 'limit=০', 'limit=১০১', 'ram=২৫৭']) {
      expectError(await app.inject({ method: 'GET', url: `/api/products?${encodeURI(query)}` }), 400, 'validation-failed');
    }
    const res = await app.inject({ method: 'GET', url: `/api/products?${encodeURI('minPrice=৬০০০০&maxPrice=৫০০০০')}` });
    expectError(res, 400, 'validation-failed');
    expect((res.json() as { message: string }).message).toBe(`querystring.maxPrice: ${VALIDATION.search.priceRange}`);
  });
});
