/**
 * The admins' decisions on listings, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/moderation.ts, so that a page that only reads loads no mutation code.
 */
import { approveListing, moderationKeys, rejectListing } from '../moderation.ts';
import { productKeys } from '../products.ts';
import { mutationHook } from '../mutation.ts';

/** An approved listing leaves the queue and joins every list. */
export const useApproveListing = mutationHook({
  key: 'approve-listing',
  run: approveListing,
  invalidates: [moderationKeys.all, productKeys.all],
});
export const useRejectListing = mutationHook({
  key: 'reject-listing',
  run: rejectListing,
  invalidates: [moderationKeys.all, productKeys.all],
});
