import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { effectiveSort, type SearchQuery, type SearchSort } from '#shared/schemas/search.ts';
import { badRequest } from '../http-error.ts';

/**
 * Where a page of GET /api/products ended (decision 012): the last product's sort key and id, and how the
 * search's words were matched. The next page starts after that product in the same order, so pages cost
 * the same however deep they are, and products listed meanwhile neither repeat nor push others off.
 */
export interface SearchPosition {
  /** How `q` matched: every word as typed (`words`), by similarity for typos (`similar`), or no words (`none`). */
  match: SearchMatch;
  /** Microseconds since 1970 of `created_at` for newest and relevance; the resell price for the price sorts. */
  key: number;
  id: string;
}
export type SearchMatch = 'words' | 'similar' | 'none';

const MATCH_CODES = { words: 'w', similar: 's', none: '-' } as const satisfies Record<SearchMatch, string>;
const MATCH_OF_CODE = { w: 'words', s: 'similar', '-': 'none' } as const;
const VERSION = 1;

/** What a cursor carries, checked again after its signature: a cursor is data from outside even when signed. */
const payload = z.tuple([z.literal(VERSION), z.enum(['w', 's', '-']), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.uuid()]);

/** Bytes of HMAC-SHA256 a cursor keeps: 128 bits, beyond guessing, and short in a link. */
const MAC_BYTES = 16;

/**
 * The search a cursor belongs to, written the same way however the query string spelled it: its signature
 * covers this, so a cursor of another search (other words, filters or sort) is refused rather than read
 * as a position in an order it was not taken from.
 */
function searchOf(query: SearchQuery): string {
  const sortedSet = (values: readonly string[] | undefined) => (values ? [...new Set(values)].sort() : null);
  const sort: SearchSort = effectiveSort(query);
  return JSON.stringify([
    sort,
    query.q ?? '',
    sortedSet(query.category),
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.ram ?? null,
    query.storage ?? null,
    query.storageType ?? null,
    sortedSet(query.condition),
    query.division ?? null,
    query.district ?? null,
    query.verified ?? null,
    // Added after the others, and only when asked, so that the cursors of every other search stay as they were.
    ...(query.trusted ? [query.trusted] : []),
  ]);
}

/**
 * The signature of a cursor's body for one search: HMAC-SHA256 under a key of its own derived from the
 * server's secret, cut to MAC_BYTES, in base64url. Exported for the tests, which sign bodies of their own.
 */
export function cursorSignature(secret: string, body: string, query: SearchQuery): string {
  return createHmac('sha256', `${secret}:search-cursor`)
    .update(body)
    .update('\n')
    .update(searchOf(query))
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

/**
 * Cursors signed with the server's secret: `base64url(payload).signature`. A cursor the server did not
 * issue for this very search is refused with 400 `bad-cursor` before anything reads it.
 */
export function searchCursors(secret: string) {
  return {
    encode(position: SearchPosition, query: SearchQuery): string {
      const body = Buffer.from(JSON.stringify([VERSION, MATCH_CODES[position.match], position.key, position.id])).toString('base64url');
      return `${body}.${cursorSignature(secret, body, query)}`;
    },

    /** The position a cursor of this search stands for; throws 400 `bad-cursor` for anything else. */
    decode(cursor: string, query: SearchQuery): SearchPosition {
      const [body, signature, ...rest] = cursor.split('.');
      if (!body || !signature || rest.length > 0) throw badRequest('bad-cursor');
      // Compared as written, not as decoded: base64url decoding skips stray characters, so two spellings could decode alike.
      const given = Buffer.from(signature);
      const expected = Buffer.from(cursorSignature(secret, body, query));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('bad-cursor');
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw badRequest('bad-cursor');
      }
      const checked = payload.safeParse(parsed);
      if (!checked.success) throw badRequest('bad-cursor');
      const [, match, positionKey, id] = checked.data;
      return { match: MATCH_OF_CODE[match], key: positionKey, id };
    },
  };
}
export type SearchCursors = ReturnType<typeof searchCursors>;
