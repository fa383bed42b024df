import { useEffect, useRef } from 'react';
import type { RegisterStep } from './register-step.ts';

/**
 * When the step changes, focus (and the screen reader) moves to its heading and the page shows its
 * top; the first step shown on arrival keeps the browser's own focus.
 */
export function useStepFocus(step: RegisterStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);
  return headingRef;
}
