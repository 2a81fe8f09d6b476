import { describe, expect, test } from 'vitest';
import { describeSearch } from './describe-search.ts';
import { formattersFor } from './format.ts';
import type { Lang } from './language.ts';
import type { SearchFilters } from './search-params.ts';
import { bn } from './texts/bn.ts';
import { en } from './texts/en.ts';

/* An alert's search in words (product §4, "Saved laptops and alerts"), as /dashboard/alerts and its e-mails name it. */

const inWords = (filters: SearchFilters, lang: Lang = 'en') => describeSearch(filters, lang, lang === 'en' ? en : bn, formattersFor(lang));

describe('a search in words', () => {
  test('names brands, RAM and the highest price, and leaves the sort out', () => {
    expect(inWords({ category: ['03'], ram: 16, maxPrice: 60_000, sort: 'price_asc' })).toBe('Lenovo, 16 GB, under Tk. 60,000');
  });

  test('names every filter, the sellers last', () => {
    expect(
      inWords({
        q: 'thinkpad',
        category: ['03', '02'],
        minPrice: 20_000,
        maxPrice: 60_000,
        ram: 16,
        storage: 512,
        storageType: 'SSD',
        condition: ['Good'],
        division: 'Dhaka',
        district: 'Gazipur',
        verified: '1',
        trusted: '1',
      }),
    ).toBe(
      '‘thinkpad’, Lenovo or Asus, 16 GB, 512 GB storage, SSD, Tk. 20,000 to Tk. 60,000, Good, in Gazipur, Dhaka division, verified sellers, trusted sellers',
    );
  });

  test('says the sellers in Bangla too', () => {
    expect(inWords({ ram: 8, trusted: '1' }, 'bn')).toBe('৮ জিবি, বিশ্বস্ত বিক্রেতা');
  });
});
