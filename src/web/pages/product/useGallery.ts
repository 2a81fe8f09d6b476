import { useCallback, useState, type KeyboardEvent } from 'react';

/** Photo `index` of `count`, going round: one past the last is the first, one before the first is the last. */
export const wrapIndex = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0);

/**
 * Which photo a gallery shows, and the moves to another. The main photo and the full-screen viewer share
 * one, so closing the viewer leaves the gallery on the photo last looked at.
 */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0);
  const show = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);
  /** The arrow keys, Home and End, for whichever control of the gallery has focus. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent | globalThis.KeyboardEvent) => {
      const move = { ArrowRight: next, ArrowLeft: previous, Home: () => show(0), End: () => show(count - 1) }[event.key];
      if (!move || count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      move();
    },
    [count, next, previous, show],
  );
  return { index, count, show, next, previous, onKeyDown };
}
