import type { MouseEvent } from 'react';

/** The ids of My Voyage's cards (and blocks of them) the checklist's actions and other cards lead to (docs/product/readiness.md). */
export const VOYAGE_ANCHORS = {
  payments: 'voyage-payments',
  documents: 'voyage-documents',
  travelAuthorisation: 'voyage-travel-authorisation',
  passport: 'voyage-passport',
} as const;

/** Scrolls to a card of the page (or a block of one) and moves focus to its heading, as a link to it would. */
export function goToCard(anchor: string) {
  return (event: MouseEvent) => {
    const card = document.getElementById(anchor);
    if (!card) return;
    event.preventDefault();
    card.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  };
}
