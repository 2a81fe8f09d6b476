import { describe, expect, test } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import type { Conversation, Message, MessagePage } from '#shared/schemas/conversations.ts';
import {
  as,
  type Cast,
  createProduct,
  expectError,
  fileReport,
  PHOTO,
  photoUrl,
  putPhotos,
  sell,
  signUpAs,
  startConversation,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
  verify,
} from '../testing/fixtures.ts';
import { withAppAndCast } from '../testing/suite.ts';

let app: TestApp;
let cast: Cast;

withAppAndCast((built, signedUp) => {
  app = built;
  cast = signedUp;
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: as(who), payload: payload as Record<string, unknown> | undefined });

const start = (who: TestUser, productId: string, text: string) => call(who, 'POST', '/api/conversations', { productId, text });
const write = (who: TestUser, id: string, payload: unknown) => call(who, 'POST', `/api/conversations/${id}/messages`, payload);
const listOf = async (who: TestUser) => {
  const res = await call(who, 'GET', '/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Conversation[];
};
const one = async (who: TestUser, id: string) => (await listOf(who)).find((c) => c.id === id)!;
const pageOf = async (who: TestUser, id: string, cursor?: string) => {
  const res = await call(who, 'GET', `/api/conversations/${id}/messages${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessagePage;
};

/** A seller of their own with a product, and a buyer of their own: a conversation no other test touches. */
async function freshPair(price = 52_000) {
  const seller = await signUpAs(app, 'seller', { name: 'Rina Seller' });
  const buyer = await signUpAs(app, 'buyer', { name: 'Karim Buyer' });
  const productId = await createProduct(app, seller, { resell_price: price });
  return { seller, buyer, productId };
}

describe('POST /api/conversations', () => {
  test("the buyer's first message starts it (201), the next adds to it (200); the seller sees it with the buyer's name only", async () => {
    const { seller, buyer, productId } = await freshPair();
    const first = await start(buyer, productId, '  Is it still available?  ');
    expect(first.statusCode, first.body).toBe(201);
    const { conversation, message } = first.json() as { conversation: Conversation; message: Message };
    expect(conversation).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      role: 'buyer',
      product: {
        id: productId,
        name: 'Lenovo',
        title: 'Lenovo ThinkPad T480, Core i5, 16 GB',
        image: PHOTO,
        price: 52_000,
        status: 'available',
      },
      otherParty: { id: seller.id, name: 'Rina Seller', verified: false },
      lastMessage: message,
      unread: 0,
      openOffer: null,
      blockedByMe: false,
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
    });
    expect(message).toEqual({
      id: expect.any(String),
      from: 'buyer',
      mine: true,
      text: 'Is it still available?',
      images: [],
      offer: null,
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(first.body).not.toContain(seller.email);

    const again = await start(buyer, productId, 'Battery health?');
    expect(again.statusCode).toBe(200);
    expect((again.json() as { conversation: Conversation }).conversation.id).toBe(conversation.id);

    const seen = await one(seller, conversation.id);
    expect(seen).toMatchObject({
      role: 'seller',
      otherParty: { id: buyer.id, name: 'Karim Buyer', verified: false },
      unread: 2,
      lastMessage: { text: 'Battery health?', from: 'buyer', mine: false },
    });
    const listed = await call(seller, 'GET', '/api/conversations');
    expect(listed.body).not.toContain(buyer.email);
    expect((await pageOf(seller, conversation.id)).messages.map((m) => m.text)).toEqual(['Is it still available?', 'Battery health?']);
  });

  test('a verified seller shows with the badge to the buyer', async () => {
    const seller = await signUpAs(app, 'verifiedSeller', { name: 'Veri Seller' });
    const id = await startConversation(app, cast.buyer, await createProduct(app, seller));
    expect((await one(cast.buyer, id)).otherParty).toEqual({ id: seller.id, name: 'Veri Seller', verified: true });
  });

  test('own product: 409 own-product-conversation; unknown product: 404; sold: 409, and nothing is started', async () => {
    const { seller, buyer, productId } = await freshPair();
    expectError(await start(seller, productId, 'Hello me'), 409, 'own-product-conversation');
    expectError(await start(buyer, UNKNOWN_ID, 'Hello'), 404, 'product-not-found');
    await sell(app, productId);
    expectError(await start(buyer, productId, 'Still there?'), 409, 'product-sold');
    expect(await listOf(buyer)).toEqual([]);
    expect(await listOf(seller)).toEqual([]);
  });

  test('a conversation outlives its product: sold, it says so and still takes messages; removed or deleted, it says so and keeps its name, photo and price', async () => {
    const { seller, buyer } = await freshPair();
    const sold = await createProduct(app, seller, {
      name: 'Dell',
      detail: 'Latitude 7490',
      category_id: '07',
      resell_price: 40_000,
      image: photoUrl('dell-card'),
    });
    const deleted = await createProduct(app, seller, {
      name: 'Asus',
      detail: 'ZenBook 14',
      category_id: '02',
      resell_price: 30_000,
      image: photoUrl('asus-card'),
    });
    const soldTalk = await startConversation(app, buyer, sold);
    const deletedTalk = await startConversation(app, buyer, deleted);

    await sell(app, sold);
    expect((await one(buyer, soldTalk)).product).toEqual({
      id: sold,
      name: 'Dell',
      title: 'Dell Latitude 7490',
      image: photoUrl('dell-card'),
      price: 40_000,
      status: 'sold',
    });
    expect((await write(buyer, soldTalk, { text: 'When can I pick it up?' })).statusCode).toBe(201);
    expect((await start(buyer, sold, 'And the charger?')).statusCode).toBe(200);

    expect((await call(seller, 'DELETE', `/api/itemName/${deleted}`)).statusCode).toBe(200);
    expect((await one(buyer, deletedTalk)).product).toEqual({
      id: null,
      name: 'Asus',
      title: 'Asus ZenBook 14',
      image: photoUrl('asus-card'),
      price: 30_000,
      status: 'removed',
    });
    expect((await one(seller, deletedTalk)).product.status).toBe('removed');
    expect((await pageOf(seller, deletedTalk)).messages).toHaveLength(1);
    expectError(await start(await signUpAs(app, 'buyer'), deleted, 'Hello'), 404, 'product-not-found');

    // A sold product its seller removed: kept in the database, and no longer listed.
    expect((await call(seller, 'DELETE', `/api/itemName/${sold}`)).statusCode).toBe(200);
    expect((await one(buyer, soldTalk)).product).toMatchObject({ id: sold, status: 'removed' });
    expectError(await start(await signUpAs(app, 'buyer'), sold, 'Hello'), 409, 'product-removed');
  });

  test('text is text: stored as written (trimmed), HTML and all, and answered as JSON', async () => {
    const { buyer, productId } = await freshPair();
    const html = '<script>alert("x")</script> **bold** <a href="https://evil.example">bKash</a>';
    const res = await start(buyer, productId, html);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.json() as { message: Message }).message.text).toBe(html);
  });

  test('bad input: 400 and nothing started', async () => {
    const { buyer, productId } = await freshPair();
    for (const payload of [
      {},
      { productId },
      { text: 'hi' },
      { productId, text: '' },
      { productId, text: '   \n  ' },
      { productId, text: 'x'.repeat(LIMITS.messageText + 1) },
      { productId, text: 42 },
      { productId, text: ['hi'] },
      { productId: 'not-a-uuid', text: 'hi' },
      { productId: 42, text: 'hi' },
    ]) {
      expectError(await call(buyer, 'POST', '/api/conversations', payload), 400);
    }
    expectError(await start(buyer, productId, 'nul \u0000 inside'), 400);
    expect(await listOf(buyer)).toEqual([]);
  });

  test('signed out: 401', async () => {
    expectError(await call(null, 'POST', '/api/conversations', { productId: UNKNOWN_ID, text: 'hi' }), 401, 'unauthorized');
    expectError(await call(null, 'GET', '/api/conversations'), 401, 'unauthorized');
  });
});

describe('GET /api/conversations', () => {
  test('mine as buyer and as seller, newest activity first; a message moves its conversation to the top', async () => {
    const { seller, buyer, productId } = await freshPair();
    const other = await createProduct(app, seller, { name: 'Hp' });
    const first = await startConversation(app, buyer, productId);
    const second = await startConversation(app, buyer, other);
    // The seller is a buyer elsewhere.
    const elsewhere = await startConversation(app, seller, await createProduct(app, cast.otherSeller));
    expect((await listOf(buyer)).map((c) => c.id)).toEqual([second, first]);
    expect((await listOf(seller)).map((c) => [c.id, c.role])).toEqual([
      [elsewhere, 'buyer'],
      [second, 'seller'],
      [first, 'seller'],
    ]);
    expect((await write(seller, first, { text: 'Yes, it is.' })).statusCode).toBe(201);
    expect((await listOf(buyer)).map((c) => c.id)).toEqual([first, second]);
    expect((await one(buyer, first)).unread).toBe(1);
  });

  test("four Dell listings: each conversation says which laptop it is about (brand and model, as its page's heading), and `name` stays the brand", async () => {
    const { seller, buyer } = await freshPair();
    const models = ['Latitude 5490, Core i5-8350U', 'XPS 13 9370', 'Inspiron 15 3511', 'Vostro 3400'];
    const ids: string[] = [];
    for (const detail of models) {
      ids.push(await startConversation(app, buyer, await createProduct(app, seller, { name: 'Dell', category_id: '07', detail })));
    }
    for (const who of [buyer, seller]) {
      const listed = await listOf(who);
      expect(ids.map((id) => listed.find((c) => c.id === id)!.product)).toEqual(
        models.map((model) => expect.objectContaining({ name: 'Dell', title: `Dell ${model}` })),
      );
      const res = await call(who, 'GET', `/api/conversations/${ids[1]}`);
      expect((res.json() as Conversation).product).toMatchObject({ name: 'Dell', title: 'Dell XPS 13 9370' });
    }
  });

  test("a long version is cut to a line, as a notification's; blanks and line breaks count as one space", async () => {
    const { seller, buyer } = await freshPair();
    const detail = `Latitude   7420,\n Core i7-1185G7, ${'32 GB RAM, 1 TB SSD, '.repeat(10)}`;
    const id = await startConversation(app, buyer, await createProduct(app, seller, { name: 'Dell', category_id: '07', detail }));
    const { title } = (await one(buyer, id)).product;
    expect(title).toHaveLength(80);
    expect(title).toMatch(/^Dell Latitude 7420, Core i7-1185G7, 32 GB RAM, 1 TB SSD, .*…$/);
  });

  test('GET /api/conversations/:id: one of mine; anyone else, admins included, 404', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    for (const who of [buyer, seller]) {
      const res = await call(who, 'GET', `/api/conversations/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await one(who, id));
    }
    for (const who of [cast.otherSeller, cast.admin, cast.buyer]) {
      expectError(await call(who, 'GET', `/api/conversations/${id}`), 404, 'conversation-not-found');
    }
  });
});

