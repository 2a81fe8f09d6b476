import { useMutationState } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../api/http.ts';
import { useTexts } from '../i18n/locale.tsx';
import type { MutationHook } from '../api/mutation.ts';

/**
 * One row action of a dashboard list (delete, verify, make admin), made of the call's mutation hook
 * (which invalidates the lists it changes): it runs per row id, knows which rows are busy, toasts the
 * product §8 message only when the server reports a count above 0, and says what went wrong when the
 * call fails.
 */
export function useRowAction<R>(useCall: MutationHook<R, string>, { count, success }: { count: (result: R) => number; success: string }) {
  const texts = useTexts();
  const mutation = useCall({
    onSuccess: (result) => {
      if (count(result) > 0) toast.success(success);
    },
    onError: (err) => {
      toast.error(errorMessage(err, texts));
    },
  });
  const busyIds = useMutationState({
    filters: { mutationKey: useCall.mutationKey, status: 'pending' },
    select: (m) => m.state.variables as string,
  });
  return {
    start: (id: string) => mutation.mutate(id),
    isBusy: (id: string) => busyIds.includes(id),
  };
}
