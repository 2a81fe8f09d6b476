import { type SQL, sql } from 'drizzle-orm';
import { effectiveSort, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchQuery, type SearchSort } from '#shared/schemas/search.ts';
import { searchText } from '#shared/search-text.ts';
import type { Db } from '../db/client.ts';
import { onSale as onSaleOf } from '../db/schema.ts';
import { createGate } from '../gate.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { p, productJsonColumns } from './read-model.ts';
import { waysOfWriting } from './search-dictionary.ts';
import type { SearchCursors, SearchMatch, SearchPosition } from './search-cursor.ts';

/*
 * GET /api/products (product §7, decision 012). A page is the first `limit` products on sale after the
 * cursor, in the sort's order, that pass the filters and match the words: the database walks the index
 * of that order and stops once the page is full, or, when few products can match, gathers them through
 * the index of the words or of a filter and sorts those. Either way a page costs what the products it
 * passes cost, not what the table holds.
 */

/** How each sort orders products, reads the key a cursor keeps, and starts after a cursor's product. */
const ORDERS: Record<Exclude<SearchSort, 'relevance'>, { orderBy: SQL; key: SQL; after: (position: SearchPosition) => SQL }> = {
  newest: {
    orderBy: sql`p.created_at desc, p.id desc`,
    // Microseconds, as PostgreSQL keeps them: a key in milliseconds would skip products listed within one.
    key: sql`(extract(epoch from p.created_at) * 1000000)::bigint::text`,
    after: ({ key, id }) => sql`(p.created_at, p.id) < (timestamptz 'epoch' + ${key}::float8 * interval '1 microsecond', ${id}::uuid)`,
  },
  price_asc: {
    orderBy: sql`p.resell_price asc, p.id asc`,
    key: sql`p.resell_price::text`,
    after: ({ key, id }) => sql`(p.resell_price, p.id) > (${key}::integer, ${id}::uuid)`,
  },
  price_desc: {
    orderBy: sql`p.resell_price desc, p.id desc`,
    key: sql`p.resell_price::text`,
    after: ({ key, id }) => sql`(p.resell_price, p.id) < (${key}::integer, ${id}::uuid)`,
  },
};

/**
 * Relevance is how the words matched, then newest first: every product of a page matched the same way
 * (all words as typed, or, when no product has them, similar words), so within a search it is the
 * newest order. A finer score (ts_rank, word_similarity) would have to be computed for every matching
 * product before the first page could be cut: decision 012 measures that.
 */
