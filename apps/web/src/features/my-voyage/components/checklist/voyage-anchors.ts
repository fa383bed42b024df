/** The ids of My Voyage's cards the checklist's actions lead to (docs/product/readiness.md). */
export const VOYAGE_ANCHORS = { payments: 'voyage-payments', documents: 'voyage-documents' } as const;
