import type { Party } from '#shared/constants.ts';
import { isCompleted, REVIEW_LIMITS } from '#shared/reviews.ts';
import { errorBody, idParams, insertedId } from '#shared/schemas/common.ts';
import {
  dealReviewsList,
  ownReview,
  replyInput,
  review as reviewBody,
  reviewHidden,
  reviewInput,
  reviewReportInput,
  reviewsQuery,
  sellerReviews,
  type DealReviews,
} from '#shared/schemas/reviews.ts';
import { sellerIdParams } from '#shared/schemas/sellers.ts';
import { sideOfSale } from '../access.ts';
import type { Api } from '../api.ts';
import { isSeller } from '../auth/roles.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { badRequest, conflict, forbidden, notFound } from '../http-error.ts';
import { callerOf } from '../plugins/guards.ts';
import { reportsRepository } from '../reports/repository.ts';
import { usersRepository } from '../users/repository.ts';
import { reviewsRepository, type ReviewPosition, type ReviewRow } from './repository.ts';
import { isTrustedSeller } from './standing.ts';
import { ownView, windowEndOf, writeReview } from './write-review.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** A page's end as the client carries it: opaque, base64url of the last review's publication and id. */
const encodeCursor = (position: ReviewPosition) =>
  Buffer.from(JSON.stringify([position.publishedAt.toISOString(), position.id])).toString('base64url');
function decodeCursor(cursor: string): ReviewPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const publishedAt = new Date(typeof at === 'string' ? at : Number.NaN);
    if (Number.isNaN(publishedAt.getTime()) || typeof id !== 'string' || !idParams.shape.id.safeParse(id).success) throw new Error();
    return { publishedAt, id };
  } catch {
    throw badRequest('bad-review-cursor');
  }
}

/** Whether the caller may read a review: anyone once it is published (and not hidden), its author always. */
const visibleTo = (row: ReviewRow, callerId: string, now: Date) =>
  row.authorId === callerId || (row.hiddenAt === null && row.publishedAt.getTime() <= now.getTime());

/**
 * Reviews after a sale (product §4, "Reviews", and product §7): writing one, the reviewed person's reply, reporting one,
 * an admin hiding one, a seller's reviews for anyone, and the reviews of the caller's own deals.
 */
