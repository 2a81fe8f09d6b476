import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { as, buildTestApp, createProduct, offer, signUpAs, startConversation, type TestApp, type TestUser } from '../testing/fixtures.ts';

/*
 * The limits of talk (README, "Limits"): messages a minute, new conversations an hour, offers an hour,
 * each per user, refused with 429 and a sentence that says which.
 */

const MESSAGES = 4;
const CONVERSATIONS = 2;
const OFFERS = 3;

let app: TestApp;
let seller: TestUser;

beforeAll(async () => {
  app = await buildTestApp({
    MESSAGE_RATE_LIMIT: String(MESSAGES),
    CONVERSATION_RATE_LIMIT: String(CONVERSATIONS),
    OFFER_RATE_LIMIT: String(OFFERS),
  });
  seller = await signUpAs(app, 'seller');
});
afterAll(() => app?.close());

type Reply = Awaited<ReturnType<TestApp['inject']>>;
function expectRefused(res: Reply, code: 'too-many-messages' | 'too-many-conversations' | 'too-many-offers') {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ error: code, message: API_ERRORS[code] });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const post = (who: TestUser, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: as(who), payload });

describe('limits of talk, per user', () => {
  test(`${MESSAGES} messages a minute, first messages included; another user is not affected`, async () => {
    const buyer = await signUpAs(app, 'buyer');
    const id = await startConversation(app, buyer, await createProduct(app, seller));
    for (let i = 1; i < MESSAGES; i++)
      expect((await post(buyer, `/api/conversations/${id}/messages`, { text: `m${i}` })).statusCode).toBe(201);
    expectRefused(await post(buyer, `/api/conversations/${id}/messages`, { text: 'one too many' }), 'too-many-messages');
    expectRefused(
      await post(buyer, '/api/conversations', { productId: await createProduct(app, seller), text: 'hi' }),
      'too-many-messages',
    );
    expect((await post(seller, `/api/conversations/${id}/messages`, { text: 'The seller still writes' })).statusCode).toBe(201);
  });

  test(`${CONVERSATIONS} new conversations an hour; writing again into one of them is not a new one`, async () => {
    const buyer = await signUpAs(app, 'buyer');
    const products = [await createProduct(app, seller), await createProduct(app, seller), await createProduct(app, seller)];
    await startConversation(app, buyer, products[0]!);
    await startConversation(app, buyer, products[1]!);
    expect((await post(buyer, '/api/conversations', { productId: products[0], text: 'Again' })).statusCode).toBe(200);
    expectRefused(await post(buyer, '/api/conversations', { productId: products[2], text: 'A third' }), 'too-many-conversations');
  });

  test(`${OFFERS} offers an hour, made and answered together`, async () => {
    const buyer = await signUpAs(app, 'buyer');
    const id = await startConversation(app, buyer, await createProduct(app, seller));
    const first = await offer(app, buyer, id, 10_000);
    expect((await post(buyer, `/api/offers/${first}/withdraw`)).statusCode).toBe(200);
    const second = await offer(app, buyer, id, 11_000);
    expectRefused(await post(buyer, `/api/offers/${second}/withdraw`), 'too-many-offers');
    expectRefused(await post(buyer, `/api/conversations/${id}/offers`, { amount: 12_000 }), 'too-many-offers');
    expect((await post(seller, `/api/offers/${second}/decline`)).statusCode).toBe(200);
  });
});
