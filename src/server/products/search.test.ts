import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { DIVISION_OF, type District } from '#shared/districts.ts';
import { searchQuery } from '#shared/schemas/search.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { VALIDATION } from '#shared/texts/validation.ts';
import { as, buildTestApp, type Cast, createProduct, expectError, sell, type TestApp, verify } from '../testing/fixtures.ts';
import { searchPageOf, walkSearch } from '../testing/search.ts';
import { withAppAndCast } from '../testing/suite.ts';
import { searchCursors } from './search-cursor.ts';

/**
 * GET /api/products (product §7) against a small marketplace whose every product is known: each filter, sort
 * and page is compared with the same search done here in JavaScript over the products on sale.
 */
let app: TestApp;
let cast: Cast;

interface Listing {
  name: string;
  category_id: string;
  resell_price: number;
  detail: string;
  processor?: string;
  ram?: number;
  storage?: number;
  storageType?: 'SSD' | 'HDD' | 'eMMC';
  condition?: 'Like new' | 'Good' | 'Fair';
  district?: District;
  /** The verified seller lists it (otherSeller, verified below), or the unverified one. */
  verified: boolean;
  state?: 'sold' | 'removed';
}

const CATALOGUE: Record<string, Listing> = {
  t480: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 52_000,
    detail: 'ThinkPad T480, battery holds 5 hours',
    processor: 'Core i5-8350U',
    ram: 16,
    storage: 512,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Dhaka',
    verified: false,
  },
  x230: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 38_000,
    detail: 'ThinkPad X230 with a new keyboard',
    processor: 'Core i5-3320M',
    ram: 8,
    storage: 256,
    storageType: 'SSD',
    condition: 'Fair',
    district: 'Gazipur',
    verified: true,
  },
  ideapad: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 61_000,
    detail: 'IdeaPad 5 Pro, 16 inch screen',
    processor: 'Ryzen 7 5800H',
    ram: 16,
    storage: 1024,
    storageType: 'SSD',
    condition: 'Like new',
    district: 'Chattogram',
    verified: false,
  },
  elitebook: {
    name: 'Hp',
    category_id: '01',
    resell_price: 45_000,
    detail: 'EliteBook 840 G5, 15.6 inch',
    processor: 'Core i7-8650U',
    ram: 16,
    storage: 512,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Sylhet',
    verified: true,
  },
  pavilion: {
    name: 'Hp',
    category_id: '01',
    resell_price: 27_000,
    detail: 'Pavilion 15 for students',
    processor: 'Core i3-1005G1',
    ram: 8,
    storage: 1024,
    storageType: 'HDD',
    condition: 'Fair',
    district: 'Khulna',
    verified: false,
  },
  rog: {
    name: 'Asus',
    category_id: '02',
    resell_price: 72_000,
    detail: 'ROG Strix G15 gaming laptop',
    processor: 'Ryzen 7 4800H',
    ram: 32,
    storage: 1024,
    storageType: 'SSD',
    condition: 'Like new',
    district: 'Dhaka',
    verified: true,
  },
  zenbook: {
    name: 'Asus',
    category_id: '02',
    resell_price: 30_000,
    detail: 'ZenBook 14, light and thin',
    processor: 'Core i5-1135G7',
    ram: 8,
    storage: 512,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Rajshahi',
    verified: false,
  },
  macbook: {
    name: 'Apple',
    category_id: '06',
    resell_price: 95_000,
    detail: 'MacBook Air M1, ল্যাপটপ ভালো অবস্থায়',
    processor: 'Apple M1',
    ram: 8,
    storage: 256,
    storageType: 'SSD',
    condition: 'Like new',
    district: 'Dhaka',
    verified: true,
  },
  latitude: {
    name: 'Dell',
    category_id: '07',
    resell_price: 45_000,
    detail: 'Latitude 7490 business laptop',
    processor: 'Core i7-8650U',
    ram: 16,
    storage: 256,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Cumilla',
    verified: false,
  },
  xps: {
    name: 'Dell',
    category_id: '07',
    resell_price: 55_000,
    detail: 'XPS 13 9370, ৪ ঘণ্টা ব্যাটারি ব্যাকআপ',
    processor: 'Core i7-8550U',
    ram: 16,
    storage: 512,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Rangpur',
    verified: true,
  },
  aspire: {
    name: 'Acer',
    category_id: '05',
    resell_price: 22_000,
    detail: 'Aspire 3 with eMMC storage',
    processor: 'Celeron N4020',
    ram: 4,
    storage: 64,
    storageType: 'eMMC',
    condition: 'Fair',
    district: 'Mymensingh',
    verified: false,
  },
  gf63: {
    name: 'MSI',
    category_id: '04',
    resell_price: 85_000,
    detail: 'GF63 Thin gaming',
    processor: 'Core i5-10300H',
    ram: 16,
    storage: 512,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Barishal',
    verified: true,
  },
  surface: {
    name: 'Microsoft',
    category_id: '08',
    resell_price: 58_000,
    detail: 'Surface Laptop 3 touch screen',
    processor: 'Core i5-1035G7',
    ram: 8,
    storage: 256,
    storageType: 'SSD',
    condition: 'Like new',
    district: 'Dhaka',
    verified: false,
  },
  // A product of the specification: no specs at all.
  liber: { name: 'Avita', category_id: '09', resell_price: 18_000, detail: 'Liber V14 basic', verified: false },
  e14: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 45_000,
    detail: 'ThinkPad E14 Gen 2, ভালো কন্ডিশন',
    processor: 'Ryzen 5 4500U',
    ram: 8,
    storage: 256,
    storageType: 'SSD',
    condition: 'Good',
    district: 'Dhaka',
    verified: true,
  },
  // Not on sale: never found.
  t470: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 40_000,
    detail: 'ThinkPad T470 sold already',
    ram: 16,
    district: 'Dhaka',
    verified: true,
    state: 'sold',
  },
  t460: {
    name: 'Lenovo',
    category_id: '03',
    resell_price: 41_000,
    detail: 'ThinkPad T460 sold and removed',
    ram: 16,
    district: 'Dhaka',
    verified: false,
    state: 'removed',
  },
};
type Name = keyof typeof CATALOGUE;