describe('only its two parties reach a conversation', () => {
  test('anyone else, admins included, gets 404 on every call, and nothing changes', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { text: 'I am not in this' }],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `/api/conversations/${id}/report`, { reason: 'Let me in' }],
      ['POST', `/api/conversations/${id}/offers`, { amount: 1000 }],
    ];
    for (const who of [cast.otherSeller, cast.admin, cast.buyer]) {
      for (const [method, url, payload] of calls) expectError(await call(who, method, url, payload), 404, 'conversation-not-found');
    }
    for (const [method, url, payload] of calls) expectError(await call(null, method, url, payload), 401, 'unauthorized');
    expect((await pageOf(seller, id)).messages).toHaveLength(1);
    expect((await one(seller, id)).unread).toBe(1);
  });

  test('unknown and malformed ids: 404 and 400', async () => {
    expectError(await call(cast.buyer, 'GET', `/api/conversations/${UNKNOWN_ID}/messages`), 404, 'conversation-not-found');
    expectError(await write(cast.buyer, UNKNOWN_ID, { text: 'hi' }), 404, 'conversation-not-found');
    for (const id of ['42', 'not-a-uuid', `${UNKNOWN_ID}0`, "' or 1=1 --"]) {
      expectError(await call(cast.buyer, 'GET', `/api/conversations/${encodeURIComponent(id)}/messages`), 400, 'validation-failed');
      expectError(await write(cast.buyer, encodeURIComponent(id), { text: 'hi' }), 400, 'validation-failed');
    }
  });
});

