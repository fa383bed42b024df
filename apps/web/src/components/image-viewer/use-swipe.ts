import { useRef, type PointerEvent } from 'react';

/** A horizontal move at least this long (CSS px), and longer than the vertical one, is a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * A horizontal swipe (touch, pen or mouse) moves a gallery by one: left to the next image, right to the previous.
 * `wasSwipe` tells the click that may end a mouse drag apart from a click, once.
 */
export function useSwipe(onMove: (step: number) => void) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        swiped.current = false;
        start.current = event.isPrimary ? { x: event.clientX, y: event.clientY, pointerId: event.pointerId } : null;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from || from.pointerId !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
        swiped.current = true;
        onMove(dx < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
