import { describe, expect, it } from 'vitest';
import { countFilters, readSearchParams, searchPairs, type QueryParams } from './search-params.ts';

/** A query string as the server and the browser read it ('+' is a space). */
function parse(query: string): QueryParams {
  const pairs = query
    .split('&')
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' '))) as [string, string?]);
  return { getAll: (key) => pairs.filter(([k]) => k === key).map(([, value]) => value ?? '') };
}
const serialize = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replaceAll('%20', '+')}`).join('&');

describe('readSearchParams', () => {
  it('reads every filter of a link, repeatable ones as lists', () => {
    const filters = readSearchParams(
      parse(
        'q=thinkpad&category=03&category=07&minPrice=20000&maxPrice=60000&ram=16&storage=512&storageType=SSD&condition=Good&condition=Like+new&division=Dhaka&district=Gazipur&verified=1&sort=price_asc',
      ),
    );
    expect(filters).toEqual({
      q: 'thinkpad',
      category: ['03', '07'],
      minPrice: 20000,
      maxPrice: 60000,
      ram: 16,
      storage: 512,
      storageType: 'SSD',
      condition: ['Good', 'Like new'],
      division: 'Dhaka',
      district: 'Gazipur',
      verified: '1',
      sort: 'price_asc',
    });
  });

  it('leaves out empty fields and values the API refuses, one by one', () => {
    const filters = readSearchParams(parse('q=&minPrice=abc&maxPrice=50000&ram=&sort=evil&category=99&category=02&district=Atlantis'));
    expect(filters).toEqual({ maxPrice: 50000, category: ['02'] });
  });

  it('keeps Bangla text as typed', () => {
    expect(readSearchParams(parse('q=ল্যাপটপ')).q).toBe('ল্যাপটপ');
    expect(readSearchParams(parse('q=র‍্যাম+১৫.৬')).q).toBe('র‍্যাম ১৫.৬');
  });

  it('reads numbers in Bangla digits: minPrice=৪৫০০০ is 45000', () => {
    expect(readSearchParams(parse('minPrice=৪৫০০০&maxPrice=৬০০০০&ram=১৬&storage=৫১২'))).toEqual({
      minPrice: 45000,
      maxPrice: 60000,
      ram: 16,
      storage: 512,
    });
    expect(readSearchParams(parse('minPrice=৪5০০0')).minPrice).toBe(45000);
    // A link written from them has ASCII digits, and reads back the same.
    expect(serialize(searchPairs(readSearchParams(parse('minPrice=৪৫০০০'))))).toBe('minPrice=45000');
  });

  it('leaves out what is not a whole number in either script', () => {
    expect(readSearchParams(parse('minPrice=৪৫০০০টাকা&maxPrice=৪৫.৫&ram=২৫৭'))).toEqual({});
  });
});

describe('searchPairs', () => {
  it('writes a link that reads back to the same filters', () => {
    const filters = { q: 'm1 air', category: ['06'], maxPrice: 90000, condition: ['Fair' as const], verified: '1' as const };
    const query = serialize(searchPairs(filters));
    expect(query).toBe('q=m1+air&category=06&maxPrice=90000&condition=Fair&verified=1');
    expect(readSearchParams(parse(query))).toEqual(filters);
  });

  it('adds the page size and cursor after the filters, for the API', () => {
    expect(serialize(searchPairs({ q: 'dell', limit: 24, cursor: 'abc' }))).toBe('q=dell&limit=24&cursor=abc');
  });
});

describe('countFilters', () => {
  it('counts each narrowing value, not the text or the sort', () => {
    expect(countFilters({ q: 'hp', sort: 'newest', category: ['01', '02'], ram: 8, verified: '1' })).toBe(4);
    expect(countFilters({})).toBe(0);
  });
});
