import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { insertedId } from '#shared/schemas/common.ts';
import type { DealReviews, OwnReview, Review, ReviewInput, SellerReviews, reviewHidden } from '#shared/schemas/reviews.ts';
import { http } from './http.ts';
import { PUBLIC_PAGE } from './load.ts';

const q = encodeURIComponent;

export const reviewKeys = {
  /** Every list of reviews: a seller's, and those of the signed-in user's deals. */
  all: ['reviews'] as const,
  seller: (id: string) => ['reviews', 'seller', id] as const,
  deals: ['reviews', 'deals'] as const,
};

/** GET /sellers/:id/reviews: one page of a seller's reviews by their buyers, with their rating and badge. */
export const getSellerReviews = (id: string, signal?: AbortSignal, cursor?: string) =>
  http<SellerReviews>(`/api/sellers/${q(id)}/reviews${cursor ? `?cursor=${q(cursor)}` : ''}`, { signal });
/** GET /reviews/deals: the reviews of each of the signed-in user's deals, and the other side's rating. */
export const getDealReviews = () => http<DealReviews[]>('/api/reviews/deals');

export interface WriteRequest extends ReviewInput {
  bookingId: string;
}
/** POST /bookings/:id/review: the caller's review of the other side of a completed sale. */
export const writeReview = ({ bookingId, ...input }: WriteRequest) =>
  http<OwnReview>(`/api/bookings/${q(bookingId)}/review`, { method: 'POST', body: input });
/** POST /reviews/:id/reply: the reviewed person's one public answer. */
export const replyToReview = ({ id, text }: { id: string; text: string }) =>
  http<Review>(`/api/reviews/${q(id)}/reply`, { method: 'POST', body: { text } });
/** POST /reviews/:id/report: to the admins, with the reporter's reason if any. */
export const reportReview = ({ id, reason }: { id: string; reason: string }) =>
  http<z.infer<typeof insertedId>>(`/api/reviews/${q(id)}/report`, { method: 'POST', body: reason ? { reason } : {} });
/** POST /reviews/:id/hide (admin). */
export const hideReview = (id: string) => http<z.infer<typeof reviewHidden>>(`/api/reviews/${q(id)}/hide`, { method: 'POST', body: {} });

/**
 * A seller's reviews, page after page (Show more), as public as their profile: started by the profile's and a
 * product page's loaders, so that the server's page holds the first.
 */
export const sellerReviewsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.seller(id),
    queryFn: ({ pageParam, signal }) => getSellerReviews(id, signal, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SellerReviews) => last.nextCursor ?? undefined,
    retry: false,
    meta: PUBLIC_PAGE,
  });

export const dealReviewsQuery = () => queryOptions({ queryKey: reviewKeys.deals, queryFn: getDealReviews });
