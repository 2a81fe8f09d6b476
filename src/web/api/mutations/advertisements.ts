/**
 * The calls that change advertisements, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/advertisements.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import { advertise, advertisementKeys, removeAdvertisement } from '../advertisements.ts';
import { mutationHook } from '../mutation.ts';

/** A new advert shows on the home page and in the seller's list. */
export const useAdvertise = mutationHook({ key: 'advertise', run: advertise, invalidates: [advertisementKeys.all] });
export const useRemoveAdvertisement = mutationHook({
  key: 'remove-advert',
  run: removeAdvertisement,
  invalidates: [advertisementKeys.all],
});
