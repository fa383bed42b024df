import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws a dialog from the first time it is opened, and keeps it afterwards (for its closing transition). With a
 * `lazyPart` dialog inside, its code (forms, fields, their rules) is fetched when the family opens it, not before the
 * screen is drawn (docs/decisions/029-parent-screens-light.md). Nothing shows while it loads.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
