import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { imageForm, multipartBody } from './test-multipart.ts';
import { encoded } from './test-fixtures.ts';
import {
  as,
  buildTestApp,
  createProduct,
  expectError,
  photoUrl,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
} from '../testing/fixtures.ts';

/*
 * Photos for messages (product §7, "Photos, configuration and sign-in"): anyone signed in uploads one
 * through POST /api/images/message, through the pipeline and into the store a listing's photos use, and
 * a message names only photos that store issued and holds.
 */

const LIMIT = 3;
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
let conversationId: string;

beforeAll(async () => {
  app = await buildTestApp({ WRITE_RATE_LIMIT: String(LIMIT) });
  [seller, buyer] = await Promise.all([signUpAs(app, 'seller'), signUpAs(app, 'buyer')]);
  conversationId = await startConversation(app, buyer, await createProduct(app, seller));
});
afterAll(() => app?.close());

type Upload = { success: boolean; data?: { url: string }; error?: string; message?: string };
const upload = async (who: TestUser | null, url = '/api/images/message') => {
  const form = imageForm(await encoded('jpeg', 640, 480));
  const res = await app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...as(who) } });
  return { status: res.statusCode, body: res.json() as Upload, headers: res.headers };
};
const send = (who: TestUser, images: string[]) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: as(who),
    payload: { text: 'See the photo', images },
  });

describe('POST /api/images/message', () => {
  test('a buyer uploads a photo and sends it in a message; the seller answers with one of theirs', async () => {
    const mine = await upload(buyer);
    expect(mine.status).toBe(200);
    expect(mine.body.data!.url).toMatch(/^\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/);
    const sent = await send(buyer, [mine.body.data!.url]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ images: [mine.body.data!.url], mine: true });

    const theirs = await upload(seller);
    expect(theirs.status).toBe(200);
    expect((await send(seller, [theirs.body.data!.url])).statusCode).toBe(201);
  });

  test("needs a sign-in (401 in the image host's shape); a listing's photos stay the sellers'", async () => {
    const anonymous = await upload(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, error: 'unauthorized' });
    expect((await upload(buyer, '/api/images')).status).toBe(403);
  });

  test('a message names only photos the store issued and holds', async () => {
    expectError(await send(buyer, ['https://evil.example/ab/' + 'ab'.repeat(16) + '-card.webp']), 400, 'image-not-ours');
    expectError(await send(buyer, [photoUrl('never uploaded')]), 400, 'image-not-uploaded');
  });
});

describe(`POST /api/images/message: ${LIMIT} an hour per user, apart from a listing's photos`, () => {
  test("the next is refused with 429; another user, and the same user's listing photos, are not", async () => {
    const busy = await signUpAs(app, 'seller');
    const empty = multipartBody([{ name: 'note', data: 'no file' }]);
    const post = (who: TestUser, url = '/api/images/message') =>
      app.inject({ method: 'POST', url, payload: empty.payload, headers: { ...empty.headers, ...as(who) } });
    for (let i = 0; i < LIMIT; i++) expect((await post(busy)).statusCode).toBe(400);
    const refused = await post(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'too-many-requests', message: API_ERRORS['too-many-requests'] });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(busy, '/api/images')).statusCode).toBe(400);
    expect((await post(await signUpAs(app, 'buyer'))).statusCode).toBe(400);
  });
});
