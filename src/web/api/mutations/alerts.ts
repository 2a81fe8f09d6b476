/** The calls that change a user's alerts, each as its mutation hook (api/mutation.ts). */
import { alertKeys, changeAlert, deleteAlert, saveAlert } from '../alerts.ts';
import { mutationHook } from '../mutation.ts';

export const useSaveAlert = mutationHook({ key: 'save-alert', run: saveAlert, invalidates: [alertKeys.all] });
export const useChangeAlert = mutationHook({ key: 'change-alert', run: changeAlert, invalidates: [alertKeys.all] });
export const useDeleteAlert = mutationHook({ key: 'delete-alert', run: deleteAlert, invalidates: [alertKeys.all] });
