import { useRef, useState, type PointerEvent } from 'react';

/** How far a finger (or a mouse) must travel sideways for a swipe; less is a tap or a wobble. */
export const SWIPE_MIN_PX = 40;
/** A click this soon after a swipe ended is the swipe's own, not a tap. */
const CLICK_AFTER_SWIPE_MS = 400;

/**
 * Swipes through pointer events, so a finger, a pen and a mouse drag all work. The element using it
 * should have `touch-action: pan-y`: the browser then keeps vertical scrolling for itself (and sends
 * pointercancel when it takes over), and leaves sideways moves to us. `offset` follows the pointer
 * while it moves, for the photo to follow the finger.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swipedAt = useRef(-Infinity);
  const [offset, setOffset] = useState(0);

  const stop = () => {
    start.current = null;
    setOffset(0);
  };
  const handlers = {
    onPointerDown: (e: PointerEvent) => {
      if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      // A new touch is a new gesture: its click is a tap, however soon after the last swipe.
      swipedAt.current = -Infinity;
    },
    onPointerMove: (e: PointerEvent) => {
      const from = start.current;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      if (Math.abs(dx) > Math.abs(e.clientY - from.y)) setOffset(dx);
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      stop();
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
      swipedAt.current = Date.now();
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: stop,
    // A mouse let go outside the element never sends its pointerup here.
    onPointerLeave: stop,
  };
  return {
    handlers,
    offset,
    dragging: offset !== 0,
    /** Whether a click now ends a swipe (the browser clicks where a mouse drag ends) rather than being a tap. */
    justSwiped: () => Date.now() - swipedAt.current < CLICK_AFTER_SWIPE_MS,
  };
}