/** A listing's id and the order it was listed in, once listed. */
const listed = new Map<Name, { id: string; seq: number }>();
const nameOf = new Map<string, Name>();
const names = (ids: string[]) => ids.map((id) => nameOf.get(id) ?? id);

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  await verify(app, cast.otherSeller);
  let seq = 0;
  for (const [name, { verified, state, ...fields }] of Object.entries(CATALOGUE)) {
    const seller = verified ? cast.otherSeller : cast.seller;
    const id = await createProduct(app, seller, fields);
    listed.set(name, { id, seq: seq++ });
    nameOf.set(id, name);
    if (state) await sell(app, id);
    if (state === 'removed') {
      const res = await app.inject({ method: 'DELETE', url: `/api/itemName/${id}`, headers: as(seller) });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
});

const onSale = () => (Object.keys(CATALOGUE) as Name[]).filter((name) => !CATALOGUE[name]!.state);
const idOf = (name: Name) => listed.get(name)!.id;

type Sort = 'newest' | 'price_asc' | 'price_desc';
/** The products on sale that pass `keep`, in a sort's order: the search the API should answer. */
function expected(keep: (listing: Listing) => boolean, sort: Sort): Name[] {
  const chosen = onSale().filter((name) => keep(CATALOGUE[name]!));
  const byId = (a: Name, b: Name) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0);
  const price = (name: Name) => CATALOGUE[name]!.resell_price;
  if (sort === 'newest') return chosen.sort((a, b) => listed.get(b)!.seq - listed.get(a)!.seq);
  if (sort === 'price_asc') return chosen.sort((a, b) => price(a) - price(b) || byId(a, b));
  return chosen.sort((a, b) => price(b) - price(a) || byId(b, a));
}

