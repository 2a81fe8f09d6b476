import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  advertisements,
  alerts,
  bookings,
  conversations,
  messages,
  offers,
  products,
  reports,
  reviews,
  savedProducts,
  user,
  userBlocks,
} from './db/schema.ts';
import {
  advertisementInput,
  as,
  type Cast,
  createProduct,
  expectError,
  PHOTO,
  photoUrl,
  productInput,
  reportInput,
  signUp,
  type TestApp,
  UNKNOWN_ID,
} from './testing/fixtures.ts';
import { withAppAndCast } from './testing/suite.ts';

/**
 * Bad input on every call with a body, params or query: always a 4xx with `{ error, message }`,
 * never a 500, and nothing stored.
 */
type Who = 'buyer' | 'seller' | 'admin' | null;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: string;
  who: Who;
  payload?: unknown;
  contentType?: string;
  status?: number;
  /** The expected error code; null when any kebab-case code will do. */
  code?: string | null;
}

let app: TestApp;
let cast: Cast;
let productId: string;
let before: Record<string, number>;

const tables = {
  products,
  advertisements,
  bookings,
  reports,
  user,
  conversations,
  messages,
  offers,
  userBlocks,
  reviews,
  savedProducts,
  alerts,
};
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [name, (await app.ctx.db.select({ n: count() }).from(table))[0]!.n] as const),
    ),
  );

withAppAndCast(async (built, signedUp) => {
  app = built;
  cast = signedUp;
  productId = await createProduct(app, cast.seller);
  before = await counts();
});

/** Stands for the real product of the suite, which exists only once the app is built. */
const PRODUCT = 'the-suite-product';
const MB = 1024 * 1024;
const huge = 'x'.repeat(MB + 16);
const long = (n: number) => 'x'.repeat(n);

