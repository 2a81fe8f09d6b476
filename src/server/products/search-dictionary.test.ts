import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRANDS } from '#shared/constants.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { searchWords } from './search.ts';
import { dictionaryWords, waysOfWriting } from './search-dictionary.ts';

describe('waysOfWriting: a word of the dictionary, in each of the ways it is written', () => {
  test('a Bangla word finds the English one, and the English word the Bangla ones', () => {
    expect(waysOfWriting('লেনোভো')).toEqual(['লেনোভো', 'lenovo', 'লেনেভো', 'লিনোভো']);
    expect(waysOfWriting('lenovo')).toEqual(['lenovo', 'লেনোভো', 'লেনেভো', 'লিনোভো']);
    expect(waysOfWriting('ডেল')).toEqual(['ডেল', 'dell']);
    expect(waysOfWriting('dell')).toEqual(['dell', 'ডেল']);
    expect(waysOfWriting('লেপটপ')).toEqual(['লেপটপ', 'laptop', 'ল্যাপটপ']);
    expect(waysOfWriting('এসএসডি')).toEqual(['এসএসডি', 'ssd']);
    expect(waysOfWriting('জিবি')).toEqual(['জিবি', 'gb']);
    expect(waysOfWriting('প্রসেসর')).toEqual(['প্রসেসর', 'processor', 'প্রোসেসর']);
    expect(waysOfWriting('গেমিং')).toEqual(['গেমিং', 'gaming']);
  });

  test('"র‍্যাম" with a joiner and "র্যাম" without are one entry, read as a search reads text', () => {
    expect(waysOfWriting('র্যাম')).toEqual(['র্যাম', 'ram']);
    expect(waysOfWriting('ram')).toEqual(['ram', 'র্যাম']);
    expect(dictionaryWords()).not.toContain('র\u200d্যাম');
    // Bangla digits are read as ASCII: "আই৫" is the word "আই5", another way of writing "i5".
    expect(waysOfWriting('আই5')).toEqual(['আই5', 'i5']);
  });

  test('every brand of the categories has a Bangla spelling, and so have the common laptop words', () => {
    for (const brand of BRANDS) {
      const ways = waysOfWriting(brand.toLowerCase());
      expect(ways.length, brand).toBeGreaterThan(1);
      expect(
        ways.slice(1).some((way) => /[\u0980-\u09ff]/u.test(way)),
        brand,
      ).toBe(true);
    }
    for (const word of ['laptop', 'ram', 'ssd', 'hdd', 'gb', 'tb', 'core', 'processor', 'intel', 'ryzen', 'gaming']) {
      expect(waysOfWriting(word).length, word).toBeGreaterThan(1);
    }
  });

  test('a word outside the dictionary is itself alone: no transliteration', () => {
    expect(waysOfWriting('thinkpda')).toEqual(['thinkpda']);
    expect(waysOfWriting('ভালো')).toEqual(['ভালো']);
    expect(waysOfWriting('রাম')).toEqual(['রাম']);
    expect(waysOfWriting('লেনো')).toEqual(['লেনো']);
  });
});

describe("searchWords: a search's words with the other ways of writing them", () => {
  test('each word of the dictionary becomes a choice of its ways, short ones matched whole', () => {
    const words = searchWords(['16', 'জিবি', 'লেনোভো'], 'লেনোভো 16 জিবি');
    expect(words.prefixes).toBe(`'16' & ('জিবি':* | 'gb') & ('লেনোভো':* | 'lenovo':* | 'লেনেভো':* | 'লিনোভো':*)`);
    expect(words.typed).toEqual([['লেনোভো', 'lenovo', 'লেনেভো', 'লিনোভো'], ['জিবি']]);
  });

  test('words outside the dictionary are as before: quoted, prefixes from three letters', () => {
    expect(searchWords(['t480', 'x1'], 'x1 t480')).toEqual({ prefixes: `'t480':* & 'x1'`, typed: [['t480']] });
    expect(searchWords(["o'neil"], "o'neil").prefixes).toBe(`'o''neil':*`);
    expect(searchWords([], '!!!')).toEqual({ prefixes: null, typed: [] });
  });

  test('words compared for typos are eight at most, the other ways of writing them counted', () => {
    const text = 'লেনোভো ডেল latitude elitebook zenbook ideapad vivobook';
    const { typed } = searchWords([], text);
    expect(typed.flat().length).toBeLessThanOrEqual(8);
    expect(typed[0]).toEqual(['লেনোভো', 'lenovo', 'লেনেভো', 'লিনোভো']);
    expect(typed[1]).toEqual(['ডেল', 'dell']);
    expect(typed.slice(2)).toEqual([['latitude'], ['elitebook']]);
  });
});

describe('the dictionary as the database reads text', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openTestDatabase();
  });
  afterAll(() => testDatabase?.remove());

  test('every entry is one word of the database, as it is written in the list', async () => {
    const words = dictionaryWords();
    const result = (await testDatabase.database.db.execute(
      sql`select w as "word", tsvector_to_array(to_tsvector('simple', normalize_search_text(w))) as "lexemes"
          from json_array_elements_text(${JSON.stringify(words)}::json) w`,
    )) as unknown as { rows: { word: string; lexemes: string[] }[] };
    expect(result.rows).toHaveLength(words.length);
    for (const { word, lexemes } of result.rows) expect(lexemes, word).toEqual([word]);
  });
});