describe('GET /api/products: the products on sale', () => {
  test('without a query: every product on sale, newest first, sold and removed ones left out', async () => {
    const page = await searchPageOf(app, '');
    expect(names(page.items.map((item) => item._id))).toEqual(expected(() => true, 'newest'));
    expect(page.nextCursor).toBeNull();
    expect(page.items.every((item) => item.status === 'available')).toBe(true);
  });

  test('each item is the product as every list answers it: specs, photos, seller, verification', async () => {
    const page = await searchPageOf(app, 'q=xps');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      _id: idOf('xps'),
      name: 'Dell',
      category_id: '07',
      resell_price: 55_000,
      processor: 'Core i7-8550U',
      ram: 16,
      storage: 512,
      storageType: 'SSD',
      screen: null,
      condition: 'Good',
      district: 'Rangpur',
      division: 'Rangpur',
      seller: cast.otherSeller.name,
      // Nobody's e-mail address in a public answer (product §6).
      email: null,
      sellerVerified: true,
      status: 'available',
    });
    const liber = (await searchPageOf(app, 'q=liber')).items[0]!;
    expect(liber).toMatchObject({ processor: null, ram: null, storage: null, district: null, division: null, sellerVerified: false });
  });

  test('the default page holds 24 products at most (SEARCH_PAGE_SIZE); limit takes 1 to 100', async () => {
    expect((await searchPageOf(app, '')).items).toHaveLength(onSale().length);
    expect((await searchPageOf(app, 'limit=1')).items).toHaveLength(1);
    expect((await searchPageOf(app, 'limit=100')).items).toHaveLength(onSale().length);
  });
});

const SORTS: Sort[] = ['newest', 'price_asc', 'price_desc'];

/** Each filter, its query string, and which listings it keeps. */
const FILTERS: [string, (listing: Listing) => boolean][] = [
  ['category=03', (l) => l.category_id === '03'],
  ['category=01&category=07', (l) => ['01', '07'].includes(l.category_id)],
  ['category=07&category=01&category=07', (l) => ['01', '07'].includes(l.category_id)],
  ['minPrice=45000', (l) => l.resell_price >= 45_000],
  ['maxPrice=45000', (l) => l.resell_price <= 45_000],
  ['minPrice=30000&maxPrice=55000', (l) => l.resell_price >= 30_000 && l.resell_price <= 55_000],
  ['minPrice=45000&maxPrice=45000', (l) => l.resell_price === 45_000],
  ['ram=16', (l) => (l.ram ?? 0) >= 16],
  ['ram=1', (l) => l.ram !== undefined],
  ['storage=512', (l) => (l.storage ?? 0) >= 512],
  ['storageType=HDD', (l) => l.storageType === 'HDD'],
  ['storageType=eMMC', (l) => l.storageType === 'eMMC'],
  ['condition=Fair', (l) => l.condition === 'Fair'],
  ['condition=Like%20new&condition=Good', (l) => l.condition === 'Like new' || l.condition === 'Good'],
  ['division=Chattogram', (l) => l.district !== undefined && DIVISION_OF[l.district] === 'Chattogram'],
  ['division=Dhaka', (l) => l.district !== undefined && DIVISION_OF[l.district] === 'Dhaka'],
  ['district=Dhaka', (l) => l.district === 'Dhaka'],
  ['district=Bandarban', () => false],
  ['verified=1', (l) => l.verified],
  ['category=03&ram=16&verified=1', () => false],
  ['category=03&ram=8', (l) => l.category_id === '03' && (l.ram ?? 0) >= 8],
  [
    'district=Dhaka&maxPrice=60000&condition=Like%20new',
    (l) => l.district === 'Dhaka' && l.resell_price <= 60_000 && l.condition === 'Like new',
  ],
];

describe('GET /api/products: every filter in every sort, page by page', () => {
  test.each(FILTERS)('%s', async (query, keep) => {
    for (const sort of SORTS) {
      const { ids } = await walkSearch(app, `${query}&sort=${sort}`, { limit: 2 });
      expect(names(ids), `${query}&sort=${sort}`).toEqual(expected(keep, sort));
    }
  });

  test('equal prices follow their ids, so paging one product at a time neither repeats nor skips them', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const { ids } = await walkSearch(app, `minPrice=45000&maxPrice=45000&sort=${sort}`, { limit: 1 });
      expect(ids).toHaveLength(3);
      expect(names(ids)).toEqual(expected((l) => l.resell_price === 45_000, sort));
    }
  });

  test('relevance without words is newest first', async () => {
    const { ids } = await walkSearch(app, 'sort=relevance', { limit: 4 });
    expect(names(ids)).toEqual(expected(() => true, 'newest'));
  });
});

