/** The calls that change which e-mails a user gets, each as its mutation hook (api/mutation.ts). */
import { mailKeys, putMailSettings, unsubscribe } from '../mail.ts';
import { mutationHook } from '../mutation.ts';

export const useUpdateMailSettings = mutationHook({ key: 'update-mail-settings', run: putMailSettings, invalidates: [mailKeys.settings] });
/** Whoever is signed in on this browser may be the one who unsubscribed: their settings are read again. */
export const useUnsubscribe = mutationHook({ key: 'unsubscribe', run: unsubscribe, invalidates: [mailKeys.settings] });
