import { LIMITS } from '#shared/constants.ts';
import { deletedCount, errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import { messagesQuery, reportedConversation } from '#shared/schemas/conversations.ts';
import { reportInput, reportList } from '#shared/schemas/reports.ts';
import { assertCallersEmail } from '../access.ts';
import { conversationsRepository } from '../conversations/repository.ts';
import { messagesAsSeen } from '../conversations/summaries.ts';
import { partyView, productOf } from '../conversations/view.ts';
import { notFound } from '../http-error.ts';
import { usersRepository } from '../users/repository.ts';
import { productsRepository } from '../products/repository.ts';
import { callerOf } from '../plugins/guards.ts';
import type { Api } from '../api.ts';
import { reportsRepository } from './repository.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

export function reportRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = reportsRepository(db);
  const productRepo = productsRepository(db);
  const conversations = conversationsRepository(db);
  const users = usersRepository(db);

  app.post(
    '/report',
    {
      preHandler: [guards.signedIn, limits.reports],
      schema: {
        tags: ['reports'],
        summary: 'Report a listed item to the admins',
        body: reportInput,
        response: { 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      const { email, productId, message } = request.body;
      assertCallersEmail(request, email);
      const product = await productRepo.findById(productId);
      if (!product) throw notFound('product-not-found');
      const id = await repo.create(product, callerOf(request).user, message);
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.get(
    '/report',
    {
      preHandler: guards.role('admin'),
      schema: { tags: ['reports'], summary: 'All reports (admin)', response: { 200: reportList, ...errors } },
    },
    async () => repo.listAll(),
  );

  app.get(
    '/report/:id/messages',
    {
      preHandler: guards.role('admin'),
      schema: {
        tags: ['reports'],
        summary: "A reported conversation's messages, a page at a time as its parties read them (admin)",
        params: idParams,
        querystring: messagesQuery,
        response: { 200: reportedConversation, ...errors },
      },
    },
    async (request) => {
      // Only a conversation someone reported: an admin reads no other (access.ts, partyOf).
      const conversationId = await repo.conversationOf(request.params.id);
      if (conversationId === undefined) throw notFound('report-not-found');
      const found = conversationId ? await conversations.findById(conversationId) : null;
      if (!found) throw notFound('conversation-not-found');
      const buyer = found.buyerId ? await users.findById(found.buyerId) : null;
      const seller = found.sellerId ? await users.findById(found.sellerId) : null;
      const listed = found.productId ? await productRepo.findAnyById(found.productId) : null;
      const page = await conversations.pageOfMessages(found.id, request.query.cursor, LIMITS.messagesPerPage);
      return {
        conversation: { id: found.id, product: productOf(found, listed), buyer: partyView(buyer), seller: partyView(seller) },
        messages: await messagesAsSeen(db, page.rows, () => null, app.ctx.clock.now()),
        nextCursor: page.older ? String(page.rows[0]!.seq) : null,
      };
    },
  );

  app.delete(
    '/report/:id',
    {
      preHandler: [guards.role('admin'), limits.admin],
      schema: { tags: ['reports'], summary: 'Delete a report (admin)', params: idParams, response: { 200: deletedCount, ...errors } },
    },
    async (request) => {
      const deleted = await repo.delete(request.params.id);
      if (deleted === 0) throw notFound('report-not-found');
      return { deletedCount: deleted };
    },
  );
}
