/**
 * The calls that change users, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/users.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import { advertisementKeys } from '../advertisements.ts';
import { productKeys } from '../products.ts';
import { reportKeys } from '../reports.ts';
import {
  deleteBuyer,
  deleteSeller,
  deleteUser,
  liftSuspension,
  makeAdmin,
  suspendUser,
  upsertUser,
  userKeys,
  verifySeller,
} from '../users.ts';
import { mutationHook } from '../mutation.ts';

/** Roles show in every list of accounts and drive the new admin's guards. */
export const useMakeAdmin = mutationHook({ key: 'make-admin', run: makeAdmin, invalidates: [userKeys.all, userKeys.roles] });
/** A seller's products and advertisements go with the account. */
export const useDeleteUser = mutationHook({
  key: 'delete-user',
  run: deleteUser,
  invalidates: [userKeys.all, productKeys.all, advertisementKeys.all],
});
export const useDeleteBuyer = mutationHook({ key: 'delete-buyer', run: deleteBuyer, invalidates: [userKeys.all] });
/** The verified badge shows on the seller's products too. */
export const useVerifySeller = mutationHook({ key: 'verify-seller', run: verifySeller, invalidates: [userKeys.all, productKeys.all] });
/** A seller's products and advertisements go with them. */
export const useDeleteSeller = mutationHook({
  key: 'delete-seller',
  run: deleteSeller,
  invalidates: [userKeys.all, productKeys.all, advertisementKeys.all],
});
/** Records the signed-in account in Market's users (product §3): no list shows it until the user is in. */
export const useUpsertUser = mutationHook({ key: 'upsert-user', run: upsertUser, invalidates: [] });
/** A suspended user's listings leave the lists, and Reported Item shows whom a report is about as suspended. */
export const useSuspendUser = mutationHook({
  key: 'suspend-user',
  run: suspendUser,
  invalidates: [userKeys.all, productKeys.all, advertisementKeys.all, reportKeys.all],
});
export const useLiftSuspension = mutationHook({
  key: 'lift-suspension',
  run: liftSuspension,
  invalidates: [userKeys.all, productKeys.all, advertisementKeys.all, reportKeys.all],
});
