/** The calls that change a user's saved laptops, each as its mutation hook (api/mutation.ts). */
import { mutationHook } from '../mutation.ts';
import { saveLaptop, savedKeys, unsaveLaptop } from '../saved.ts';

export const useSaveLaptop = mutationHook({ key: 'save-laptop', run: saveLaptop, invalidates: [savedKeys.all] });
export const useUnsaveLaptop = mutationHook({ key: 'unsave-laptop', run: unsaveLaptop, invalidates: [savedKeys.all] });
