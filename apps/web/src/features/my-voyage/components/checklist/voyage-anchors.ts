/** The ids of My Voyage's cards (and blocks of them) the checklist's actions lead to (docs/product/readiness.md). */
export const VOYAGE_ANCHORS = {
  payments: 'voyage-payments',
  documents: 'voyage-documents',
  travelAuthorisation: 'voyage-travel-authorisation',
} as const;