describe('GET /api/conversations/:id/messages', () => {
  test('oldest first within a page; nextCursor leads to older pages until the first message', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId, 'message 0');
    const total = LIMITS.messagesPerPage * 2 + 7;
    for (let i = 1; i < total; i++) {
      const res = await write(i % 3 ? buyer : seller, id, { text: `message ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const pages: MessagePage[] = [await pageOf(buyer, id)];
    while (pages.at(-1)!.nextCursor) pages.push(await pageOf(buyer, id, pages.at(-1)!.nextCursor!));
    expect(pages.map((p) => p.messages.length)).toEqual([LIMITS.messagesPerPage, LIMITS.messagesPerPage, 7]);
    const texts = pages.reverse().flatMap((p) => p.messages.map((m) => m.text));
    expect(texts).toEqual(Array.from({ length: total }, (_, i) => `message ${i}`));
    const firstPage = pages.at(-1)!.messages;
    expect(firstPage.at(-1)).toMatchObject({ text: `message ${total - 1}`, from: 'buyer', mine: true });
    expect(firstPage.find((m) => m.from === 'seller')).toMatchObject({ mine: false });
  });

  test('a cursor is digits only: anything else is 400, one past the first message an empty page', async () => {
    const { buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    for (const cursor of ['abc', '0', '-1', '1e5', '1.5', '12345678901234567890', '%00', '1&cursor=2', 'x'.repeat(300)]) {
      expectError(await call(buyer, 'GET', `/api/conversations/${id}/messages?cursor=${cursor}`), 400, 'validation-failed');
    }
    expect(await pageOf(buyer, id, '1')).toEqual({ messages: [], nextCursor: null });
  });
});

describe('POST /api/conversations/:id/messages', () => {
  test('either side writes: 201 with the message; the text is trimmed and may be 2,000 characters', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    const res = await write(seller, id, { text: `  ${'y'.repeat(LIMITS.messageText)}  ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ from: 'seller', mine: true, text: 'y'.repeat(LIMITS.messageText), images: [], offer: null });
    expect((await one(buyer, id)).lastMessage).toMatchObject({ from: 'seller', mine: false });
  });

  test('up to 4 photos the image store issued and holds', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    const photos = ['m1', 'm2', 'm3', 'm4', 'm5'].map((tag) => photoUrl(`message-${tag}`));
    await putPhotos(app, photos);
    const res = await write(seller, id, { text: 'Here it is', images: photos.slice(0, 4) });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Message).images).toEqual(photos.slice(0, 4));
    expectError(await write(seller, id, { text: 'Five', images: photos }), 400, 'validation-failed');
    expectError(
      await write(seller, id, { text: 'Foreign', images: [`https://evil.example/ab/${'ab'.repeat(16)}-card.webp`] }),
      400,
      'image-not-ours',
    );
    expectError(await write(seller, id, { text: 'Missing', images: [photoUrl('never uploaded')] }), 400, 'image-not-uploaded');
    expectError(await write(seller, id, { text: 'Script', images: ['javascript:alert(1)'] }), 400, 'validation-failed');
    expect((await pageOf(buyer, id)).messages).toHaveLength(2);
  });

  test('bad input: 4xx { error, message }, never a 500, nothing written', async () => {
    const { buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    for (const payload of [
      {},
      { text: '' },
      { text: ' \t ' },
      { text: 'x'.repeat(LIMITS.messageText + 1) },
      { text: 'x'.repeat(100_000) },
      { text: null },
      { text: 7 },
      { text: { $ne: '' } },
      { text: 'hi', images: [PHOTO, 5] },
      { text: 'hi', images: {} },
      [{ text: 'hi' }],
    ]) {
      expectError(await write(buyer, id, payload), 400);
    }
    expectError(await write(buyer, id, { text: 'nul \u0000 inside' }), 400);
    const huge = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { ...as(buyer), 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectError(huge, 413, 'payload-too-large');
    expect((await pageOf(buyer, id)).messages).toHaveLength(1);
  });
});

