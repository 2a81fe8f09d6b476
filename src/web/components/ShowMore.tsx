import { useEffect, useRef } from 'react';
import { useHydrated } from '../useHydrated.ts';

/**
 * "Show more" under a list of cards. Keyboard users land on the first card it brought, not on the
 * page's top: give `listRef` to the list. A failure says so and leaves the button to try again.
 */
export function useShowMore(count: number, loadMore: () => unknown) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusItem = useRef<number | null>(null);
  useEffect(() => {
    const at = focusItem.current;
    if (at === null || count <= at) return;
    focusItem.current = null;
    listRef.current?.children[at]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [count]);
  const showMore = () => {
    focusItem.current = count;
    void loadMore();
  };
  return { listRef, showMore };
}

export function ShowMore({
  onClick,
  loading,
  failed,
  texts,
}: {
  onClick: () => void;
  loading: boolean;
  failed: boolean;
  texts: { showMore: string; loadingMore: string; moreFailed: string };
}) {
  const live = useHydrated();
  return (
    <div className="flex flex-col items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm font-medium text-error">
          {texts.moreFailed}
        </p>
      )}
      <button type="button" className="btn btn-outline btn-primary" onClick={onClick} disabled={loading || !live}>
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {loading ? texts.loadingMore : texts.showMore}
      </button>
    </div>
  );
}