/** Every way a JSON body can be wrong, for a call whose valid body is `valid`. */
function bodyCases(
  call: string,
  method: Method,
  url: string,
  who: Who,
  valid: Record<string, unknown>,
  numeric: string[],
  required: string[],
): Case[] {
  const out: Case[] = [];
  const add = (name: string, payload: unknown, status = 400, code: string | null = 'validation-failed', contentType?: string) =>
    out.push({ name: `${call}: ${name}`, method, url, who, payload, status, code, contentType });
  for (const field of required) {
    const { [field]: _gone, ...rest } = valid;
    add(`missing ${field}`, rest);
    add(`${field} null`, { ...valid, [field]: null });
  }
  for (const field of numeric) {
    add(`${field} as a string`, { ...valid, [field]: '100' });
    add(`${field} as a string with junk`, { ...valid, [field]: '100abc' });
    add(`${field} negative`, { ...valid, [field]: -1 });
    add(`${field} fractional`, { ...valid, [field]: 10.5 });
    add(`${field} enormous`, { ...valid, [field]: 1e12 });
    add(`${field} a boolean`, { ...valid, [field]: true });
    add(`${field} an object`, { ...valid, [field]: { $gt: 0 } });
  }
  for (const field of required.filter((f) => !numeric.includes(f))) {
    add(`${field} a number`, { ...valid, [field]: 12345 });
    add(`${field} an array`, { ...valid, [field]: ['a'] });
    add(`${field} blank`, { ...valid, [field]: '   ' });
    add(`${field} 100 kB long`, { ...valid, [field]: long(100_000) });
  }
  add('an empty object', {});
  add('an array', [valid]);
  add('a JSON string', JSON.stringify('hello'), 400, 'validation-failed', 'application/json');
  add('a JSON number', '42', 400, 'validation-failed', 'application/json');
  add('malformed JSON', '{"name": "Hp",', 400, 'invalid-json', 'application/json');
  add('truncated JSON', JSON.stringify(valid).slice(0, -3), 400, 'invalid-json', 'application/json');
  add('an empty JSON body', '', 400, 'invalid-json', 'application/json');
  add('a prototype-polluting body', '{"__proto__": {"isAdmin": true}}', 400, 'invalid-json', 'application/json');
  add('a deeply nested body', `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 400, null, 'application/json');
  add('a body of 1 MB or more', JSON.stringify({ ...valid, detail: huge }), 413, 'payload-too-large', 'application/json');
  add(
    'a form body',
    new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString(),
    415,
    'unsupported-media-type',
    'application/x-www-form-urlencoded',
  );
  // Fastify reads text/plain as a string, which is not the object the call takes.
  add('a text body', JSON.stringify(valid), 400, 'validation-failed', 'text/plain');
  // Multipart is read only by the photo upload; elsewhere the body is empty, so the call's fields are missing.
  add(
    'a multipart body',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    400,
    'validation-failed',
    'multipart/form-data; boundary=x',
  );
  add('an XML body', '<product/>', 415, 'unsupported-media-type', 'application/xml');
  return out;
}

const q = encodeURIComponent;
const BAD_IDS = ['42', 'not-a-uuid', `${UNKNOWN_ID}x`, "' or 1=1 --", UNKNOWN_ID.toUpperCase().replace('4', 'G')];

/** An id's bad spellings in a path: `base` before it, `rest` after it (`/messages`). */
function idCases(call: string, method: Method, base: string, who: Who, notFound: string, payload?: unknown, rest = ''): Case[] {
  return [
    { name: `${call}: unknown id`, method, url: `${base}${UNKNOWN_ID}${rest}`, who, payload, status: 404, code: notFound },
    ...BAD_IDS.map((id) => ({
      name: `${call}: malformed id ${id}`,
      method,
      url: `${base}${q(id)}${rest}`,
      who,
      payload,
      status: 400,
      code: 'validation-failed',
    })),
    { name: `${call}: a 300-character id`, method, url: `${base}${long(300)}${rest}`, who, payload, status: 414, code: 'uri-too-long' },
    { name: `${call}: broken percent-encoding`, method, url: `${base}%E0%A4%A${rest}`, who, payload, status: 400, code: 'bad-request' },
  ];
}

const cases = (): Case[] => [
  ...bodyCases(
    'POST /itemName',
    'POST',
    '/api/itemName',
    'seller',
    productInput({ ram: 16, storage: 512 }),
    ['price', 'resell_price', 'ram', 'storage'],
    ['name', 'category_id', 'price', 'resell_price', 'phone', 'location', 'detail', 'date', 'image', 'use'],
  ),
  ...(
    [
      ['a storage type not in the list', { storageType: 'NVMe' }, 'validation-failed'],
      ['nine photos', { image: undefined, images: Array.from({ length: 9 }, (_, i) => photoUrl(`bad-${i}`)) }, 'validation-failed'],
      ['an empty list of photos', { image: undefined, images: [] }, 'validation-failed'],
      ['image not the first of images', { image: photoUrl('b'), images: [photoUrl('a'), photoUrl('b')] }, 'validation-failed'],
      ['a foreign photo among the photos', { images: [PHOTO, `https://evil.example/ab/${'ab'.repeat(16)}-card.webp`] }, 'image-not-ours'],
      ['a district not in the list', { district: 'Gotham' }, 'validation-failed'],
      ['ram 0', { ram: 0 }, 'validation-failed'],
      ['storage 7', { storage: 7 }, 'validation-failed'],
      ['screen 99.99', { screen: 99.99 }, 'validation-failed'],
      ['screen as a string', { screen: '15.6' }, 'validation-failed'],
      ['a condition not in the list', { condition: 'Mint' }, 'validation-failed'],
      ['a processor of 81 characters', { processor: long(81) }, 'validation-failed'],
    ] as const
  ).map(([what, overrides, code]) => ({
    name: `POST /itemName: ${what}`,
    method: 'POST' as Method,
    url: '/api/itemName',
    who: 'seller' as Who,
    payload: productInput(overrides),
    status: 400,
    code,
  })),
  {
    name: 'POST /itemName: an unknown brand',
    method: 'POST',
    url: '/api/itemName',
    who: 'seller',
    payload: productInput({ name: 'Samsung' }),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /itemName: an unknown category',
    method: 'POST',
    url: '/api/itemName',
    who: 'seller',
    payload: productInput({ category_id: '10' }),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /itemName: a script URL for the photo',
    method: 'POST',
    url: '/api/itemName',
    who: 'seller',
    payload: productInput({ image: 'javascript:alert(1)' }),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /itemName: a malformed email',
    method: 'POST',
    url: '/api/itemName',
    who: 'seller',
    payload: productInput({ email: 'not an email' }),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /itemName: a NUL character in the text',
    method: 'POST',
    url: '/api/itemName',
    who: 'seller',
    payload: productInput({ detail: 'Core i5\u0000' }),
    status: 400,
  },

  // Valid but for naming an unknown product (404), so that each variant shows the shape is checked first (400).
  ...bodyCases(
    'POST /advertise',
    'POST',
    '/api/advertise',
    'seller',
    advertisementInput({ productId: UNKNOWN_ID }),
    ['price'],
    ['productId'],
  ),
  {
    name: 'POST /advertise: no productId (a free-form advert)',
    method: 'POST',
    url: '/api/advertise',
    who: 'seller',
    payload: advertisementInput(),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /advertise: a malformed productId',
    method: 'POST',
    url: '/api/advertise',
    who: 'seller',
    payload: advertisementInput({ productId: 'abc' }),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /advertise: an unknown productId',
    method: 'POST',
    url: '/api/advertise',
    who: 'seller',
    payload: advertisementInput({ productId: UNKNOWN_ID }),
    status: 404,
    code: 'product-not-found',
  },
  {
    name: 'POST /advertise: a NUL character in the productId',
    method: 'POST',
    url: '/api/advertise',
    who: 'seller',
    payload: advertisementInput({ productId: `${UNKNOWN_ID}\u0000` }),
    status: 400,
  },

  ...bodyCases(
    'POST /bookings',
    'POST',
    '/api/bookings',
    'buyer',
    { productId: UNKNOWN_ID, image: PHOTO, price: 100, itemName: 'Hp', phone: '017' },
    ['price'],
    ['productId', 'phone'],
  ),
  {
    name: 'POST /bookings: no productId (a buyer-made item)',
    method: 'POST',
    url: '/api/bookings',
    who: 'buyer',
    payload: { image: PHOTO, price: 1, itemName: 'Hp', phone: '017' },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /bookings: a malformed productId',
    method: 'POST',
    url: '/api/bookings',
    who: 'buyer',
    payload: { productId: 'abc', phone: '017' },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /bookings: an unknown productId',
    method: 'POST',
    url: '/api/bookings',
    who: 'buyer',
    payload: { productId: UNKNOWN_ID, phone: '017' },
    status: 404,
    code: 'product-not-found',
  },
  {
    name: 'POST /bookings: a NUL character in the phone',
    method: 'POST',
    url: '/api/bookings',
    who: 'buyer',
    payload: { productId: PRODUCT, phone: '017\u0000' },
    status: 400,
  },

  ...bodyCases('POST /report', 'POST', '/api/report', 'buyer', reportInput(UNKNOWN_ID), [], ['productId', 'message']),
  {
    name: 'POST /report: a malformed productId',
    method: 'POST',
    url: '/api/report',
    who: 'buyer',
    payload: reportInput('abc'),
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /report: an unknown productId',
    method: 'POST',
    url: '/api/report',
    who: 'buyer',
    payload: reportInput(UNKNOWN_ID),
    status: 404,
    code: 'product-not-found',
  },
  {
    name: 'POST /report: a NUL character in the message',
    method: 'POST',
    url: '/api/report',
    who: 'buyer',
    payload: reportInput(PRODUCT, { message: 'fake\u0000' }),
    status: 400,
  },

  ...bodyCases(
    'PUT /users',
    'PUT',
    '/api/users',
    'buyer',
    { name: 'Bina Buyer', email: '', option: 'Buyers Account' },
    [],
    ['name', 'email'],
  ).filter((c) => !c.name.endsWith('blank') || !c.name.includes('email')),
  {
    name: 'PUT /users: a malformed email',
    method: 'PUT',
    url: '/api/users',
    who: 'buyer',
    payload: { name: 'X', email: 'nope' },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'PUT /users: an unknown option',
    method: 'PUT',
    url: '/api/users',
    who: 'buyer',
    payload: { name: 'X', email: 'x@example.com', option: 'Admin' },
    status: 400,
    code: 'validation-failed',
  },

  ...bodyCases('PATCH /user/sellers/{id}', 'PATCH', `/api/user/sellers/SELLER`, 'admin', { status: 'Verified' }, [], ['status']),
  ...bodyCases(
    'POST /user/sellers/phones/release',
    'POST',
    '/api/user/sellers/phones/release',
    'admin',
    { phone: '01711-000001' },
    [],
    ['phone'],
  ),
  {
    name: 'POST /user/sellers/phones/release: not a mobile number',
    method: 'POST',
    url: '/api/user/sellers/phones/release',
    who: 'admin',
    payload: { phone: '02-9876543' },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'PATCH /user/sellers/{id}: another status',
    method: 'PATCH',
    url: '/api/user/sellers/SELLER',
    who: 'admin',
    payload: { status: 'verified' },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'PATCH /user/sellers/{id}: unknown id',
    method: 'PATCH',
    url: '/api/user/sellers/no-such-user',
    who: 'admin',
    payload: { status: 'Verified' },
    status: 404,
    code: 'user-not-found',
  },
  {
    name: 'PATCH /user/sellers/{id}: too long an id',
    method: 'PATCH',
    url: `/api/user/sellers/${long(101)}`,
    who: 'admin',
    payload: { status: 'Verified' },
    status: 414,
    code: 'uri-too-long',
  },

  ...idCases('DELETE /itemName/{id}', 'DELETE', '/api/itemName/', 'seller', 'product-not-found'),
  ...idCases('GET /products/{id}', 'GET', '/api/products/', null, 'product-not-found'),
  {
    name: 'GET /sellers/{id}: unknown id',
    method: 'GET',
    url: '/api/sellers/no-such-user',
    who: null,
    status: 404,
    code: 'seller-not-found',
  },
  {
    name: 'GET /sellers/{id}: too long an id',
    method: 'GET',
    url: `/api/sellers/${long(101)}`,
    who: null,
    status: 414,
    code: 'uri-too-long',
  },
  {
    name: 'GET /sellers/{id}: broken percent-encoding',
    method: 'GET',
    url: '/api/sellers/%E0%A4%A',
    who: null,
    status: 400,
    code: 'bad-request',
  },
  ...idCases('DELETE /advertise/{id}', 'DELETE', '/api/advertise/', 'seller', 'advertisement-not-found'),
  ...idCases('GET /bookings/{id}', 'GET', '/api/bookings/', 'buyer', 'booking-not-found'),
  ...idCases('DELETE /bookings/{id}', 'DELETE', '/api/bookings/', 'buyer', 'booking-not-found'),
  ...idCases('DELETE /report/{id}', 'DELETE', '/api/report/', 'admin', 'report-not-found'),
  ...idCases('GET /report/{id}/messages', 'GET', '/api/report/', 'admin', 'report-not-found', undefined, '/messages'),

  // Conversations and offers: valid but for naming no conversation or offer (404), so that each variant shows the shape is checked first.
  ...bodyCases(
    'POST /conversations',
    'POST',
    '/api/conversations',
    'buyer',
    { productId: UNKNOWN_ID, text: 'Is it available?' },
    [],
    ['productId', 'text'],
  ),
  {
    name: 'POST /conversations: an unknown productId',
    method: 'POST',
    url: '/api/conversations',
    who: 'buyer',
    payload: { productId: UNKNOWN_ID, text: 'Is it available?' },
    status: 404,
    code: 'product-not-found',
  },
  {
    name: 'POST /conversations: 2,001 characters',
    method: 'POST',
    url: '/api/conversations',
    who: 'buyer',
    payload: { productId: PRODUCT, text: long(2001) },
    status: 400,
    code: 'validation-failed',
  },
  {
    name: 'POST /conversations: a NUL character in the text',
    method: 'POST',
    url: '/api/conversations',
    who: 'buyer',
    payload: { productId: PRODUCT, text: 'hi\u0000' },
    status: 400,
  },
  {
    name: 'POST /conversations: about an own product',
    method: 'POST',
    url: '/api/conversations',
    who: 'seller',
    payload: { productId: PRODUCT, text: 'hi' },
    status: 409,
    code: 'own-product-conversation',
  },
  ...bodyCases(
    'POST /conversations/{id}/messages',
    'POST',
    `/api/conversations/${UNKNOWN_ID}/messages`,
    'buyer',
    { text: 'Hello' },
    [],
    ['text'],
  ),
  ...(
    [
      ['five photos', { text: 'x', images: [PHOTO, PHOTO, PHOTO, PHOTO, PHOTO] }],
      ['a photo that is not a URL', { text: 'x', images: ['javascript:alert(1)'] }],
      ['photos as a string', { text: 'x', images: PHOTO }],
    ] as const
  ).map(([what, payload]) => ({
    name: `POST /conversations/{id}/messages: ${what}`,
    method: 'POST' as Method,
    url: `/api/conversations/${UNKNOWN_ID}/messages`,
    who: 'buyer' as Who,
    payload,
    status: 400,
    code: 'validation-failed',
  })),
  ...idCases(
    'POST /conversations/{id}/messages',
    'POST',
    '/api/conversations/',
    'buyer',
    'conversation-not-found',
    { text: 'Hello' },
    '/messages',
  ),
  ...idCases('GET /conversations/{id}', 'GET', '/api/conversations/', 'buyer', 'conversation-not-found'),
  ...idCases('GET /conversations/{id}/messages', 'GET', '/api/conversations/', 'buyer', 'conversation-not-found', undefined, '/messages'),
  ...['abc', '0', '-5', '1.5', '1e3', long(40), '%00'].map((cursor) => ({
    name: `GET /conversations/{id}/messages?cursor=${cursor.slice(0, 20)}`,
    method: 'GET' as Method,
    url: `/api/conversations/${UNKNOWN_ID}/messages?cursor=${cursor}`,
    who: 'buyer' as Who,
    status: 400,
    code: 'validation-failed',
  })),
  // Reviews: valid but for naming no booking or review (404), so that each variant shows the shape is checked first.
  ...bodyCases(
    'POST /bookings/{id}/review',
    'POST',
    `/api/bookings/${UNKNOWN_ID}/review`,
    'buyer',
    { stars: 5, comment: 'Good' },
    ['stars'],
    ['stars'],
  ),
  ...(
    [
      ['no stars', { stars: 0 }],
      ['six stars', { stars: 6 }],
      ['a comment of 1,001 characters', { stars: 5, comment: long(1001) }],
      ['a comment as a number', { stars: 5, comment: 5 }],
    ] as const
  ).map(([what, payload]) => ({
    name: `POST /bookings/{id}/review: ${what}`,
    method: 'POST' as Method,
    url: `/api/bookings/${UNKNOWN_ID}/review`,
    who: 'buyer' as Who,
    payload,
    status: 400,
    code: 'validation-failed',
  })),
  ...idCases('POST /bookings/{id}/review', 'POST', '/api/bookings/', 'buyer', 'booking-not-found', { stars: 5 }, '/review'),
  ...bodyCases('POST /reviews/{id}/reply', 'POST', `/api/reviews/${UNKNOWN_ID}/reply`, 'seller', { text: 'Thank you' }, [], ['text']),
  ...idCases('POST /reviews/{id}/reply', 'POST', '/api/reviews/', 'seller', 'review-not-found', { text: 'Thank you' }, '/reply'),
  ...(
    [
      ['a reason as a number', { reason: 5 }],
      ['a reason of 501 characters', { reason: long(501) }],
      ['an array', [{ reason: 'Rude' }]],
    ] as const
  ).map(([what, payload]) => ({
    name: `POST /reviews/{id}/report: ${what}`,
    method: 'POST' as Method,
    url: `/api/reviews/${UNKNOWN_ID}/report`,
    who: 'buyer' as Who,
    payload,
    status: 400,
    code: 'validation-failed',
  })),
  ...idCases('POST /reviews/{id}/report', 'POST', '/api/reviews/', 'buyer', 'review-not-found', { reason: 'Rude' }, '/report'),
  ...idCases('POST /reviews/{id}/hide', 'POST', '/api/reviews/', 'admin', 'review-not-found', undefined, '/hide'),
  {
    name: 'GET /sellers/{id}/reviews: unknown id',
    method: 'GET',
    url: '/api/sellers/no-such-user/reviews',
    who: null,
    status: 404,
    code: 'seller-not-found',
  },
  ...['made-up', 'WyJub3QgYSB0aW1lIiwiYWJjIl0', '%00'].map((cursor) => ({
    name: `GET /sellers/{id}/reviews: a cursor the server did not give (${cursor})`,
    method: 'GET' as Method,
    url: `/api/sellers/SELLER/reviews?cursor=${cursor}`,
    who: null as Who,
    status: 400,
    code: 'bad-review-cursor',
  })),
  {
    name: 'GET /sellers/{id}/reviews: a cursor of 201 characters',
    method: 'GET',
    url: `/api/sellers/SELLER/reviews?cursor=${long(201)}`,
    who: null,
    status: 400,
    code: 'validation-failed',
  },
  ...idCases('POST /conversations/{id}/read', 'POST', '/api/conversations/', 'buyer', 'conversation-not-found', undefined, '/read'),
  ...bodyCases(
    'POST /conversations/{id}/report',
    'POST',
    `/api/conversations/${UNKNOWN_ID}/report`,
    'buyer',
    { reason: 'Scam' },
    [],
    ['reason'],
  ),
  ...idCases(
    'POST /conversations/{id}/report',
    'POST',
    '/api/conversations/',
    'buyer',
    'conversation-not-found',
    { reason: 'Scam' },
    '/report',
  ),
  ...bodyCases(
    'POST /conversations/{id}/offers',
    'POST',
    `/api/conversations/${UNKNOWN_ID}/offers`,
    'buyer',
    { amount: 1000 },
    ['amount'],
    ['amount'],
  ),
  {
    name: 'POST /conversations/{id}/offers: zero',
    method: 'POST',
    url: `/api/conversations/${UNKNOWN_ID}/offers`,
    who: 'buyer',
    payload: { amount: 0 },
    status: 400,
    code: 'validation-failed',
  },
  ...idCases(
    'POST /conversations/{id}/offers',
    'POST',
    '/api/conversations/',
    'buyer',
    'conversation-not-found',
    { amount: 1000 },
    '/offers',
  ),
  ...bodyCases(
    'POST /offers/{id}/counter',
    'POST',
    `/api/offers/${UNKNOWN_ID}/counter`,
    'seller',
    { amount: 1000 },
    ['amount'],
    ['amount'],
  ),
  ...(['accept', 'decline', 'withdraw', 'counter'] as const).flatMap((move) =>
    idCases(
      `POST /offers/{id}/${move}`,
      'POST',
      '/api/offers/',
      'seller',
      'offer-not-found',
      move === 'counter' ? { amount: 1000 } : undefined,
      `/${move}`,
    ),
  ),
  ...(['POST', 'DELETE'] as const).flatMap((method) => [
    {
      name: `${method} /users/{id}/block: unknown id`,
      method,
      url: '/api/users/no-such-user/block',
      who: 'buyer' as Who,
      status: 404,
      code: 'user-not-found',
    },
    {
      name: `${method} /users/{id}/block: too long an id`,
      method,
      url: `/api/users/${long(101)}/block`,
      who: 'buyer' as Who,
      status: 414,
      code: 'uri-too-long',
    },
    {
      name: `${method} /users/{id}/block: broken percent-encoding`,
      method,
      url: '/api/users/%E0%A4%A/block',
      who: 'buyer' as Who,
      status: 400,
      code: 'bad-request',
    },
  ]),
  ...['/api/users/', '/api/users/admin/', '/api/user/buyers/', '/api/user/sellers/'].flatMap((base) => [
    {
      name: `${base}{id}: unknown id`,
      method: (base === '/api/users/admin/' ? 'PUT' : 'DELETE') as Method,
      url: `${base}no-such-user`,
      who: 'admin' as Who,
      status: 404,
      code: 'user-not-found',
    },
    {
      name: `${base}{id}: too long an id`,
      method: (base === '/api/users/admin/' ? 'PUT' : 'DELETE') as Method,
      url: `${base}${long(101)}`,
      who: 'admin' as Who,
      status: 414,
      code: 'uri-too-long',
    },
  ]),

  ...['/api/users/admin/', '/api/user/buyers/', '/api/user/sellers/'].flatMap((base) => [
    ...['not-an-email', '%00', 'a%40b', 'x%40%40example.com'].map((email) => ({
      name: `GET ${base}{email}: ${email}`,
      method: 'GET' as Method,
      url: `${base}${email}`,
      who: 'buyer' as Who,
      status: 400,
      code: 'validation-failed',
    })),
    {
      name: `GET ${base}{email}: 300 characters`,
      method: 'GET' as Method,
      url: `${base}${long(300)}%40example.com`,
      who: 'buyer' as Who,
      status: 414,
      code: 'uri-too-long',
    },
  ]),
  // A listing's new price: an unknown listing is 404 once the body is right.
  ...bodyCases('PATCH /itemName/{id}', 'PATCH', `/api/itemName/${UNKNOWN_ID}`, 'seller', { resell_price: 1000 }, ['resell_price'], []),
  ...idCases('PATCH /itemName/{id}', 'PATCH', '/api/itemName/', 'seller', 'product-not-found', { resell_price: 1000 }),
  // Saved laptops and alerts: valid but for naming an unknown product or alert.
  ...bodyCases('POST /saved', 'POST', '/api/saved', 'buyer', { productId: UNKNOWN_ID }, [], ['productId']),
  {
    name: 'POST /saved: an unknown productId',
    method: 'POST',
    url: '/api/saved',
    who: 'buyer',
    payload: { productId: UNKNOWN_ID },
    status: 404,
    code: 'product-not-found',
  },
  ...BAD_IDS.map((id) => ({
    name: `DELETE /saved/{productId}: malformed id ${id}`,
    method: 'DELETE' as Method,
    url: `/api/saved/${q(id)}`,
    who: 'buyer' as Who,
    status: 400,
    code: 'validation-failed',
  })),
  ...bodyCases('POST /alerts', 'POST', '/api/alerts', 'buyer', { query: 'ram=16', frequency: 'instant' }, [], ['query', 'frequency']),
  ...bodyCases('PATCH /alerts/{id}', 'PATCH', `/api/alerts/${UNKNOWN_ID}`, 'buyer', { frequency: 'daily' }, [], ['frequency']),
  ...idCases('PATCH /alerts/{id}', 'PATCH', '/api/alerts/', 'buyer', 'alert-not-found', { frequency: 'daily' }),
  ...idCases('DELETE /alerts/{id}', 'DELETE', '/api/alerts/', 'buyer', 'alert-not-found'),
  ...['/api/itemName', '/api/advertised', '/api/bookings', '/api/jwt'].flatMap((path) =>
    ['', '?email=', '?email=nope', '?email=a%40b', `?email=${long(300)}%40example.com`, '?email[a]=x%40example.com'].map((query) => ({
      name: `GET ${path}${query.slice(0, 30)}`,
      method: 'GET' as Method,
      url: `${path}${query}`,
      who: (path === '/api/itemName' || path === '/api/advertised' ? 'seller' : 'buyer') as Who,
      status: 400,
      code: 'validation-failed',
    })),
  ),
];

