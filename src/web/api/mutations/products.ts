/**
 * The calls that change products, each as its mutation hook (api/mutation.ts). Apart from the reads in
 * api/products.ts, so that a page that only reads loads no mutation code (the home route: scripts/bundle-size.ts).
 */
import { advertisementKeys } from '../advertisements.ts';
import { addProduct, deleteProduct, editProduct, productKeys, renewProduct, resubmitProduct } from '../products.ts';
import { mutationHook } from '../mutation.ts';

export const useAddProduct = mutationHook({ key: 'add-product', run: addProduct, invalidates: [productKeys.all] });
/** A listing made chat only, or given its phone again, shows so in every list, on its page and in its advert. */
export const useEditProduct = mutationHook({
  key: 'edit-product',
  run: editProduct,
  invalidates: [productKeys.all, advertisementKeys.all],
});
/** A listing sent again: its own list, its page; once public, every list. */
export const useResubmitProduct = mutationHook({ key: 'resubmit-product', run: resubmitProduct, invalidates: [productKeys.all] });
/** A renewed listing is back in the lists, and its advert on the home page. */
export const useRenewProduct = mutationHook({
  key: 'renew-product',
  run: renewProduct,
  invalidates: [productKeys.all, advertisementKeys.all],
});
/** A deleted product takes its advertisement with it. */
export const useDeleteProduct = mutationHook({
  key: 'delete-product',
  run: deleteProduct,
  invalidates: [productKeys.all, advertisementKeys.all],
});