export function reviewRoutes(app: Api): void {
  const { db, readDb, guards, limits, clock } = app.ctx;
  const repo = reviewsRepository(db);
  const now = () => new Date(clock.now());

  app.post(
    '/bookings/:id/review',
    {
      preHandler: [guards.signedIn, limits.reviews],
      schema: {
        tags: ['reviews'],
        summary: "Review the other side of a completed sale: 1 to 5 stars and a comment, once, within 14 days of the sale's completion",
        params: idParams,
        body: reviewInput,
        response: { 201: ownReview, ...errors },
      },
    },
    async (request, reply) => {
      const deal = await bookingsRepository(db).dealOf(request.params.id);
      if (!deal) throw notFound('booking-not-found');
      const written = await writeReview(app.ctx, deal, sideOfSale(request, deal), callerOf(request).user, request.body);
      return reply.status(201).send(written);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      preHandler: [guards.signedIn, limits.reviews],
      schema: {
        tags: ['reviews'],
        summary: 'The reviewed person answers a published review, once, publicly',
        params: idParams,
        body: replyInput,
        response: { 200: reviewBody, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const at = now();
      const found = await repo.findById(request.params.id);
      if (!found || !visibleTo(found, user.id, at)) throw notFound('review-not-found');
      if (found.subjectId !== user.id) throw forbidden('reply-not-yours');
      if (!(await repo.reply(found.id, request.body.text, at))) throw conflict('reply-exists');
      return (await repo.viewOf(found.id))!;
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      preHandler: [guards.signedIn, limits.reports],
      schema: {
        tags: ['reviews'],
        summary: 'Report a review to the admins, who read it in Reported Items and may hide it',
        params: idParams,
        body: reviewReportInput,
        response: { 201: insertedId, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const found = await repo.findById(request.params.id);
      if (!found || !visibleTo(found, user.id, now())) throw notFound('review-not-found');
      const sale = (await bookingsRepository(db).findById(found.bookingId))!.booking;
      const id = await reportsRepository(db).createForReview(found, sale, user, request.body?.reason ?? '');
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  app.post(
    '/reviews/:id/hide',
    {
      preHandler: [guards.role('admin'), limits.admin],
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review: it shows nowhere and counts for nothing (admin)',
        params: idParams,
        response: { 200: reviewHidden, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findById(request.params.id);
      if (!found) throw notFound('review-not-found');
      await repo.hide(found.id, now());
      return { hidden: true as const };
    },
  );

  app.get(
    '/sellers/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A seller's reviews by their buyers, newest first, a page at a time, with their average, count and trusted badge",
        params: sellerIdParams,
        querystring: reviewsQuery,
        response: { 200: sellerReviews, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      // A public read: the read replica when there is one.
      const reviews = reviewsRepository(readDb);
      const at = now();
      const after = request.query.cursor ? decodeCursor(request.query.cursor) : null;
      const seller = await usersRepository(readDb).findById(request.params.id);
      if (!seller || !isSeller(seller)) throw notFound('seller-not-found');
      const [page, ratings, trusted] = await Promise.all([
        reviews.page(seller.id, 'buyer', at, after, REVIEW_LIMITS.pageSize),
        reviews.ratings([seller.id], 'buyer', at),
        isTrustedSeller(readDb, seller.id, at),
      ]);
      return {
        ...ratings.get(seller.id)!,
        trusted,
        items: page.items,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      };
    },
  );

  app.get(
    '/reviews/deals',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: ['reviews'],
        summary:
          "The reviews of the caller's deals, as buyer and as seller: the other side's rating, and once completed, the window and both reviews",
        response: { 200: dealReviewsList, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const at = now();
      const deals = await bookingsRepository(db).dealsOfParty(user.id);
      const sideOf = (deal: (typeof deals)[number]): Party => (deal.buyerId === user.id ? 'buyer' : 'seller');
      const otherOf = (deal: (typeof deals)[number]) => (sideOf(deal) === 'buyer' ? deal.sellerId : deal.buyerId);
      const users = usersRepository(db);
      const others = [...new Set(deals.map(otherOf).filter((id): id is string => id !== null))];
      const names = new Map(
        (await Promise.all(others.map((id) => users.findById(id)))).flatMap((u) => (u ? [[u.id, u.name] as const] : [])),
      );
      // A seller reads a buyer's rating (reviews by sellers) only because the buyer booked from them: these are their bookings.
      const sellersRatings = await repo.ratings(
        deals.filter((d) => sideOf(d) === 'buyer').map((d) => d.sellerId!),
        'buyer',
        at,
      );
      const buyersRatings = await repo.ratings(
        deals.filter((d) => sideOf(d) === 'seller' && d.buyerId).map((d) => d.buyerId!),
        'seller',
        at,
      );
      const completed = deals.filter((deal) => isCompleted(deal.state) && deal.closedAt);
      const reviews = await repo.ofBookings(completed.map((deal) => deal.id));
      return deals.map((deal): DealReviews => {
        const as = sideOf(deal);
        const otherId = otherOf(deal);
        const rating = (otherId && (as === 'buyer' ? sellersRatings : buyersRatings).get(otherId)) || { average: null, count: 0 };
        const windowEnd = windowEndOf(deal);
        const done = isCompleted(deal.state) && windowEnd;
        const mine = reviews.find((r) => r.bookingId === deal.id && r.by === as);
        const theirs = reviews.find((r) => r.bookingId === deal.id && r.by !== as);
        return {
          bookingId: deal.id,
          as,
          other: { name: (otherId && names.get(otherId)) || (as === 'seller' ? deal.userName : null), rating },
          review: done
            ? {
                windowEndsAt: windowEnd.toISOString(),
                canWrite: !mine && otherId !== null && at.getTime() < windowEnd.getTime(),
                mine: mine ? ownView(mine, mine.view, at) : null,
                theirs: theirs && visibleTo(theirs, user.id, at) ? theirs.view : null,
              }
            : null,
        };
      });
    },
  );
}
