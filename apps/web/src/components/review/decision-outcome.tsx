import { useRef, useState, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** What the last decision did, in a sentence. */
export type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * The last decision's outcome, and the focus that follows it: once the dialog has faded out, the focus moves to
 * the outcome, since the button that opened the dialog may be gone (its row decided). `show` says a new one.
 */
export function useDecisionOutcome<T = Outcome>() {
  const [outcome, setOutcome] = useState<T | null>(null);
  const [isNew, setNew] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  return {
    outcome,
    outcomeRef,
    show: (next: T) => {
      setOutcome(next);
      setNew(true);
    },
    /** For the dialog's `onExited`. */
    onExited: () => {
      if (isNew) outcomeRef.current?.focus();
      setNew(false);
    },
  };
}

type DecisionOutcomeProps = {
  outcomeRef: RefObject<HTMLDivElement | null>;
  /** What to say; nothing takes no room. */
  children: ReactNode;
  /** Under the buttons it follows (a space above), rather than above a list (a space below). */
  isBelow?: boolean;
};

/** The live region the outcome is said in, which takes the focus when told to. */
export function DecisionOutcome({ outcomeRef, children, isBelow = false }: DecisionOutcomeProps) {
  const space = children ? 2 : 0;
  return (
    <Box
      ref={outcomeRef}
      tabIndex={-1}
      role="status"
      sx={{ outline: 'none', ...(isBelow ? { mt: space } : { mb: space }) }}
    >
      {children}
    </Box>
  );
}

/** An outcome as an outlined alert. */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  return (
    <Alert severity={outcome.severity} variant="outlined">
      {outcome.text}
    </Alert>
  );
}
