/** A payment's receipt as the family sent it (`api/my/payments/:id/receipt`): an image shows, a PDF downloads. */
export function paymentReceiptUrl(paymentId: string): string {
  return `/api/my/payments/${encodeURIComponent(paymentId)}/receipt`;
}
