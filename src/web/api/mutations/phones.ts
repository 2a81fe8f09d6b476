/** The calls that verify a seller's mobile numbers, each as its mutation hook (api/mutation.ts). */
import { productKeys } from '../products.ts';
import { confirmPhoneCode, phoneKeys, sendPhoneCode } from '../phones.ts';
import { mutationHook } from '../mutation.ts';

/** Sending a code changes nothing on screen until it is typed. */
export const useSendPhoneCode = mutationHook({ key: 'send-phone-code', run: sendPhoneCode, invalidates: [] });
/** A verified number shows in the seller's numbers, and its tick on their listings. */
export const useConfirmPhoneCode = mutationHook({
  key: 'confirm-phone-code',
  run: confirmPhoneCode,
  invalidates: [phoneKeys.mine, productKeys.all],
});
