import { useId } from 'react';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Review } from '#shared/schemas/reviews.ts';
import { FIRST_PAGE_ON_VISIT } from '../api/load.ts';
import { sellerReviewsQuery } from '../api/reviews.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ActionButton } from '../dashboard/ActionButton.tsx';
import { ShowMore, useShowMore } from '../components/ShowMore.tsx';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';
import { paths } from '../paths.ts';
import { useReviewDialogs } from './ReviewDialogs.tsx';
import { RatingSummary, Stars } from './Stars.tsx';

/**
 * How a page's loader starts a seller's reviews (their profile, a product's page) without holding the page
 * back: the first page, read afresh on each visit; the server renderer waits for it, so its HTML holds it.
 */
export function startLoadingReviews(client: QueryClient, sellerId: string): void {
  const options = sellerReviewsQuery(sellerId);
  void client
    .cancelQueries({ queryKey: options.queryKey, exact: true })
    .then(() => client.infiniteQuery({ ...options, ...FIRST_PAGE_ON_VISIT }))
    .catch(() => undefined);
}

/** The seller's rating and badge as their reviews' first page says: undefined until it has come. */
export function useSellerStanding(sellerId: string) {
  const { data } = useInfiniteQuery(sellerReviewsQuery(sellerId));
  const first = data?.pages[0];
  return first && { average: first.average, count: first.count, trusted: first.trusted };
}

/**
 * A seller's reviews by their buyers, newest first (product §2, "Seller profile" and "Product page"): the
 * rating, each review with its stars, author, day, the laptop it was about and the seller's reply. On the
 * profile, every review page after page; on a product's page, the latest few and a link to the rest.
 */
export function SellerReviews({
  sellerId,
  sellerName,
  latest,
  headingLevel = 2,
}: {
  sellerId: string;
  sellerName: string;
  /** Only this many, and a link to the profile for the rest (a product's page). */
  latest?: number;
  headingLevel?: 2 | 3;
}) {
  const { REVIEW_TEXTS: t } = useTexts();
  const headingId = useId();
  const query = useInfiniteQuery(sellerReviewsQuery(sellerId));
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = latest === undefined ? reviews : reviews.slice(0, latest);
  const first = query.data?.pages[0];
  const { listRef, showMore } = useShowMore(shown.length, () => query.fetchNextPage());
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-bold sm:text-2xl">
          {latest === undefined ? t.list.title : t.list.productTitle(sellerName)}
        </Heading>
        {first && <RatingSummary average={first.average} count={first.count} />}
      </header>
      {query.isPending && <p className="text-sm text-base-content/75">{t.list.loading}</p>}
      {query.isError && !query.data && (
        <p role="alert" className="text-sm font-medium text-error">
          {t.list.failed}
        </p>
      )}
      {first && shown.length === 0 && <p className="rounded-box bg-base-200 p-6 text-center">{t.list.empty}</p>}
      {shown.length > 0 && (
        <ul ref={listRef} className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} sellerId={sellerId} sellerName={sellerName} />
          ))}
        </ul>
      )}
      {latest !== undefined && first && first.count > shown.length && (
        <Link to={paths.seller(sellerId)} className="btn btn-outline btn-sm self-start">
          {t.list.seeAll}
        </Link>
      )}
      {latest === undefined && query.hasNextPage && (
        <ShowMore
          onClick={showMore}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          texts={{ showMore: t.list.more, loadingMore: t.list.loading, moreFailed: t.list.failed }}
        />
      )}
    </section>
  );
}

function ReviewItem({ review, sellerId, sellerName }: { review: Review; sellerId: string; sellerName: string }) {
  const { REVIEW_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const { user } = useAuth();
  const dialogs = useReviewDialogs();
  const author = review.authorName ?? t.deal.someone;
  const own = user?.uid === sellerId;
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars stars={review.stars} />
        <span lang={langOf(author)} className="font-medium">
          {t.list.by(author)}
        </span>
        <time dateTime={review.publishedAt} className="text-sm text-base-content/75">
          {format.day(review.publishedAt)}
        </time>
      </div>
      <p className="text-sm text-base-content/75">
        {t.list.about}:{' '}
        {review.productId ? (
          <Link to={paths.product(review.productId)} lang={langOf(review.itemName)} className="link">
            {review.itemName}
          </Link>
        ) : (
          <span lang={langOf(review.itemName)}>{review.itemName}</span>
        )}
      </p>
      {review.comment && (
        <p lang={langOf(review.comment)} className="whitespace-pre-line break-words">
          {review.comment}
        </p>
      )}
      {review.reply && (
        <div className="ml-2 border-l-2 border-base-300 pl-3">
          <p lang={langOf(sellerName)} className="text-sm font-medium">
            {t.reply.from(sellerName)}
          </p>
          <p lang={langOf(review.reply.text)} className="text-sm whitespace-pre-line break-words">
            {review.reply.text}
          </p>
        </div>
      )}
      {user && (
        <div className="flex flex-wrap gap-2">
          {own && !review.reply && (
            <ActionButton
              className="btn-outline btn-primary btn-xs"
              label={t.reply.openFor(author)}
              onClick={() => dialogs.reply({ id: review.id, authorName: author })}
            >
              {t.reply.open}
            </ActionButton>
          )}
          <ActionButton
            className="btn-ghost btn-xs"
            label={t.report.openFor(author)}
            onClick={() => dialogs.report({ id: review.id, authorName: author })}
          >
            {t.report.open}
          </ActionButton>
        </div>
      )}
    </li>
  );
}
