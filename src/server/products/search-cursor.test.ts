import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { searchQuery } from '#shared/schemas/search.ts';
import { HttpError } from '../http-error.ts';
import { cursorSignature, type SearchPosition, searchCursors } from './search-cursor.ts';

const SECRET = 'a'.repeat(64);
const cursors = searchCursors(SECRET);
const query = (params: Record<string, string | string[]>) => searchQuery.parse(params);
const position: SearchPosition = { match: 'words', key: 1_795_419_653_253_123, id: randomUUID() };

/** The error a decode throws, or null when it decodes. */
function refusal(cursor: string, params: Record<string, string | string[]>): HttpError | null {
  try {
    cursors.decode(cursor, query(params));
    return null;
  } catch (err) {
    return err as HttpError;
  }
}
const expectRefused = (cursor: string, params: Record<string, string | string[]>) => {
  const err = refusal(cursor, params);
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({ statusCode: 400, code: 'bad-cursor' });
};

describe('search cursors', () => {
  test('a cursor reads back as the position it was made from, for its own search', () => {
    for (const match of ['words', 'similar', 'none'] as const) {
      for (const key of [0, 45_000, position.key, Number.MAX_SAFE_INTEGER]) {
        const at = { ...position, match, key };
        const params = { q: 'thinkpad', category: ['03', '01'], sort: 'price_asc' };
        expect(cursors.decode(cursors.encode(at, query(params)), query(params))).toEqual(at);
      }
    }
  });

  test('is short enough for a link and for the query schema, and opaque: base64url and a signature', () => {
    const cursor = cursors.encode(position, query({}));
    expect(cursor).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(query({ cursor }).cursor).toBe(cursor);
  });

  test('the same search written another way keeps its cursors: the order and repeats of a list, the default sort', () => {
    const cursor = cursors.encode(position, query({ q: 'x', category: ['03', '01'], condition: ['Good', 'Fair'] }));
    expect(cursors.decode(cursor, query({ q: 'x', category: ['01', '03', '01'], condition: ['Fair', 'Good'], sort: 'relevance' }))).toEqual(
      position,
    );
    const newest = cursors.encode(position, query({}));
    expect(cursors.decode(newest, query({ sort: 'newest' }))).toEqual(position);
    expect(cursors.decode(newest, query({ sort: 'relevance' }))).toEqual(position);
  });

  test.each([
    ['another sort', { sort: 'price_asc' }],
    ['other words', { q: 'thinkpads' }],
    ['no words', {}],
    ['another category', { q: 'thinkpad', category: '01' }],
    ['a price bound', { q: 'thinkpad', maxPrice: '50000' }],
    ['verified sellers only', { q: 'thinkpad', verified: '1' }],
    ['newest instead of relevance', { q: 'thinkpad', sort: 'newest' }],
  ])('a cursor of another search is refused: %s', (_name, params) => {
    const cursor = cursors.encode(position, query({ q: 'thinkpad' }));
    expect(refusal(cursor, { q: 'thinkpad' })).toBeNull();
    expectRefused(cursor, params);
  });

  test('a cursor changed anywhere, made up, or signed with another secret is refused', () => {
    const cursor = cursors.encode(position, query({}));
    const [body, signature] = cursor.split('.') as [string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (let at = 0; at < body.length; at += 7) expectRefused(`${flip(body, at)}.${signature}`, {});
    for (let at = 0; at < signature.length; at += 3) expectRefused(`${body}.${flip(signature, at)}`, {});
    for (const made of [
      '',
      '.',
      'abc',
      `${body}.`,
      `.${signature}`,
      `${body}.${signature}.x`,
      `${body}.${signature}=`,
      `${body}.${signature}A`,
    ]) {
      expectRefused(made, {});
    }
    expectRefused(searchCursors('b'.repeat(64)).encode(position, query({})), {});
  });

  test('a signed body that is not a position is refused too: the payload is checked after the signature', () => {
    const sign = (value: unknown) => {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${body}.${cursorSignature(SECRET, body, query({}))}`;
    };
    expect(cursors.decode(sign([1, 'w', 5, position.id]), query({}))).toEqual({ match: 'words', key: 5, id: position.id });
    for (const value of [
      [2, 'w', 5, position.id],
      [1, 'x', 5, position.id],
      [1, 'w', -1, position.id],
      [1, 'w', 1.5, position.id],
      [1, 'w', '5', position.id],
      [1, 'w', 2 ** 60, position.id],
      [1, 'w', 5, 'not-a-uuid'],
      [1, 'w', 5, `${position.id}' or 1=1`],
      [1, 'w', 5],
      [1, 'w', 5, position.id, 'more'],
      { v: 1 },
      null,
      'text',
    ]) {
      expectRefused(sign(value), {});
    }
    const notJson = Buffer.from('[1,"w",').toString('base64url');
    expectRefused(`${notJson}.${cursorSignature(SECRET, notJson, query({}))}`, {});
  });
});
