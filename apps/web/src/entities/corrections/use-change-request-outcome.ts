import { useRef, useState } from 'react';
import type { Outcome } from '../../components/review/decision-outcome.tsx';

/**
 * What the last decision on a change request did, and where the focus goes after it: the decided request's
 * buttons are gone, so the focus moves to the sentence saying what happened, at once after an approval and once
 * the refusal's dialog has faded out after a refusal.
 */
export function useChangeRequestOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const isFocusDue = useRef(false);
  const focus = () => outcomeRef.current?.focus();
  return {
    outcome,
    outcomeRef,
    /** For the card's `onDecided`. */
    decided: (text: string, { viaDialog }: { viaDialog: boolean }) => {
      setOutcome({ severity: 'success', text });
      if (viaDialog) isFocusDue.current = true;
      else requestAnimationFrame(focus);
    },
    /** For the card's `onDialogExited`. */
    onDialogExited: () => {
      if (!isFocusDue.current) return;
      isFocusDue.current = false;
      focus();
    },
  };
}
