/**
 * The calls that change reviews, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/reviews.ts, so that a page that only reads (a product's, a seller's) loads no mutation code.
 */
import { hideReview, replyToReview, reportReview, reviewKeys, writeReview } from '../reviews.ts';
import { mutationHook } from '../mutation.ts';
import { reportKeys } from '../reports.ts';

/** A review changes the writer's deals and, once published, the seller's list and rating. */
export const useWriteReview = mutationHook({ key: 'write-review', run: writeReview, invalidates: [reviewKeys.all] });
export const useReplyToReview = mutationHook({ key: 'reply-to-review', run: replyToReview, invalidates: [reviewKeys.all] });
export const useReportReview = mutationHook({ key: 'report-review', run: reportReview, invalidates: [reportKeys.all] });
/** A hidden review leaves the admins' reports as shown, and every list and rating. */
export const useHideReview = mutationHook({ key: 'hide-review', run: hideReview, invalidates: [reportKeys.all, reviewKeys.all] });