describe('GET /api/products: how many are found', () => {
  test.each(FILTERS)('%s: the first page counts every match, later pages do not count again', async (query, keep) => {
    const { pages } = await walkSearch(app, query, { limit: 2 });
    expect(pages[0]!.total, query).toBe(expected(keep, 'newest').length);
    for (const later of pages.slice(1)) expect(later.total, query).toBeNull();
  });

  test('similar words are counted as they are found', async () => {
    const page = await searchPageOf(app, 'q=thinkpda&limit=1');
    expect(page.total).toBe((await walkSearch(app, 'q=thinkpda', { limit: 2 })).ids.length);
    expect(page.total).toBeGreaterThan(1);
  });
});

/** The names found by a search, in its order. */
const found = async (query: string) => names((await walkSearch(app, query, { limit: 2 })).ids);
const newestOf = (...picked: Name[]) => expected((l) => picked.some((name) => CATALOGUE[name] === l), 'newest');

describe('GET /api/products?q=: words', () => {
  test('a word of the brand, the processor or the description, in any letter case', async () => {
    expect(await found('q=asus')).toEqual(newestOf('rog', 'zenbook'));
    expect(await found('q=RYZEN')).toEqual(newestOf('ideapad', 'rog', 'e14'));
    expect(await found('q=Gaming')).toEqual(newestOf('rog', 'gf63'));
    expect(await found('q=ThinkPad')).toEqual(newestOf('t480', 'x230', 'e14'));
  });

  test('every word must be there; a word may be the start of one ("think", "mac")', async () => {
    expect(await found('q=thinkpad%20ryzen')).toEqual(['e14']);
    expect(await found('q=lenovo%20ryzen')).toEqual(newestOf('ideapad', 'e14'));
    expect(await found('q=think')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=mac')).toEqual(['macbook']);
  });

  test('model numbers and sizes as written: "15.6", "i7-8650u", "g15", "8650u"', async () => {
    expect(await found('q=15.6')).toEqual(['elitebook']);
    expect(await found('q=i7-8650u')).toEqual(newestOf('elitebook', 'latitude'));
    expect(await found('q=8650u')).toEqual(newestOf('elitebook', 'latitude'));
    expect(await found('q=g15')).toEqual(['rog']);
  });

  test('typos: a letter swapped, missing or wrong ("thinkpda", "zenbok", "thonkpad"), beside a right word', async () => {
    expect(await found('q=thinkpda')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=thonkpad')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=thnkpad')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=THINKPDA')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=zenbok')).toEqual(['zenbook']);
    expect(await found('q=lenovo%20thinkpda')).toEqual(newestOf('t480', 'x230', 'e14'));
    expect(await found('q=elitbook')).toEqual(['elitebook']);
  });

  test('Bangla: a word, its start, several words, and a typo', async () => {
    const q = (text: string) => `q=${encodeURIComponent(text)}`;
    expect(await found(q('ভালো'))).toEqual(newestOf('macbook', 'e14'));
    // "ল্যাপটপ" is a word of the dictionary (search-dictionary.ts): the listings that say "laptop" too.
    expect(await found(q('ল্যাপটপ'))).toEqual(newestOf('macbook', 'rog', 'latitude', 'surface'));
    expect(await found(q('অবস্থা'))).toEqual(['macbook']);
    expect(await found(q('ল্যাপটপ ভালো'))).toEqual(['macbook']);
    expect(await found(q('ব্যাটারি ব্যাকআপ'))).toEqual(['xps']);
    expect(await found(q('ল্যাপটব'))).toEqual(['macbook']);
    expect(await found(q('ThinkPad ভালো'))).toEqual(['e14']);
  });

  test('sold and removed products are never found, by their words or any other way', async () => {
    expect(await found('q=t470')).toEqual([]);
    expect(await found('q=t460')).toEqual([]);
    expect(await found('q=sold')).toEqual([]);
  });

  test('words with filters and sorts', async () => {
    expect(await found('q=thinkpad&district=Dhaka')).toEqual(newestOf('t480', 'e14'));
    expect(await found('q=thinkpad&sort=price_asc')).toEqual(['x230', 'e14', 't480']);
    expect(await found('q=thinkpad&sort=price_desc')).toEqual(['t480', 'e14', 'x230']);
    expect(await found('q=thinkpad&verified=1&sort=price_desc')).toEqual(['e14', 'x230']);
    expect(await found('q=thinkpda&sort=price_asc&maxPrice=50000')).toEqual(['x230', 'e14']);
    expect(await found('q=laptop&category=07')).toEqual(['latitude']);
  });

  test('relevance (the default with words) and newest give the newest matches first', async () => {
    for (const sort of ['', '&sort=relevance', '&sort=newest'])
      expect(await found(`q=thinkpad${sort}`)).toEqual(newestOf('t480', 'x230', 'e14'));
  });

  test('nothing like the words: an empty last page', async () => {
    const page = await searchPageOf(app, 'q=qwxzvkj');
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  test('text with no word in it (punctuation, spaces) is no words at all: every product on sale', async () => {
    for (const text of ['!!!', '   ', '-', '"\'']) {
      expect(await found(`q=${encodeURIComponent(text)}`), text).toEqual(expected(() => true, 'newest'));
    }
  });

  test('quotes, backslashes and the query syntax of the database are plain text', async () => {
    for (const text of ["o'neil", 'a\\b', "thinkpad' | 'x", 'thinkpad & !ryzen', 'think:*', "'thinkpad':*"]) {
      const res = await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(text)}` });
      expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    }
    expect(await found(`q=${encodeURIComponent('thinkpad & !ryzen')}`)).toEqual(['e14']);
  });
});

describe('GET /api/products: bad input is a 400 { error, message }, never a 500', () => {
  const get = (query: string) => app.inject({ method: 'GET', url: `/api/products?${query}` });

  test.each([
    'minPrice=abc',
    'minPrice=-1',
    'minPrice=1.5',
    'minPrice=',
    'minPrice=12abc',
    'maxPrice=1e5',
    'maxPrice=100000001',
    'sort=evil',
    'sort=',
    'sort=PRICE_ASC',
    'limit=0',
    'limit=101',
    'limit=100000',
    'limit=abc',
    'limit=-5',
    'category=10',
    'category=3',
    'category=abc',
    `${Array.from({ length: 21 }, () => 'category=01').join('&')}`,
    'condition=Excellent',
    'condition=good',
    'storageType=ssd',
    'storageType=NVMe',
    'district=Dacca',
    'district=dhaka',
    'division=Dhaka%20Division',
    'verified=0',
    'verified=true',
    'ram=abc',
    'ram=257',
    'storage=9000',
    `q=${'x'.repeat(101)}`,
    'q=thinkpad&q=dell',
    `cursor=${'x'.repeat(201)}`,
  ])('%s: 400 validation-failed', async (query) => {
    expectError(await get(query), 400, 'validation-failed');
  });

  test('a lowest price above the highest: 400 that says so', async () => {
    const res = await get('minPrice=60000&maxPrice=50000');
    expectError(res, 400, 'validation-failed');
    expect((res.json() as { message: string }).message).toBe(`querystring.maxPrice: ${VALIDATION.search.priceRange}`);
  });

  test('a cursor that is forged, changed, or of another search: 400 bad-cursor', async () => {
    const { nextCursor } = await searchPageOf(app, 'q=thinkpad&limit=1');
    const cursor = nextCursor!;
    expect((await searchPageOf(app, `q=thinkpad&limit=1&cursor=${encodeURIComponent(cursor)}`)).items).toHaveLength(1);
    const [body, signature] = cursor.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([1, 'w', 0, idOf('t480')])).toString('base64url');
    for (const query of [
      'cursor=abc',
      `cursor=${forged}.${signature}`,
      `cursor=${forged}`,
      `cursor=${body}`,
      `cursor=${body.slice(1)}.${signature}`,
      `cursor=${body}.${signature.slice(0, -1)}${signature.endsWith('x') ? 'y' : 'x'}`,
      `q=thinkpad&cursor=${encodeURIComponent(`${body}.${signature}`)}x`,
      `q=thinkpad&sort=price_asc&cursor=${cursor}`,
      `q=thinkpad&sort=newest&cursor=${cursor}`,
      `q=thinkpads&cursor=${cursor}`,
      `q=thinkpad&district=Dhaka&cursor=${cursor}`,
      `cursor=${cursor}`,
    ]) {
      const res = await get(query);
      expectError(res, 400, 'bad-cursor');
      expect((res.json() as { message: string }).message).toBe(API_ERRORS['bad-cursor']);
    }
    // A position signed with another server's secret.
    const elsewhere = searchCursors('z'.repeat(64)).encode(
      { match: 'words', key: 0, id: idOf('t480') },
      searchQuery.parse({ q: 'thinkpad' }),
    );
    expectError(await get(`q=thinkpad&cursor=${elsewhere}`), 400, 'bad-cursor');
  });

  test('a NUL character in the words: 400, not a database error', async () => {
    expectError(await get('q=think%00pad'));
  });
});

describe('GET /api/products: what one search may cost (decision 012)', () => {
  test('a one- or two-letter word matches a whole word, never the start of every word; typos only for longer words', async () => {
    // "t" and "th" would start a word of every ThinkPad; as whole words no listing has them.
    expect(await found('q=t')).toEqual([]);
    expect(await found('q=th')).toEqual([]);
    expect(await found('q=s%20c%20p%20b%20m%20l%20t%20d')).toEqual([]);
    // From three letters, a word is the start of a listing's words, as before.
    const wordStartsWithThi = /(^|[^\p{L}\p{N}])thi/iu;
    expect(await found('q=thi')).toEqual(expected((l) => wordStartsWithThi.test(`${l.name} ${l.processor ?? ''} ${l.detail}`), 'newest'));
    // "hp" is a whole word of the HP listings.
    expect(await found('q=hp')).toEqual(expected((l) => l.name === 'Hp', 'newest'));
  });

  test('a crowd of searches at once: those beyond the line are answered 503 server-busy with Retry-After, the rest in full', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => app.inject({ method: 'GET', url: '/api/products?q=thinkpad&ram=8' })),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.json()).toEqual({ error: 'server-busy', message: API_ERRORS['server-busy'] });
      expect(res.headers['retry-after']).toBe('1');
    }
    for (const res of answers.filter((r) => r.statusCode !== 503)) expect(res.statusCode, res.body).toBe(200);
    // The line empties as the searches end: the next one is answered.
    expect((await app.inject({ method: 'GET', url: '/api/products?q=thinkpad' })).statusCode).toBe(200);
  });

  test.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: a statement past its time budget is stopped and answered 503 search-too-costly',
    async () => {
      // Another session holds the products' table, so the search's statement waits until its budget runs out.
      const other = new pg.Client({ connectionString: app.ctx.config.DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('lock table products in access exclusive mode');
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url: '/api/products?q=thinkpad' });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ error: 'search-too-costly', message: API_ERRORS['search-too-costly'] });
        expect(Date.now() - started).toBeLessThan(5_000);
        await other.query('rollback');
      } finally {
        await other.end();
      }
      expect((await app.inject({ method: 'GET', url: '/api/products?q=thinkpad' })).statusCode).toBe(200);
    },
  );

  test('SEARCH_RATE_LIMIT searches a minute per address: then 429 with Retry-After, while another address still searches', async () => {
    const limited = await buildTestApp({ SEARCH_RATE_LIMIT: '3' });
    try {
      const from = (remoteAddress: string) => limited.inject({ method: 'GET', url: '/api/products?q=dell', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
      const refused = await from('203.0.113.7');
      expectError(refused, 429, 'too-many-requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('198.51.100.20')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
