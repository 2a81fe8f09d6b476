import { isOnSale, isSold, isSuspended, LIMITS } from '#shared/constants.ts';
import { errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import {
  conversation,
  conversationInput,
  conversationList,
  conversationReportInput,
  conversationStarted,
  message,
  messageInput,
  messagePage,
  messagesQuery,
  readResult,
} from '#shared/schemas/conversations.ts';
import { partyOf } from '../access.ts';
import type { Api } from '../api.ts';
import { conflict, notFound } from '../http-error.ts';
import { assertStoredPhotos } from '../images/store/store.ts';
import { callerOf, type GuardedRequest } from '../plugins/guards.ts';
import { limitWhen } from '../plugins/limits.ts';
import { productsRepository } from '../products/repository.ts';
import { reportsRepository } from '../reports/repository.ts';
import { assertMayWrite } from './may-write.ts';
import { conversationsRepository } from './repository.ts';
import { conversationsOf, messagesAsSeen } from './summaries.ts';
import { aboutOf, withTelling } from './tell.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

/**
 * Conversations between a buyer and a seller about one product (product §7, "Conversations and offers"):
 * starting one, the list, its messages, writing, marking read, reporting. Only its two parties reach a
 * conversation; anyone else gets 404 (access.ts, `partyOf`). The offers are offers/routes.ts's.
 */
export function conversationRoutes(app: Api): void {
  const { ctx } = app;
  const { db, guards, limits, images, clock } = ctx;
  const repo = conversationsRepository(db);
  const productRepo = productsRepository(db);

  /** The caller's conversation and their side in it; 404 for an unknown one and for anyone but its two parties. */
  const ownConversation = async (request: GuardedRequest, id: string) => {
    const found = await repo.findById(id);
    if (!found) throw notFound('conversation-not-found');
    return { conversation: found, side: partyOf(request, found) };
  };

  /** The caller's conversation as their list shows it. */
  const summary = async (userId: string, id: string) => (await conversationsOf(db, userId, clock.now(), id))[0]!;

  /**
   * A product one may start a conversation about: listed (404 `product-not-found`, 409 `product-removed`
   * once its seller removed it), not one's own (409 `own-product-conversation`), not sold (409 `product-sold`),
   * on sale (409 `product-not-on-sale` while it waits for review or has expired).
   */
  const productToTalkAbout = async (productId: string, userId: string) => {
    const product = await productRepo.findById(productId);
    if (!product) throw (await productRepo.statusOf(productId)) ? conflict('product-removed') : notFound('product-not-found');
    // A suspended seller's listing is off the site (users/suspend-user.ts): as if it were not there.
    if (isSuspended(product)) throw notFound('product-not-found');
    if (product.sellerId === userId) throw conflict('own-product-conversation');
    if (isSold(product)) throw conflict('product-sold');
    if (!isOnSale(product)) throw conflict('product-not-on-sale');
    return product;
  };

  /** Whether a first message would start a conversation (the new conversations' limit counts those only). */
  const startsConversation = async (request: GuardedRequest & { body?: unknown }) => {
    const { productId } = request.body as { productId: string };
    return !(await repo.findByProductAndBuyer(productId, callerOf(request).user.id));
  };

  app.post(
    '/conversations',
    {
      preHandler: [guards.signedIn, limits.messages, limitWhen(startsConversation, limits.conversations)],
      schema: {
        tags: ['conversations'],
        summary: "Write to a product's seller: starts the conversation, or adds to the one that exists",
        body: conversationInput,
        response: { 200: conversationStarted, 201: conversationStarted, ...errors },
      },
    },
    async (request, reply) => {
      const { productId, text } = request.body;
      const me = callerOf(request).user;
      // Once started, a conversation takes messages whatever became of its product.
      const existing = await repo.findByProductAndBuyer(productId, me.id);
      const product = existing ? null : await productToTalkAbout(productId, me.id);
      const { conversationId, created, written } = await withTelling(ctx, async (tx, tell) => {
        const conversations = conversationsRepository(tx);
        const { conversation: talk, created: started } = existing
          ? { conversation: existing, created: false }
          : await conversations.start(product!, me.id);
        await assertMayWrite(tx, talk, 'buyer');
        const row = await conversations.addMessage({ conversationId: talk.id, sender: 'buyer', text });
        await tell(talk.sellerId, { type: 'message', ...aboutOf(talk), messageId: row.id, from: 'buyer', fromName: me.name });
        return { conversationId: talk.id, created: started, written: row };
      });
      const [sent] = await messagesAsSeen(db, [written], () => 'buyer', clock.now());
      return reply.status(created ? 201 : 200).send({ conversation: await summary(me.id, conversationId), message: sent! });
    },
  );

  app.get(
    '/conversations',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['conversations'],
        summary: "One's conversations, as buyer or seller, newest activity first (at most 100)",
        response: { 200: conversationList, ...errors },
      },
    },
    async (request) => conversationsOf(db, callerOf(request).user.id, clock.now()),
  );

  app.get(
    '/conversations/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['conversations'],
        summary: 'One of own conversations, as the list shows it',
        params: idParams,
        response: { 200: conversation, ...errors },
      },
    },
    async (request) => {
      await ownConversation(request, request.params.id);
      return summary(callerOf(request).user.id, request.params.id);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['conversations'],
        summary: "A page of a conversation's messages, oldest first; nextCursor leads to older ones",
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagePage, ...errors },
      },
    },
    async (request) => {
      const { conversation: found, side } = await ownConversation(request, request.params.id);
      const page = await repo.pageOfMessages(found.id, request.query.cursor, LIMITS.messagesPerPage);
      return {
        messages: await messagesAsSeen(db, page.rows, () => side, clock.now()),
        nextCursor: page.older ? String(page.rows[0]!.seq) : null,
      };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      preHandler: [guards.signedIn, limits.messages],
      schema: {
        tags: ['conversations'],
        summary: 'Write a message (and up to 4 photos uploaded to Market)',
        params: idParams,
        body: messageInput,
        response: { 201: message, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation: found, side } = await ownConversation(request, request.params.id);
      const { text, images: photos = [] } = request.body;
      await assertStoredPhotos(images, photos);
      const written = await withTelling(ctx, async (tx, tell) => {
        await assertMayWrite(tx, found, side);
        const row = await conversationsRepository(tx).addMessage({ conversationId: found.id, sender: side, text, images: photos });
        const to = side === 'buyer' ? found.sellerId : found.buyerId;
        const fromName = callerOf(request).user.name;
        await tell(to, { type: 'message', ...aboutOf(found), messageId: row.id, from: side, fromName });
        return row;
      });
      const [sent] = await messagesAsSeen(db, [written], () => side, clock.now());
      return reply.status(201).send(sent!);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      preHandler: [guards.signedIn, limits.readMarks],
      schema: {
        tags: ['conversations'],
        summary: 'Mark the other side\'s messages read (their "seen", one\'s unread count)',
        params: idParams,
        response: { 200: readResult, ...errors },
      },
    },
    async (request) => {
      const { conversation: found, side } = await ownConversation(request, request.params.id);
      return { read: await repo.markRead(found.id, side) };
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      preHandler: [guards.signedIn, limits.reports],
      schema: {
        tags: ['conversations'],
        summary: 'Report a conversation to the admins, who then read its messages',
        params: idParams,
        body: conversationReportInput,
        response: { 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation: found } = await ownConversation(request, request.params.id);
      const id = await reportsRepository(db).createForConversation(found, callerOf(request).user, request.body.reason);
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );
}