describe('bad input answers 4xx { error, message }, never 500', () => {
  test.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const url = c.url.replace('SELLER', cast.seller.id);
    const withProduct = (body: unknown) =>
      body && typeof body === 'object' && (body as { productId?: unknown }).productId === PRODUCT ? { ...body, productId } : body;
    const payload =
      c.name.startsWith('PUT /users') &&
      typeof c.payload === 'object' &&
      c.payload &&
      !Array.isArray(c.payload) &&
      'email' in c.payload &&
      c.payload.email === ''
        ? { ...c.payload, email: cast.buyer.email }
        : withProduct(c.payload);
    const headers: Record<string, string> = { ...(c.who ? as(cast[c.who]) : {}) };
    if (c.contentType) headers['content-type'] = c.contentType;
    const res = await app.inject({ method: c.method, url, headers, payload: payload as string | object | undefined });
    expectError(res, c.status, c.code ?? undefined);
  });

  test('nothing was stored by any of them', async () => {
    expect(await counts()).toEqual(before);
  });
});

describe('the auth routes answer bad input the same way', () => {
  test.each([
    ['sign-in: malformed JSON', '/api/auth/sign-in/email', '{"email":', 'application/json', 400],
    [
      'sign-in: a body of 1 MB or more',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@b.co', password: huge }),
      'application/json',
      413,
    ],
    ['sign-in: missing password', '/api/auth/sign-in/email', JSON.stringify({ email: 'a@b.co' }), 'application/json', 400],
    [
      'sign-in: wrong password',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      'application/json',
      401,
    ],
    [
      'sign-up: a short password',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'A', email: 'short@example.com', password: '12345' }),
      'application/json',
      400,
    ],
    [
      'sign-up: a malformed email',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'A', email: 'nope', password: 'secret123' }),
      'application/json',
      400,
    ],
    [
      'sign-up: a number for a name',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 5, email: 'num@example.com', password: 'secret123' }),
      'application/json',
      400,
    ],
    ['sign-up: a text body', '/api/auth/sign-up/email', 'name=a', 'text/plain', 415],
    [
      'sign-up: a NUL character in the name',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'A\u0000', email: 'nul@example.com', password: 'secret123' }),
      'application/json',
      400,
    ],
    [
      'sign-up: a 100 kB name',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: long(100_000), email: 'longname@example.com', password: 'secret123' }),
      'application/json',
      400,
    ],
    [
      'sign-up: a 100 kB photo URL',
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'A', email: 'longimage@example.com', password: 'secret123', image: `https://x/${long(100_000)}` }),
      'application/json',
      400,
    ],
    [
      'sign-up: a deeply nested body',
      '/api/auth/sign-up/email',
      `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      'application/json',
      400,
    ],
  ] as const)('%s', async (_name, url, payload, contentType, status) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    expectError(res, status);
  });

  test('update-user with a NUL character, a huge name or a huge photo URL: 400, and nothing changes', async () => {
    for (const payload of [{ name: 'B\u0000' }, { name: long(100_000) }, { image: `https://x/${long(100_000)}` }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: as(cast.buyer), payload });
      expectError(res, 400);
    }
    const me = (
      (await app.inject({ method: 'GET', url: '/api/users', headers: as(cast.admin) })).json() as {
        _id: string;
        name: string;
        image: string | null;
      }[]
    ).find((u) => u._id === cast.buyer.id);
    expect(me).toMatchObject({ name: 'Bina Buyer', image: null });
  });

  test('update-user checks name and photo like every other field: null, a number, an object, a foreign photo get 400', async () => {
    const u = await signUp(app, { name: 'Profile Owner' });
    const update = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...as(u), origin: 'http://localhost:3000' },
        payload: payload as object,
      });
    const stored = async () => (await app.ctx.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, u.id)))[0];
    for (const payload of [
      { name: null },
      { name: 123 },
      { name: '   ' },
      { image: { a: 1 } },
      { image: 5 },
      { image: 'https://evil.example/x.png' },
      { image: '/images/../api/users' },
    ]) {
      expectError(await update(payload), 400, 'validation-failed');
    }
    expectError(await update({ image: `https://evil.example/ab/${'ab'.repeat(16)}-card.webp` }), 400, 'image-not-ours');
    expect(await stored()).toEqual({ name: 'Profile Owner', image: null });
    expect((await update({ name: '  Profile Owner Jr.  ', image: PHOTO })).statusCode).toBe(200);
    expect(await stored()).toEqual({ name: 'Profile Owner Jr.', image: PHOTO });
    expect((await update({ image: null })).statusCode).toBe(200);
    expect(await stored()).toEqual({ name: 'Profile Owner Jr.', image: null });
  });

  test('sign-up refuses a photo that is not the image store’s', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'A', email: 'foreign-photo@example.com', password: 'secret123', image: 'https://evil.example/me.png' },
    });
    expectError(res, 400, 'validation-failed');
  });

  test('signing up an email that exists is refused without a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Again', email: cast.buyer.email, password: 'secret123' },
    });
    expectError(res);
  });
});

describe('unknown paths and methods', () => {
  test.each([
    ['GET', '/api/nope'],
    ['GET', '/api/itemName/01/extra'],
    ['POST', '/api/itemCategory'],
    ['PATCH', '/api/bookings'],
    ['DELETE', '/api/users'],
    ['GET', '/api/'],
    ['GET', '/api'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const res = await app.inject({ method, url, headers: as(cast.admin) });
    expectError(res, 404, 'not-found');
  });

  test('the static photo route answers 404 for a missing photo and never leaves its folder', async () => {
    expectError(await app.inject({ method: 'GET', url: '/images/nope.webp' }), 404, 'not-found');
    for (const url of [
      '/images/../package.json',
      '/images/%2e%2e/%2e%2e/package.json',
      '/images/..%2f..%2fpackage.json',
      '/images/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });
});

test('the product used for the cases still exists untouched', async () => {
  const list = (await app.inject({ method: 'GET', url: '/api/itemName/03' })).json() as { _id: string; price: number }[];
  expect(list.find((p) => p._id === productId)).toMatchObject({ price: 85_000 });
});