describe('POST /api/conversations/:id/read', () => {
  test('marks the other side\'s messages read: their readAt ("seen"), one\'s unread count', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId, 'one');
    await write(buyer, id, { text: 'two' });
    await write(seller, id, { text: 'three' });
    expect((await one(seller, id)).unread).toBe(2);
    expect((await one(buyer, id)).unread).toBe(1);

    const read = await call(seller, 'POST', `/api/conversations/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ read: 2 });
    expect((await one(seller, id)).unread).toBe(0);
    expect((await one(buyer, id)).unread).toBe(1);
    const seen = (await pageOf(buyer, id)).messages;
    expect(seen.map((m) => [m.text, m.readAt === null])).toEqual([
      ['one', false],
      ['two', false],
      ['three', true],
    ]);
    expect((await call(seller, 'POST', `/api/conversations/${id}/read`)).json()).toEqual({ read: 0 });
  });
});

describe('reporting a conversation', () => {
  test('a party reports it; the admins see it among the reports with its messages; product reports answer as before', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId, 'Send the delivery charge first');
    await write(seller, id, { text: 'Pay 500 Tk. by bKash now' });
    const productReport = await fileReport(app, buyer, productId);

    const res = await call(buyer, 'POST', `/api/conversations/${id}/report`, { reason: '  Asks for advance payment  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    expectError(await call(buyer, 'POST', `/api/conversations/${id}/report`, { reason: '' }), 400, 'validation-failed');
    expectError(await call(buyer, 'POST', `/api/conversations/${id}/report`, {}), 400, 'validation-failed');

    const reports = (await call(cast.admin, 'GET', '/api/report')).json() as Record<string, unknown>[];
    expect(reports.find((r) => r._id === insertedId)).toEqual({
      _id: insertedId,
      productId,
      image: PHOTO,
      itemName: 'Lenovo',
      email: buyer.email,
      message: 'Asks for advance payment',
      createdAt: expect.any(String),
      conversationId: id,
      kind: 'conversation',
      // Whom it is about: the other party, the seller the buyer reported.
      reported: { id: seller.id, name: seller.name, admin: false, suspended: false },
    });
    expect(Object.keys(reports.find((r) => r._id === productReport)!)).not.toContain('conversationId');

    const read = await call(cast.admin, 'GET', `/api/report/${insertedId}/messages`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      conversation: {
        id,
        product: {
          id: productId,
          name: 'Lenovo',
          title: 'Lenovo ThinkPad T480, Core i5, 16 GB',
          image: PHOTO,
          price: 52_000,
          status: 'available',
        },
        buyer: { id: buyer.id, name: 'Karim Buyer', verified: false },
        seller: { id: seller.id, name: 'Rina Seller', verified: false },
      },
      messages: [
        expect.objectContaining({ from: 'buyer', mine: false, text: 'Send the delivery charge first' }),
        expect.objectContaining({ from: 'seller', mine: false, text: 'Pay 500 Tk. by bKash now' }),
      ],
      nextCursor: null,
    });
    expect(read.body).not.toContain(seller.email);

    // Only the admins, and only for a report of a conversation.
    for (const who of [buyer, seller]) expectError(await call(who, 'GET', `/api/report/${insertedId}/messages`), 403, 'forbidden');
    expectError(await call(cast.admin, 'GET', `/api/report/${productReport}/messages`), 404, 'conversation-not-found');
    expectError(await call(cast.admin, 'GET', `/api/report/${UNKNOWN_ID}/messages`), 404, 'report-not-found');
    expectError(await call(cast.admin, 'GET', `/api/report/nope/messages`), 400, 'validation-failed');
    // An admin still reads no conversation through the parties' calls.
    expectError(await call(cast.admin, 'GET', `/api/conversations/${id}/messages`), 404, 'conversation-not-found');
  });
});

describe('blocking a user', () => {
  test('their messages no longer reach me, nor mine them, until I unblock them', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    const block = await call(seller, 'POST', `/api/users/${buyer.id}/block`);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toEqual({ blocked: true });
    expect((await call(seller, 'POST', `/api/users/${buyer.id}/block`)).json()).toEqual({ blocked: true });

    expectError(await write(buyer, id, { text: 'Hello?' }), 403, 'blocked-by-user');
    expectError(await start(buyer, productId, 'Hello?'), 403, 'blocked-by-user');
    expectError(await write(seller, id, { text: 'Bye' }), 403, 'user-blocked');
    // Not a new conversation on the seller's other products either.
    const other = await createProduct(app, seller, { name: 'Acer' });
    expectError(await start(buyer, other, 'And this one?'), 403, 'blocked-by-user');
    expect((await listOf(buyer)).map((c) => c.id)).toEqual([id]);
    expect((await one(seller, id)).blockedByMe).toBe(true);
    expect((await one(buyer, id)).blockedByMe).toBe(false);
    // What was written stays readable.
    expect((await pageOf(buyer, id)).messages).toHaveLength(1);

    const unblock = await call(seller, 'DELETE', `/api/users/${buyer.id}/block`);
    expect(unblock.json()).toEqual({ blocked: false });
    expect((await write(buyer, id, { text: 'Hello again' })).statusCode).toBe(201);
    expect((await one(seller, id)).blockedByMe).toBe(false);
  });

  test('oneself: 400; an unknown user: 404; signed out: 401', async () => {
    expectError(await call(cast.buyer, 'POST', `/api/users/${cast.buyer.id}/block`), 400, 'cannot-block-self');
    expectError(await call(cast.buyer, 'POST', '/api/users/no-such-user/block'), 404, 'user-not-found');
    expectError(await call(cast.buyer, 'DELETE', '/api/users/no-such-user/block'), 404, 'user-not-found');
    expectError(await call(cast.buyer, 'POST', `/api/users/${'x'.repeat(300)}/block`), 414, 'uri-too-long');
    expectError(await call(null, 'POST', `/api/users/${cast.seller.id}/block`), 401, 'unauthorized');
  });
});

describe('when an account goes', () => {
  test('the other side keeps the conversation, reads it, and may not write into it (409 conversation-closed)', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId, 'Hi from a buyer about to leave');
    expect((await call(cast.admin, 'DELETE', `/api/users/${buyer.id}`)).statusCode).toBe(200);
    const kept = await one(seller, id);
    expect(kept).toMatchObject({ otherParty: null, unread: 1, product: { id: productId, status: 'available' } });
    expect((await pageOf(seller, id)).messages.map((m) => m.text)).toEqual(['Hi from a buyer about to leave']);
    expectError(await write(seller, id, { text: 'Are you there?' }), 409, 'conversation-closed');
    expect((await call(seller, 'POST', `/api/conversations/${id}/read`)).json()).toEqual({ read: 1 });
  });

  test("a deleted seller's products go; their buyers keep the conversation, the product marked removed", async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    expect((await call(cast.admin, 'DELETE', `/api/user/sellers/${seller.id}`)).statusCode).toBe(200);
    expect(await one(buyer, id)).toMatchObject({
      otherParty: null,
      product: { id: null, name: 'Lenovo', title: 'Lenovo ThinkPad T480, Core i5, 16 GB', status: 'removed' },
    });
    expectError(await write(buyer, id, { text: 'Hello?' }), 409, 'conversation-closed');
    expectError(await call(buyer, 'POST', `/api/conversations/${id}/offers`, { amount: 100 }), 409, 'conversation-closed');
  });
});

describe('a verified badge changes with the seller', () => {
  test('verifying the seller shows in conversations started before', async () => {
    const { seller, buyer, productId } = await freshPair();
    const id = await startConversation(app, buyer, productId);
    await verify(app, seller);
    expect((await one(buyer, id)).otherParty?.verified).toBe(true);
  });
});