const orderOf = (sort: SearchSort) => ORDERS[sort === 'relevance' ? 'newest' : sort];

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function filtersOf(query: SearchQuery, trusted: readonly string[] | null): SQL[] {
  const where: SQL[] = [];
  if (query.category) where.push(sql`p.category_id in (${list(query.category)})`);
  if (query.minPrice !== undefined) where.push(sql`p.resell_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) where.push(sql`p.resell_price <= ${query.maxPrice}`);
  if (query.ram !== undefined) where.push(sql`p.ram >= ${query.ram}`);
  if (query.storage !== undefined) where.push(sql`p.storage >= ${query.storage}`);
  if (query.storageType) where.push(sql`p.storage_type = ${query.storageType}`);
  if (query.condition) where.push(sql`p.condition in (${list(query.condition)})`);
  if (query.division) where.push(sql`p.division = ${query.division}`);
  if (query.district) where.push(sql`p.district = ${query.district}`);
  if (query.verified) where.push(sql`exists (select 1 from "user" u where u.id = p.seller_id and u.status is not null)`);
  // The sellers trusted when the search began (reviews/standing.ts, read once for the search): a list the
  // database hashes; a gather reads their products through the sellers' index.
  if (query.trusted) where.push(trusted?.length ? sql`p.seller_id in (${list(trusted)})` : sql`false`);
  return where;
}

/** A search's words, two ways: as the database's words of the listings hold them, and as typed, for typos. */
export interface Words {
  /**
   * Each word as the start of a word of the listing, all of them, a word of the dictionary in any of the ways
   * it is written: `('lenovo':* | 'লেনোভো':*) & 't480':*`; null when there is no word.
   */
  prefixes: string | null;
  /** The words as typed, each with the other ways it is written, compared with the listing by the similarity of their trigrams. */
  typed: string[][];
}

/**
 * Words compared by similarity, at most, the other ways of writing a word included: each is tested on every
 * product a page passes, and a search of dozens of one-letter words would otherwise cost dozens of
 * comparisons a product for nothing.
 */
const SIMILAR_WORDS = 8;

/** How long a word must be to match as the start of a listing's words, or to be compared for typos. */
export const PREFIX_FROM = 3;

/**
 * How alike a typed word and a word of the listing must be, as pg_trgm's word_similarity: shared trigrams
 * over all the trigrams of both. A letter missing from "elitebook" ("elitbook") is 0.58, a wrong letter
 * early in "thinkpad" ("thonkpad") 0.5, "thnkpad" 0.55: under pg_trgm's default of 0.6. "dell" and "well"
 * share 0.4.
 */
const WORD_SIMILARITY = 0.5;

/** Whether a search's word matches as the start of a listing's words (else only as a whole word); alerts read words so too. */
export const isLong = (word: string) => [...word].length >= PREFIX_FROM;

/**
 * A word as a term of a `tsquery`: between quotes, its quotes and backslashes doubled, so that whatever it
 * holds it stays one word. A word shorter than PREFIX_FROM is matched whole: as the start of words, "s" or
 * "c" would match nearly every listing, and a search of many of them would read the index's every entry.
 */
const term = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${isLong(word) ? ':*' : ''}`;

/**
 * A search's words, from the words the database split its text into (`lexemes`) and the text itself (already
 * read by shared/search-text.ts). A word of the dictionary (search-dictionary.ts) is looked for in each of
 * the ways it is written.
 */
export function searchWords(lexemes: readonly string[], text: string): Words {
  const groups = lexemes.map((word) => {
    const terms = waysOfWriting(word).map(term);
    return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0]!;
  });
  // Only pieces with a letter or a digit (pg_trgm finds no trigram in "-", so such a piece would match
  // nothing), and only words long enough to have a typo: a one- or two-letter word is like too many.
  const typed: string[][] = [];
  let compared = 0;
  for (const word of new Set(text.toLowerCase().split(/\s+/u))) {
    if (!/[\p{L}\p{N}]/u.test(word) || !isLong(word)) continue;
    const ways = waysOfWriting(word).filter(isLong);
    if (compared + ways.length > SIMILAR_WORDS) break;
    typed.push(ways);
    compared += ways.length;
  }
  return { prefixes: groups.length ? groups.join(' & ') : null, typed };
}

/**
 * The database splits the text into words as it split the listings (`to_tsvector('simple', …)`), so a
 * search finds what the stored words hold: "15.6", "i5-8250u" and Bangla words alike.
 */
async function wordsOf(db: Db, text: string): Promise<Words> {
  const result = (await db.execute<{ words: string[] }>(sql`select tsvector_to_array(to_tsvector('simple', ${text})) as "words"`)) as {
    rows: { words: string[] }[];
  };
  return searchWords(result.rows[0]?.words ?? [], text);
}

function textCondition(match: SearchMatch, words: Words | null): SQL | null {
  if (match === 'none' || !words?.prefixes) return null;
  if (match === 'words') return sql`p.search_words @@ ${words.prefixes}::tsquery`;
  // Each word as typed (or another way of writing it) is like a word of the listing (WORD_SIMILARITY), so
  // "thinkpda" finds "ThinkPad" wherever the other words stand.
  if (words.typed.length === 0) return sql`false`;
  return sql.join(
    words.typed.map((ways) =>
      ways.length === 1
        ? sql`${ways[0]} <% p.search_text`
        : sql`(${sql.join(
            ways.map((way) => sql`${way} <% p.search_text`),
            sql` or `,
          )})`,
    ),
    sql` and `,
  );
}

interface Page {
  /** The page's products as a JSON array. */
  items: string;
  /** Whether the page is full and another follows. */
  full: boolean;
  /** How many products the page holds. */
  count: number;
  /** Where the next page starts, when there is one. */
  last: { key: number; id: string } | null;
  /** Whether its products were gathered through the indexes of the words or filters: few products match. */
  gathered?: boolean;
}

/** Receives the plan of each page's statement, as EXPLAIN ANALYZE gives it (scripts/bench.ts prints them). */
export type PlanReader = (plan: string) => void;

/**
 * Products a search with words or filters walks in its sort's order before it gathers the matches instead
 * (decision 012): a word on one listing in 80 fills a page of 24 within 2,000 products, and testing the
 * stored words (or the filters) of 2,000 products costs a few milliseconds; trigrams cost about eight
 * times as much a product.
 */
const WALK = { words: 2_000, similar: 500, none: 2_000 } as const;

/**
 * How a page is read. `walk`: the first products of the sort's index after the cursor, at most `WALK`,
 * tested one by one. `gather`: the products whose words (or trigrams, or filters) match, from their indexes,
 * then sorted; the database may not walk the sort's index then, so that a rare word or a rare mix of filters
 * is never looked for product by product. `plan`: neither words nor filters, the sort's index read to the
 * page's end.
 */
type Strategy = 'walk' | 'gather' | 'plan';

function pageStatement(
  query: SearchQuery,
  trusted: readonly string[] | null,
  match: SearchMatch,
  words: Words | null,
  after: SearchPosition | null,
  strategy: Strategy,
): SQL {
  const order = orderOf(effectiveSort(query));
  const limit = query.limit ?? SEARCH_PAGE_SIZE;
  const onSale = [onSaleOf(p)];
  if (after) onSale.push(order.after(after));
  const matching = filtersOf(query, trusted);
  const text = textCondition(match, words);
  if (text) matching.push(text);
  // A limit under the filters keeps the database from testing them beyond WALK products: it cannot move them below it.
  const products =
    strategy === 'walk'
      ? sql`(select * from products p where ${sql.join(onSale, sql` and `)} order by ${order.orderBy} limit ${WALK[match]}) p`
      : sql`products p`;
  const where = strategy === 'walk' ? matching : [...onSale, ...matching];
  // One more than the page, to know whether another follows; the seller is looked up for the page's
  // products alone. Each product comes as its JSON, written by the database (decision 009), with its sort key.
  return sql`
    select (select row_to_json(item) from (select ${productJsonColumns}) item)::text as "json",
           p.sort_key as "key", p.id as "id"
    from (
      select p.*, ${order.key} as sort_key
      from ${products}
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${order.orderBy}
      limit ${limit + 1}
    ) p
    -- One look-up of the seller's primary key per product: a join would hash the whole user table for 25 rows.
    cross join lateral (select u.status from "user" u where u.id = p.seller_id offset 0) u
    order by ${order.orderBy}`;
}

/** `<%` compares with pg_trgm's threshold, a setting. */
const SIMILARITY = { 'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY) };
/** The matches from the indexes of the words and filters, never by walking the sort's index or the table. */
const GATHER = { enable_indexscan: 'off', enable_seqscan: 'off' };

/** Runs `statement` with `settings` for its transaction alone; `readPlan` receives its plan first. */
async function run<Row>(db: Db, statement: SQL, settings: Record<string, string>, readPlan?: PlanReader): Promise<Row[]> {
  const inTransaction = async (tx: Db) => {
    const names = Object.keys(settings);
    if (names.length)
      await tx.execute(
        sql`select ${sql.join(
          names.map((name) => sql`set_config(${name}, ${settings[name]}, true)`),
          sql`, `,
        )}`,
      );
    if (readPlan) {
      const plan = (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      readPlan(plan.rows.map((line) => line['QUERY PLAN']).join('\n'));
    }
    const result: unknown = await tx.execute(statement);
    return (result as { rows: Row[] }).rows;
  };
  return Object.keys(settings).length ? db.transaction((tx) => inTransaction(tx)) : inTransaction(db);
}

async function readPage(db: Db, statement: SQL, limit: number, settings: Record<string, string>, readPlan?: PlanReader): Promise<Page> {
  const rows = await run<{ json: string; key: string; id: string }>(db, statement, settings, readPlan);
  const shown = rows.slice(0, limit);
  const items = `[${shown.map((row) => row.json).join(',')}]`;
  const last = shown.at(-1);
  if (rows.length <= limit || !last) return { items, full: false, count: shown.length, last: null };
  return { items, full: true, count: shown.length, last: { key: Number(last.key), id: last.id } };
}

async function findPage(
  db: Db,
  query: SearchQuery,
  trusted: readonly string[] | null,
  match: SearchMatch,
  words: Words | null,
  after: SearchPosition | null,
  budget: Record<string, string>,
  readPlan?: PlanReader,
): Promise<Page> {
  const limit = query.limit ?? SEARCH_PAGE_SIZE;
  // Nothing to test: the sort's index is read up to the page's end.
  if (match === 'none' && filtersOf(query, trusted).length === 0) {
    return readPage(db, pageStatement(query, trusted, match, words, after, 'plan'), limit, budget, readPlan);
  }
  const similarity = { ...budget, ...(match === 'similar' ? SIMILARITY : {}) };
  // The planner cannot tell a word no listing has from a rare one, nor filters that are each common but
  // never met together (64 GB of RAM on a hard disk), and would walk the whole sort's index for them:
  // the walk is bounded here, and when it does not fill the page the matches are gathered through the
  // indexes of the words and of the filters.
  const walked = await readPage(db, pageStatement(query, trusted, match, words, after, 'walk'), limit, similarity, readPlan);
  if (walked.full) return walked;
  const gathered = await readPage(
    db,
    pageStatement(query, trusted, match, words, after, 'gather'),
    limit,
    { ...similarity, ...GATHER },
    readPlan,
  );
  return { ...gathered, gathered: true };
}

/**
 * Products a count of words or filters walks in the sort's order before it gathers the matches instead: a
 * page of 24 that filled within WALK products finds the cap of 100 within about four times as many, and
 * the count stops at the cap. Similar words are not walked: their test costs eight times as much a product.
 */
const COUNT_WALK = WALK.words * 4;

/**
 * How many products a search finds, counted up to SEARCH_COUNT_CAP: the count stops there, so a broad
 * search costs what a few pages would, not what the table holds. Like a page, a count of words or filters
 * first walks the sort's index (COUNT_WALK products), and gathers the matches from the indexes of the
 * words and filters only when the walk did not reach the cap: gathering a common word's matches reads
 * every one of them (100,000 ThinkPads at a million listings) before the first is counted (decision 012).
 */
async function countMatches(
  db: Db,
  query: SearchQuery,
  trusted: readonly string[] | null,
  match: SearchMatch,
  words: Words | null,
  page: Page,
  budget: Record<string, string>,
  readPlan?: PlanReader,
): Promise<number> {
  const count = async (statement: SQL, settings: Record<string, string>) =>
    Number((await run<{ n: number }>(db, statement, settings, readPlan))[0]?.n ?? 0);
  const matching = filtersOf(query, trusted);
  const text = textCondition(match, words);
  if (text) matching.push(text);
  const similarity = match === 'similar' ? SIMILARITY : {};
  // With nothing to test, the count stops at the cap whichever way it reads.
  if (matching.length === 0) {
    return count(
      sql`select count(*)::int as "n" from (select 1 from products p where ${onSaleOf(p)} limit ${SEARCH_COUNT_CAP}) found`,
      budget,
    );
  }
  const where = sql.join(matching, sql` and `);
  if (match !== 'similar' && !page.gathered) {
    const order = orderOf(effectiveSort(query));
    const walked = await count(
      sql`select count(*)::int as "n" from (
            select 1 from (select * from products p where ${onSaleOf(p)} order by ${order.orderBy} limit ${COUNT_WALK}) p
            where ${where} limit ${SEARCH_COUNT_CAP}) found`,
      budget,
    );
    if (walked >= SEARCH_COUNT_CAP) return walked;
  }
  // The matches from the indexes of the words and filters, as a gathered page reads them, never the table to its end.
  return count(
    sql`select count(*)::int as "n" from (select 1 from products p where ${onSaleOf(p)} and ${where} limit ${SEARCH_COUNT_CAP}) found`,
    { ...budget, ...GATHER, ...similarity },
  );
}

/**
 * What one search may cost (decision 012, "What a search may cost"). On PostgreSQL each statement has a
 * time budget, past which the database stops it and the search is answered 503 `search-too-costly`.
 * The embedded database runs in the server's own thread and cannot be stopped mid-statement: there the
 * bounded walks and the indexes above keep every statement short, and searches run one at a time, each
 * followed by as long a rest, so that searches take at most half of the server's thread however many
 * come, and the other requests are served in between.
 */
const BUDGET = {
  postgres: { statementMs: 500, capacity: 4, waiting: 16 },
  pglite: { capacity: 1, waiting: 16, rest: 1 },
} as const;

/** What a search reads besides the products: the time, and the sellers trusted at a time. */
export interface SearchContext {
  now: () => number;
  trustedSellers: (now: Date) => Promise<readonly string[]>;
}

/** PostgreSQL's SQLSTATE for a statement it cancelled, here for its statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Searches the products on sale and answers the page as the JSON text of `searchPage`
 * (`{ items, nextCursor, total }`), written by the database and sent as it is (decision 009). `context` says
 * what time it is (the app's clock) and which sellers are trusted then (reviews/standing.ts, which the route
 * reads through its read cache).
 */
export function productSearch(
  db: Db,
  cursors: SearchCursors,
  engine: 'pglite' | 'postgres',
  context: SearchContext,
  readPlan?: PlanReader,
) {
  const budget = BUDGET[engine];
  const gate = createGate(budget);
  const timeout: Record<string, string> = 'statementMs' in budget ? { statement_timeout: String(budget.statementMs) } : {};
  return (query: SearchQuery): Promise<string> =>
    gate.run(async () => {
      try {
        return await searchPage(db, cursors, query, context, timeout, readPlan);
      } catch (err) {
        if (causeCode(err) === QUERY_CANCELED) throw new HttpError(503, 'search-too-costly');
        throw err;
      }
    });
}

/** The SQLSTATE of a database error, which Drizzle wraps in an error of its own. */
function causeCode(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) if ('code' in e && typeof e.code === 'string') return e.code;
  return undefined;
}

async function searchPage(
  db: Db,
  cursors: SearchCursors,
  query: SearchQuery,
  context: SearchContext,
  budget: Record<string, string>,
  readPlan?: PlanReader,
): Promise<string> {
  const after = query.cursor ? cursors.decode(query.cursor, query) : null;
  const words = query.q ? await wordsOf(db, searchText(query.q)) : null;
  const hasWords = Boolean(words?.prefixes);
  let match: SearchMatch = after?.match ?? (hasWords ? 'words' : 'none');
  // The signature ties a cursor to its words, so this holds for every cursor the server issued.
  if ((match !== 'none') !== hasWords) throw badRequest('bad-cursor');
  // Read once for every statement of the search: the sellers trusted at this moment.
  const trusted = query.trusted ? await context.trustedSellers(new Date(context.now())) : null;
  let page = await findPage(db, query, trusted, match, words, after, budget, readPlan);
  // No product has every word as typed: the search becomes one of similar words (typos), and its
  // cursors say so, so that later pages go on the same way even once a product with those words is listed.
  if (!after && match === 'words' && page.items === '[]') {
    match = 'similar';
    page = await findPage(db, query, trusted, match, words, null, budget, readPlan);
  }
  const nextCursor = page.last ? cursors.encode({ match, ...page.last }, query) : null;
  // Counted on the first page, where a results page shows it; a first page that is not full holds every
  // match, and one as long as the count's cap says all the count could.
  const total = after
    ? null
    : page.full && page.count < SEARCH_COUNT_CAP
      ? await countMatches(db, query, trusted, match, words, page, budget, readPlan)
      : Math.min(page.count, SEARCH_COUNT_CAP);
  return `{"items":${page.items},"nextCursor":${JSON.stringify(nextCursor)},"total":${JSON.stringify(total)}}`;
}
